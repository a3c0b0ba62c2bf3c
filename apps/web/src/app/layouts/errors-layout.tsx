import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../shell/language-switcher';

/**
 * Error pages: a plain frame that works with or without a session. Plain elements, not antd's
 * Layout: the router's error page uses this frame and is in the first chunk.
 */
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
    <div style={{ minHeight: '100vh', background: '#f5f7fb' }}>
      <header style={{ height: 64, background: '#fff', paddingInline: 16, borderBottom: '1px solid #e5e7eb' }}>
        <Flex align="center" justify="space-between" style={{ height: '100%' }}>
          <Typography.Text strong style={{ fontSize: 18 }}>
            {t('common.appName')}
          </Typography.Text>
          <LanguageSwitcher />
        </Flex>
      </header>
      <main style={{ padding: 16 }}>{children}</main>
    </div>
  );
}
