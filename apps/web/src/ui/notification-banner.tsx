import { Alert, Button, Flex } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../app/session';
import { openContactSupport } from './contact-support';

const EmailUnverifiedActions = lazy(() => import('./email-unverified-actions'));

/**
 * One banner at a time, the most urgent first: an unverified e-mail, then company documents not
 * verified. (The trial banner comes with the subscriptions feature, which it would link to.)
 */
export function NotificationBanner() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  const contact = (
    <Button size="small" onClick={openContactSupport}>
      {t('shell.banner.contactSupport')}
    </Button>
  );

  if (user.status === 'UNVERIFIED') {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('shell.banner.emailUnverified')}
        description={
          <Suspense fallback={contact}>
            <EmailUnverifiedActions email={user.email} contact={contact} />
          </Suspense>
        }
      />
    );
  }

  if (user.company && user.company.status !== 'VERIFIED') {
    return (
      <Alert
        type={user.company.status === 'REJECTED' ? 'error' : 'info'}
        showIcon
        style={{ marginBottom: 16 }}
        title={t('shell.banner.companyUnverified')}
        description={
          <Flex wrap gap={8} style={{ marginTop: 4 }}>
            <Button type="primary" size="small" onClick={() => navigate('/settings/manage-profile?fromNotification=true')}>
              {t('shell.banner.provideDocuments')}
            </Button>
            {contact}
          </Flex>
        }
      />
    );
  }
  return null;
}
