import { LockOutlined } from '@ant-design/icons';
import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { useSession } from '../../app/session';
import { ResendVerificationLink } from '../../app/shell/resend-verification-link';

/**
 * What an unverified user (the demo version) sees on a page that only works with their own stored
 * data (customers, and every page to come), instead of the server's 403 as an error page: why, and
 * the way out. The code box itself is in the notice at the top of every page, so it is not repeated.
 */
export default function DemoExplanation() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  usePageTitle('auth.demo.title');
  return (
    <Result
      icon={<LockOutlined aria-hidden />}
      // The header's h1 says the title already (app-header.tsx); this is the page's section heading.
      title={<h2 style={{ fontSize: 24, margin: 0 }}>{t('auth.demo.title')}</h2>}
      subTitle={
        <Flex vertical gap={8} style={{ maxWidth: 560, margin: '0 auto' }}>
          <span>{t('auth.demo.text')}</span>
          <span>{t('auth.demo.howTo')}</span>
        </Flex>
      }
      extra={
        <Flex wrap gap={12} justify="center" align="center">
          <Button type="primary" onClick={() => navigate('/vehicles')}>
            {t('auth.demo.toVehicles')}
          </Button>
          {user ? <ResendVerificationLink email={user.email} /> : null}
        </Flex>
      }
    />
  );
}
