import { isErrorCode } from '@kontor/domain/errors';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  title: string;
  onRetry: () => void;
  /** The catalogue code of the reason, when it is worth saying (a page that cannot open, not a list's refresh). */
  code?: string;
  maxWidth?: number;
};

/**
 * Data that did not load: said as an error with a way to try again, never shown as an empty list
 * ("no vehicles yet") or an empty form that a dealer would take for the truth.
 */
export function LoadFailed({ title, onRetry, code, maxWidth }: Props) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={code === undefined ? undefined : t(isErrorCode(code) ? `errors.${code}` : 'errors.5003')}
      action={<Button onClick={onRetry}>{t('common.actions.retry')}</Button>}
      style={maxWidth ? { maxWidth } : undefined}
    />
  );
}
