import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError, type NavigateOptions } from '../../app/api-client';
import { startSession } from '../../app/session';
import { Alert } from '../../ui/light/light-feedback';
import { Button, Checkbox, PasswordInput, TextInput } from '../../ui/light/light-controls';
import { FormField, LightForm, useLightForm } from '../../ui/light/light-form';
import { zodFieldRule } from '../../ui/zod-rule';
import { authApi } from './auth.api';
import { AuthCard } from './auth-card';
import { useApiErrors } from '../../app/use-api-errors';
import { ResendVerificationLink } from '../../app/shell/resend-verification-link';
import { VerificationCodeBox } from '../../app/shell/verification-code-box';

type Step = 'email' | 'password' | 'code';

// The first page a visitor loads: its schema (and zod with it) comes when the first field is checked.
const loginSchema = () => import('@kontor/domain/accounts').then((module) => module.loginSchema);
type LoginValues = { email: string; password: string; rememberMe: boolean };

/** Only paths of this app: `?redirect=https://elsewhere` must not send a user off-site. */
export function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Sent here by the api client when the session ended (its refresh token expired or was revoked):
  // said, so that the dealer knows why, and that the login leads back to the page they were on.
  const sessionEnded = (useLocation().state as NavigateOptions['state'] | null)?.sessionEnded === true;
  const [form] = useLightForm<LoginValues>({ rememberMe: false });
  const showError = useApiErrors();
  const [step, setStep] = useState<Step>('email');
  const [checkedEmail, setCheckedEmail] = useState('');
  // Leaving the field and pressing Continue both ask; one question per address is enough.
  const asking = useRef<string | null>(null);

  // An unverified account gets the code box instead of the password field (SPEC.md §4).
  const check = useMutation({
    mutationFn: (email: string) => authApi.checkEmail(email),
    onSettled: () => {
      asking.current = null;
    },
    onSuccess: ({ unverified }, email) => {
      setCheckedEmail(email);
      setStep(unverified ? 'code' : 'password');
    },
    onError: (error) => showError(error, form),
  });

  const login = useMutation({
    mutationFn: (values: LoginValues) =>
      authApi.login({ email: values.email.trim().toLowerCase(), password: values.password, rememberMe: values.rememberMe }),
    onSuccess: async (tokens, values) => {
      await startSession(tokens, values.rememberMe);
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === '4004') form.setFields([{ name: 'password', errors: [t('errors.4004')] }]);
      else showError(error, form);
    },
  });

  const checkEmail = async () => {
    const values = await form.validateFields(['email']).catch(() => null);
    if (!values) return;
    const email = values.email.trim().toLowerCase();
    if (asking.current === email) return;
    asking.current = email;
    check.mutate(email);
  };

  const changeEmail = () => {
    setStep('email');
    setCheckedEmail('');
    form.setFieldsValue({ password: '' });
  };

  return (
    <AuthCard
      title={t('auth.login.title')}
      intro={t('auth.login.intro')}
      footer={
        <span className="lk-running-text">
          {t('auth.login.noAccount')} <Link to="/register">{t('auth.login.toRegister')}</Link>
        </span>
      }
    >
      {sessionEnded ? <Alert type="warning" title={t('auth.login.sessionEnded')} style={{ marginBottom: 16 }} /> : null}
      <LightForm<LoginValues>
        form={form}
        requiredMark={false}
        onFinish={(values) => (step === 'password' ? login.mutate(values) : void checkEmail())}
      >
        <FormField name="email" label={t('auth.fields.email')} rules={[zodFieldRule({ schema: loginSchema }, 'email', t)]}>
          <TextInput
            type="email"
            autoComplete="username"
            placeholder={t('auth.fields.emailPlaceholder')}
            readOnly={step !== 'email'}
            onBlur={() => {
              if (step === 'email' && form.getFieldValue('email')) void checkEmail();
            }}
          />
        </FormField>
        {step !== 'email' ? (
          <Button type="link" style={{ paddingInline: 0, marginTop: -16, marginBottom: 8 }} onClick={changeEmail}>
            {t('auth.login.changeEmail')}
          </Button>
        ) : null}

        {step === 'password' ? (
          <>
            <FormField
              name="password"
              label={t('auth.fields.password')}
              rules={[zodFieldRule({ schema: loginSchema }, 'password', t)]}
            >
              <PasswordInput autoComplete="current-password" autoFocus />
            </FormField>
            <div
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                flexWrap: 'wrap',
                gap: 8,
                marginBottom: 16,
              }}
            >
              <FormField name="rememberMe" valuePropName="checked" noStyle>
                <Checkbox>{t('auth.fields.rememberMe')}</Checkbox>
              </FormField>
              <Link to="/login/reset-password">{t('auth.login.forgot')}</Link>
            </div>
            <Button type="primary" htmlType="submit" block loading={login.isPending}>
              {t('auth.login.submit')}
            </Button>
          </>
        ) : null}

        {step === 'email' ? (
          <>
            <Button type="primary" htmlType="submit" block loading={check.isPending}>
              {t('auth.login.continue')}
            </Button>
            <div style={{ marginTop: 12, textAlign: 'right' }}>
              <Link to="/login/reset-password">{t('auth.login.forgot')}</Link>
            </div>
          </>
        ) : null}
      </LightForm>

      {step === 'code' ? (
        <>
          <Alert type="info" title={t('auth.login.unverified')} style={{ marginBottom: 16 }} />
          <VerificationCodeBox email={checkedEmail} />
          <ResendVerificationLink email={checkedEmail} />
        </>
      ) : null}
    </AuthCard>
  );
}
