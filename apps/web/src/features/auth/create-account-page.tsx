import { accountDetailsSchema } from '@kontor/domain/accounts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../app/api-client';
import { startSession, useSession } from '../../app/session';
import { Button } from '../../ui/light/light-controls';
import { Alert, Skeleton } from '../../ui/light/light-feedback';
import { LightForm, useLightForm } from '../../ui/light/light-form';
import { authApi } from './auth.api';
import { AuthCard } from './auth-card';
import { type PersonalDetailsValues, splitPhone, toPersonalDetails } from './auth-form-values';
import { NewPasswordFields, PersonalDetailsFields } from './guest-form-parts';
import { useApiErrors } from '../../app/use-api-errors';

type CreateAccountValues = PersonalDetailsValues & { password: string; confirmPassword: string };

/** Server field names that sit under another name in this form. */
const RENAME = { phoneNumber: 'phoneLocal' };

/**
 * Account completion, reached by the mail link (/create-account/<token>) or after the code
 * (/create-account?token=<token>). The token is checked first; only a valid one enables the form.
 */
export default function CreateAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token: pathToken } = useParams();
  const [params] = useSearchParams();
  const token = pathToken ?? params.get('token') ?? '';
  const { user } = useSession();
  const [form] = useLightForm<CreateAccountValues>();
  const showError = useApiErrors();

  const check = useQuery({
    queryKey: ['auth', 'check-email-token', token],
    queryFn: () => authApi.checkEmailToken(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  const invalid = token === '' || (check.isError && check.error instanceof ApiError && check.error.status < 500);

  useEffect(() => {
    if (invalid) void navigate('/errors/create-account-expired', { replace: true });
  }, [invalid, navigate]);

  // The phone number given at registration, offered again (the link may open in another browser).
  const registeredPhone = check.data?.phoneNumber ?? user?.phone;
  useEffect(() => {
    if (registeredPhone && !form.isFieldTouched('phoneLocal')) form.setFieldsValue(splitPhone(registeredPhone));
  }, [registeredPhone, form]);

  const complete = useMutation({
    mutationFn: (values: CreateAccountValues) =>
      authApi.completeAccount(token, {
        ...toPersonalDetails(values),
        password: values.password,
        confirmPassword: values.confirmPassword,
      }),
    onSuccess: async (tokens) => {
      await startSession(tokens, false);
      await navigate('/vehicles', { replace: true });
    },
    onError: (error) => {
      // The token ran out while the form was being filled in.
      if (error instanceof ApiError && error.code === '5004' && Object.keys(error.fields).length === 0) {
        void navigate('/errors/create-account-expired', { replace: true });
      } else showError(error, form, RENAME);
    },
  });

  const ready = check.isSuccess;
  return (
    <AuthCard
      title={t('auth.createAccount.title')}
      intro={ready ? t('auth.createAccount.intro') : t('auth.createAccount.checking')}
    >
      {check.isError && !invalid ? <Alert type="error" title={t('errors.500')} style={{ marginBottom: 16 }} /> : null}
      {!ready && !check.isError ? <Skeleton rows={2} /> : null}
      {check.data ? <Alert type="success" title={check.data.email} style={{ marginBottom: 16 }} /> : null}
      <LightForm<CreateAccountValues>
        form={form}
        disabled={!ready || complete.isPending}
        onFinish={(values) => complete.mutate(values)}
      >
        <PersonalDetailsFields schema={accountDetailsSchema} />
        <NewPasswordFields schema={accountDetailsSchema} confirmName="confirmPassword" />
        <Button type="primary" htmlType="submit" block loading={complete.isPending}>
          {t('auth.createAccount.submit')}
        </Button>
      </LightForm>
    </AuthCard>
  );
}
