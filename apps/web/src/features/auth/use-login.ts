import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../app/api-client';
import { startSession } from '../../app/session';
import { useApiErrors } from '../../app/use-api-errors';
import type { LightFormInstance } from '../../ui/light/light-form';
import { authApi } from './auth.api';

export type LoginStep = 'email' | 'password' | 'code';
export type LoginValues = { email: string; password: string; rememberMe: boolean };

/** Only paths of this app: `?redirect=https://elsewhere` must not send a user off-site. */
export function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/**
 * The login's steps: the e-mail address is checked first; a verified account is then asked for its
 * password, an unverified one gets the code box instead of the password field.
 */
export function useLogin(form: LightFormInstance<LoginValues>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const showError = useApiErrors();
  const [step, setStep] = useState<LoginStep>('email');
  const [checkedEmail, setCheckedEmail] = useState('');
  // Leaving the field and pressing Continue both ask; one question per address is enough.
  const asking = useRef<string | null>(null);

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

  return { step, checkedEmail, check, login, checkEmail, changeEmail };
}
