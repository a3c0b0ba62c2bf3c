import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Data that did not load: said as an error with a way to try again, never shown as an empty list
 * ("no vehicles yet") that a dealer would take for the truth.
 */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return <Alert type="error" showIcon title={title} action={<Button onClick={onRetry}>{t('common.actions.retry')}</Button>} />;
}
