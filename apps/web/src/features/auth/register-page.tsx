import { TERMS_VERSION } from '@kontor/domain/terms-version';
import { useMutation } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { startSession } from '../../app/session';
import { Button, Checkbox, TextInput } from '../../ui/light/light-controls';
import { FormField, LightForm, useLightForm } from '../../ui/light/light-form';
import { zodFieldRule } from '../../ui/zod-rule';
import { authApi } from './auth.api';
import { AuthCard } from './auth-card';
import { joinPhone } from './auth-form-values';
import { PhoneField } from './guest-form-parts';
import { useApiErrors } from '../../app/use-api-errors';
import { visuallyHidden } from '../../ui/visually-hidden';

// A page a visitor opens first (from an advert or a mail): its schema, and zod with it, comes when the
// first field is checked, as on the login page (27 KB gzipped less to load and run before the form works).
const registerSchema = () => import('@kontor/domain/accounts').then((module) => module.registerSchema);

type RegisterValues = { email: string; phonePrefix: string; phoneLocal: string; agreeToTerms: boolean };

/** Opens in a new tab, so that what was typed into the form stays. */
function LegalLink({ to, children }: { to: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={to} target="_blank" rel="noopener">
      {children}
      <span style={visuallyHidden}> {t('auth.register.opensInNewTab')}</span>
    </a>
  );
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = useLightForm<RegisterValues>();
  const showError = useApiErrors();

  // The answer logs the user in at once, UNVERIFIED: the demo version opens while the mail travels.
  const register = useMutation({
    mutationFn: (values: RegisterValues) =>
      authApi.register({
        email: values.email.trim(),
        phoneNumber: joinPhone(values.phonePrefix, values.phoneLocal),
        agreeToTerms: true,
        // The version of the text the links show; the server refuses an outdated one (9128).
        termsVersion: TERMS_VERSION,
      }),
    onSuccess: async (tokens) => {
      await startSession(tokens, false);
      await navigate('/vehicles', { replace: true });
    },
    onError: (error) => showError(error, form, { phoneNumber: 'phoneLocal', termsVersion: 'agreeToTerms' }),
  });

  return (
    <AuthCard
      title={t('auth.register.title')}
      intro={t('auth.register.intro')}
      footer={
        <span className="lk-running-text">
          {t('auth.register.haveAccount')} <Link to="/login">{t('auth.register.toLogin')}</Link>
        </span>
      }
    >
      <LightForm<RegisterValues> form={form} onFinish={(values) => register.mutate(values)}>
        <FormField
          name="email"
          label={t('auth.fields.email')}
          required
          rules={[zodFieldRule({ schema: registerSchema }, 'email', t)]}
        >
          <TextInput type="email" autoComplete="email" placeholder={t('auth.fields.emailPlaceholder')} />
        </FormField>
        <PhoneField schema={registerSchema} />
        <FormField
          name="agreeToTerms"
          valuePropName="checked"
          rules={[
            {
              validator: async (_rule: unknown, value: unknown) => {
                if (!(await registerSchema()).shape.agreeToTerms.safeParse(value).success)
                  throw new Error(t('auth.validation.agreeRequired'));
              },
            },
          ]}
        >
          <Checkbox>
            <Trans
              i18nKey="auth.register.agree"
              components={{ terms: <LegalLink to="/terms" />, privacy: <LegalLink to="/privacy" /> }}
            />
          </Checkbox>
        </FormField>
        <Button type="primary" htmlType="submit" block loading={register.isPending}>
          {t('auth.register.submit')}
        </Button>
      </LightForm>
    </AuthCard>
  );
}
