import { Flex, Layout, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../../ui/language-switcher';

/** Error pages: a plain frame that works with or without a session. */
export function ErrorsLayout() {
  return (
    <ErrorsLayoutFrame>
      <Outlet />
    </ErrorsLayoutFrame>
  );
}

export function ErrorsLayoutFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: '100vh', background: '#f5f7fb' }}>
      <Layout.Header style={{ background: '#fff', paddingInline: 16, borderBottom: '1px solid #e5e7eb' }}>
        <Flex align="center" justify="space-between" style={{ height: '100%' }}>
          <Typography.Text strong style={{ fontSize: 18 }}>
            {t('common.appName')}
          </Typography.Text>
          <LanguageSwitcher />
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 16 }}>
        <main>{children}</main>
      </Layout.Content>
    </Layout>
  );
}
