import { CODE_LENGTH } from '@kontor/domain/constants';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Compact, TextInput } from '../../ui/light/light-controls';
import { ApiError } from '../api-client';
import { useApiErrors } from '../use-api-errors';
import { emailVerificationApi } from './email-verification.api';
import { codeForSending, maskCode } from './verification-code';

type VerificationCodeBoxProps = {
  /** The address the code was sent to, when known (login page); the banner's user is known by the server. */
  email?: string;
  /** Smaller, inline look for the notification banner. */
  compact?: boolean;
};

/**
 * The e-mail verification code box (login page and notification banner): a masked 7-character
 * input; a correct code answers the e-mail token and opens the account completion form. Light
 * (ui/light), laid out as antd's form item: the login page shows it.
 */
export function VerificationCodeBox({ email, compact = false }: VerificationCodeBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showError = useApiErrors();
  const inputId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const bare = codeForSending(value);

  const verify = useMutation({
    mutationFn: () => emailVerificationApi.verifyCode(email ? { code: bare, email } : { code: bare }),
    onSuccess: ({ token }) => navigate(`/create-account?token=${encodeURIComponent(token)}`),
    onError: (failure) => {
      if (failure instanceof ApiError && (failure.code === '5004' || failure.fields.code)) setError(t('errors.5004'));
      else showError(failure);
    },
  });

  const submit = () => {
    if (bare.length !== CODE_LENGTH) {
      setError(t('auth.validation.codeLength'));
      return;
    }
    verify.mutate();
  };

  const helpId = `${inputId}-help`;
  const help = error ?? (compact ? undefined : t('auth.code.hint'));
  return (
    <div
      className="lk-form-item"
      style={compact ? { margin: 0 } : help ? { marginBottom: 0 } : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          submit();
        }
      }}
    >
      {compact ? null : (
        <div className="lk-form-item-label">
          <label htmlFor={inputId}>{t('auth.code.label')}</label>
        </div>
      )}
      <Compact style={{ width: '100%', maxWidth: compact ? 260 : undefined }}>
        <TextInput
          id={inputId}
          aria-label={t('auth.code.label')}
          aria-invalid={error ? true : undefined}
          aria-describedby={help ? helpId : undefined}
          value={value}
          placeholder="ABC DEFG"
          autoComplete="one-time-code"
          spellCheck={false}
          style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', letterSpacing: 2 }}
          onChange={(event) => {
            setError(null);
            setValue(maskCode(event.target.value));
          }}
        />
        <Button type="primary" loading={verify.isPending} onClick={submit}>
          {t('auth.code.submit')}
        </Button>
      </Compact>
      {help ? (
        <div id={helpId} className="lk-form-item-explain">
          <div role={error ? 'alert' : undefined} className={error ? 'lk-form-item-explain-error' : undefined}>
            {help}
          </div>
        </div>
      ) : null}
    </div>
  );
}
