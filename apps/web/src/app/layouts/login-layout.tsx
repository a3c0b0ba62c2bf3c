import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../shell/language-switcher';
import { CarIllustration } from './car-illustration';

/** Login, registration and password reset: the form over our own drawing of a car. */
export function LoginLayout() {
  const { t } = useTranslation();
  return (
    <div className="kontor-login">
      <CarIllustration className="kontor-login-art" title={t('shell.login.illustration')} />
      <Flex justify="space-between" align="center" className="kontor-login-top">
        <Typography.Text strong style={{ fontSize: 20, color: '#0f172a' }}>
          {t('common.appName')}
        </Typography.Text>
        <LanguageSwitcher />
      </Flex>
      <main className="kontor-login-main">
        <Outlet />
      </main>
    </div>
  );
}
