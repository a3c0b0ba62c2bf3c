import { passwordResetSchema, recoverySchema } from '@kontor/domain/accounts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../app/api-client';
import { startSession } from '../../app/session';
import { Button, TextInput } from '../../ui/light/light-controls';
import { Alert, Result, Skeleton } from '../../ui/light/light-feedback';
import { FormField, LightForm, useLightForm } from '../../ui/light/light-form';
import { notify } from '../../ui/light/light-notify';
import { zodFieldRule } from '../../ui/zod-rule';
import { authApi } from './auth.api';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './guest-form-parts';
import { useApiErrors } from '../../app/use-api-errors';

/** /login/reset-password asks for a link; /login/reset-password/<token>?email= sets the new password. */
export default function ResetPasswordPage() {
  const { token } = useParams();
  return token ? <NewPasswordForm token={token} /> : <RequestLinkForm />;
}

function RequestLinkForm() {
  const { t } = useTranslation();
  const [form] = useLightForm<{ email: string }>();
  const showError = useApiErrors();
  const recovery = useMutation({
    mutationFn: (email: string) => authApi.recovery(email.trim()),
    onSuccess: () => notify.success(t('auth.reset.sent')),
    onError: (error) => showError(error, form),
  });

  return (
    <AuthCard
      title={t('auth.reset.requestTitle')}
      intro={t('auth.reset.requestIntro')}
      footer={<Link to="/login">{t('auth.reset.backToLogin')}</Link>}
    >
      {recovery.isSuccess ? (
        <Result
          status="success"
          title={t('auth.reset.sentTitle')}
          subTitle={t('auth.reset.sentText', { email: recovery.variables })}
          style={{ padding: 0 }}
        />
      ) : (
        <LightForm form={form} onFinish={(values) => recovery.mutate(values.email)}>
          <FormField
            name="email"
            label={t('auth.fields.email')}
            required
            rules={[zodFieldRule({ schema: recoverySchema }, 'email', t)]}
          >
            <TextInput type="email" autoComplete="email" placeholder={t('auth.fields.emailPlaceholder')} />
          </FormField>
          <Button type="primary" htmlType="submit" block loading={recovery.isPending}>
            {t('auth.reset.requestSubmit')}
          </Button>
        </LightForm>
      )}
    </AuthCard>
  );
}

type NewPasswordValues = { password: string; passwordConfirmation: string };

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const [form] = useLightForm<NewPasswordValues>();
  const showError = useApiErrors();

  // The form is enabled only once the link is known to be good.
  const check = useQuery({
    queryKey: ['auth', 'check-password-token', token, email],
    queryFn: () => authApi.checkPasswordToken({ token, email }),
    enabled: email !== '',
    retry: false,
    staleTime: Infinity,
  });
  const expired = email === '' || (check.isError && check.error instanceof ApiError && check.error.status < 500);
  useEffect(() => {
    if (expired) void navigate('/errors/reset-password-expired', { replace: true });
  }, [expired, navigate]);

  const reset = useMutation({
    mutationFn: (values: NewPasswordValues) => authApi.resetPassword({ token, email, ...values }),
    onSuccess: async (tokens) => {
      await startSession(tokens, false);
      await navigate('/', { replace: true });
    },
    onError: (error) => {
      // Field problems stay on the form; anything else means the reset did not happen.
      if (
        error instanceof ApiError &&
        error.status === 422 &&
        Object.keys(error.fields).some((field) => field.startsWith('password'))
      ) {
        showError(error, form);
      } else if (error instanceof ApiError && error.status === 429) showError(error);
      else void navigate('/login/reset-password/reset-failed', { replace: true });
    },
  });

  const ready = check.isSuccess;
  return (
    <AuthCard
      title={t('auth.reset.formTitle')}
      intro={ready ? t('auth.reset.formIntro', { email }) : t('auth.reset.checking')}
      footer={<Link to="/login">{t('auth.reset.backToLogin')}</Link>}
    >
      {check.isError && !expired ? <Alert type="error" title={t('errors.500')} style={{ marginBottom: 16 }} /> : null}
      {!ready && !check.isError ? <Skeleton rows={1} /> : null}
      <LightForm<NewPasswordValues> form={form} disabled={!ready || reset.isPending} onFinish={(values) => reset.mutate(values)}>
        <NewPasswordFields schema={passwordResetSchema} confirmName="passwordConfirmation" label={t('auth.fields.newPassword')} />
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </LightForm>
    </AuthCard>
  );
}
