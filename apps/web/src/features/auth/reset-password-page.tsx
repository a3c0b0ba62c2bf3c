import { passwordResetSchema, recoverySchema } from '@kontor/domain/accounts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../app/api-client';
import { startSession } from '../../app/session';
import { zodFieldRule } from '../../ui/zod-rule';
import { authApi } from './auth.api';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './auth-form-parts';
import { useApiErrors } from '../../app/use-api-errors';

/** /login/reset-password asks for a link; /login/reset-password/<token>?email= sets the new password. */
export default function ResetPasswordPage() {
  const { token } = useParams();
  return token ? <NewPasswordForm token={token} /> : <RequestLinkForm />;
}

function RequestLinkForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ email: string }>();
  const showError = useApiErrors();
  const recovery = useMutation({
    mutationFn: (email: string) => authApi.recovery(email.trim()),
    onSuccess: () => void message.success(t('auth.reset.sent')),
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
        <Form form={form} layout="vertical" onFinish={(values) => recovery.mutate(values.email)}>
          <Form.Item name="email" label={t('auth.fields.email')} required rules={[zodFieldRule({ schema: recoverySchema }, 'email', t)]}>
            <Input type="email" autoComplete="email" placeholder={t('auth.fields.emailPlaceholder')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={recovery.isPending}>
            {t('auth.reset.requestSubmit')}
          </Button>
        </Form>
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
  const [form] = Form.useForm<NewPasswordValues>();
  const showError = useApiErrors();

  // The form is enabled only once the link is known to be good (SPEC.md §4).
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
      {check.isError && !expired ? <Alert type="error" showIcon title={t('errors.500')} style={{ marginBottom: 16 }} /> : null}
      {!ready && !check.isError ? <Skeleton active paragraph={{ rows: 1 }} /> : null}
      <Form<NewPasswordValues>
        form={form}
        layout="vertical"
        disabled={!ready || reset.isPending}
        onFinish={(values) => reset.mutate(values)}
      >
        <NewPasswordFields schema={passwordResetSchema} confirmName="passwordConfirmation" label={t('auth.fields.newPassword')} />
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
