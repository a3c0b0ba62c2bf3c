import { useTranslation } from 'react-i18next';
import { ErrorResult } from './error-result';

/** Every unknown path, and /errors/404. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorResult status="404" title={t('common.errors.notFoundTitle')} text={t('common.errors.notFoundText')} support={false} />
  );
}
