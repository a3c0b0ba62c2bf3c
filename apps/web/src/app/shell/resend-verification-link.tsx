import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/light/light-controls';
import { notify } from '../../ui/light/light-notify';
import { ApiError } from '../api-client';
import { emailVerificationApi } from './email-verification.api';

/**
 * Sends a new code and link to `email`; the answer is the same for every address (no enumeration),
 * except that an address the mail server refuses is told (9138), so a typo is found. Light
 * (ui/light): the login page shows it.
 */
export function ResendVerificationLink({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useMutation({
    mutationFn: () => emailVerificationApi.resendVerification(email),
    onSuccess: () => notify.success(t('auth.resend.sent')),
    onError: (error) =>
      notify.error({
        title: t('common.errors.errorTitle'),
        description: error instanceof ApiError && error.code === '9138' ? t('errors.9138') : t('auth.resend.failed'),
      }),
  });
  return (
    <Button type="link" style={{ paddingInline: 0 }} loading={resend.isPending} onClick={() => resend.mutate()}>
      {t('auth.login.resend')}
    </Button>
  );
}
