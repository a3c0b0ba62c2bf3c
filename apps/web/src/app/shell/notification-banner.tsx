import type { Me } from '@kontor/domain/accounts';
import { todayInBerlin } from '@kontor/domain/business-calendar';
import { summarizeCompanyDocuments } from '@kontor/domain/company';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { trialDaysLeft } from '../../ui/trial-days';
import { useSession } from '../session';
import { companyDocumentsKey, fetchCompanyDocuments } from '../company-documents';
import { openContactSupport } from './contact-support';

const EmailUnverifiedActions = lazy(() => import('./email-unverified-actions'));

const SUBSCRIPTIONS_PATH = '/settings/subscriptions';
/** How many days before its end the trial starts to remind the dealer. */
export const TRIAL_WARNING_DAYS = 7;

export type TrialState = { kind: 'expiring'; daysLeft: number } | { kind: 'expired' } | null;

/**
 * Where the free trial of a verified user with a company stands (`today` in Berlin): expired once
 * its last day is past, expiring in its last TRIAL_WARNING_DAYS days; null for a subscriber (a
 * canceled subscription still running counts) and for a trial with longer to go.
 */
export function trialState(
  user: Pick<Me, 'status' | 'company' | 'isSubscribedToPaidPlan' | 'subscriptionEndDay'>,
  today: string,
): TrialState {
  if (user.status !== 'VERIFIED' || !user.company || user.isSubscribedToPaidPlan || !user.subscriptionEndDay) return null;
  if (user.subscriptionEndDay < today) return { kind: 'expired' };
  const daysLeft = trialDaysLeft(user.subscriptionEndDay, today);
  return daysLeft <= TRIAL_WARNING_DAYS ? { kind: 'expiring', daysLeft } : null;
}

/**
 * One banner at a time, the most urgent first: an unverified e-mail; a trial that has ended (every
 * change is refused until the company subscribes, the documents' upload too) or ends within a week;
 * company documents not verified (missing ones named, being checked, or rejected with the
 * operator's reason). The trial banners lead to the subscriptions page, and are not shown on it.
 */
export function NotificationBanner() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
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

  const state = trialState(user, todayInBerlin());
  // On the subscriptions page the trial banner would only lead to where the dealer is. After the
  // trial, the documents' banner is not shown there either: its upload is a change, refused (5005).
  if (pathname === SUBSCRIPTIONS_PATH && state?.kind === 'expired') return null;
  const trial = pathname === SUBSCRIPTIONS_PATH ? null : state;
  const trialBanner = (state: NonNullable<TrialState>) => (
    <Alert
      type={state.kind === 'expired' ? 'error' : 'warning'}
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="trial-banner"
      title={
        state.kind === 'expired'
          ? t(user.subscriptionEnded ? 'subscriptions.banner.subscriptionEnded' : 'subscriptions.banner.expired')
          : state.daysLeft === 0
            ? t('subscriptions.banner.expiringToday')
            : t('subscriptions.banner.expiring', { count: state.daysLeft })
      }
      description={
        <Flex wrap gap={8} style={{ marginTop: 4 }}>
          <Button type="primary" size="small" onClick={() => navigate(SUBSCRIPTIONS_PATH)}>
            {t('subscriptions.banner.subscribe')}
          </Button>
        </Flex>
      }
    />
  );
  // A trial that ends (or has ended) comes before the documents: a new dealer's documents are often
  // still missing, and the end of the trial is the sooner deadline.
  if (trial) return trialBanner(trial);

  if (user.company && user.company.status !== 'VERIFIED') {
    const { status } = user.company;
    const summary = documents.data ? summarizeCompanyDocuments(documents.data) : null;
    const documentName = (type: string) => t(`company.documentTypes.${type}`);
    // The stored status decides the banner; the documents add what is missing and why one was
    // rejected. Until they are loaded the banner says only that the documents are not verified.
    let title = t('shell.banner.companyUnverified');
    if (status === 'VERIFYING') title = t('shell.banner.companyVerifying');
    else if (status === 'REJECTED') title = t('shell.banner.companyRejected');
    else if (summary && summary.missing.length > 0)
      title = t('shell.banner.companyMissing', { documents: summary.missing.map(documentName).join(', ') });
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
                    <Typography.Text>
                      {reason
                        ? t('shell.banner.companyRejectedReason', { document: documentName(type), reason })
                        : documentName(type)}
                    </Typography.Text>
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
