import { summarizeCompanyDocuments } from '@kontor/domain/company';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../session';
import { companyDocumentsKey, fetchCompanyDocuments } from '../company-documents';
import { openContactSupport } from './contact-support';

const EmailUnverifiedActions = lazy(() => import('./email-unverified-actions'));

/**
 * One banner at a time, the most urgent first: an unverified e-mail, then company documents not
 * verified (missing ones named, being checked, or rejected with the operator's reason). (The trial banner comes with the subscriptions feature, which it would link to.)
 */
export function NotificationBanner() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const companyPending = Boolean(user && user.status !== 'UNVERIFIED' && user.company && user.company.status !== 'VERIFIED');
  // The documents say which types are missing and why one was rejected; only asked while that matters.
  const documents = useQuery({ queryKey: companyDocumentsKey, queryFn: fetchCompanyDocuments, enabled: companyPending });
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
    const { status } = user.company;
    const summary = documents.data ? summarizeCompanyDocuments(documents.data) : null;
    const documentName = (type: string) => t(`company.documentTypes.${type}`);
    // The stored status decides the banner; the documents add what is missing and why one was
    // rejected. Until they are loaded the banner says only that the documents are not verified.
    let title = t('shell.banner.companyUnverified');
    if (status === 'VERIFYING') title = t('shell.banner.companyVerifying');
    else if (status === 'REJECTED') title = t('shell.banner.companyRejected');
    else if (summary && summary.missing.length > 0) title = t('shell.banner.companyMissing', { documents: summary.missing.map(documentName).join(', ') });
    const reasons = status === 'REJECTED' ? (summary?.rejected ?? []) : [];
    return (
      <Alert
        type={status === 'REJECTED' ? 'error' : status === 'VERIFYING' ? 'success' : 'info'}
        showIcon
        style={{ marginBottom: 16 }}
        title={title}
        data-testid="company-documents-banner"
        description={
          <Flex vertical gap={8} style={{ marginTop: 4 }}>
            {reasons.length > 0 && (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {reasons.map(({ type, reason }) => (
                  <li key={type}>
                    <Typography.Text>{reason ? t('shell.banner.companyRejectedReason', { document: documentName(type), reason }) : documentName(type)}</Typography.Text>
                  </li>
                ))}
              </ul>
            )}
            <Flex wrap gap={8}>
              {status !== 'VERIFYING' && (
                <Button type="primary" size="small" onClick={() => navigate('/settings/manage-profile?fromNotification=true')}>
                  {t('shell.banner.provideDocuments')}
                </Button>
              )}
              {contact}
            </Flex>
          </Flex>
        }
      />
    );
  }
  return null;
}
