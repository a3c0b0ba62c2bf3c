import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { NavigateOptions } from '../../app/api-client';
import { Alert } from '../../ui/light/light-feedback';
import { Button, Checkbox, PasswordInput, TextInput } from '../../ui/light/light-controls';
import { FormField, LightForm, useLightForm } from '../../ui/light/light-form';
import { zodFieldRule } from '../../ui/zod-rule';
import { AuthCard } from './auth-card';
import { ResendVerificationLink } from '../../app/shell/resend-verification-link';
import { VerificationCodeBox } from '../../app/shell/verification-code-box';
import { type LoginValues, useLogin } from './use-login';

// The first page a visitor loads: its schema (and zod with it) comes when the first field is checked.
const loginSchema = () => import('@kontor/domain/accounts').then((module) => module.loginSchema);

/** The password step: the password, staying signed in, the way to a new password, and Log in. */
function PasswordFields({ loading }: { loading: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <FormField name="password" label={t('auth.fields.password')} rules={[zodFieldRule({ schema: loginSchema }, 'password', t)]}>
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
      <Button type="primary" htmlType="submit" block loading={loading}>
        {t('auth.login.submit')}
      </Button>
    </>
  );
}

export default function LoginPage() {
  const { t } = useTranslation();
  // Sent here by the api client when the session ended (its refresh token expired or was revoked):
  // said, so that the dealer knows why, and that the login leads back to the page they were on.
  const sessionEnded = (useLocation().state as NavigateOptions['state'] | null)?.sessionEnded === true;
  const [form] = useLightForm<LoginValues>({ rememberMe: false });
  const { step, checkedEmail, check, login, checkEmail, changeEmail } = useLogin(form);

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

        {step === 'password' ? <PasswordFields loading={login.isPending} /> : null}

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
