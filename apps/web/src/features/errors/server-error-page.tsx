import { useTranslation } from 'react-i18next';
import { ErrorResult } from './error-result';

/** /sorry and /errors/500: where a server error (HTTP 500) lands. */
export default function ServerErrorPage() {
  const { t } = useTranslation();
  return <ErrorResult status="500" title={t('common.errors.serverTitle')} text={t('common.errors.serverText')} />;
}
