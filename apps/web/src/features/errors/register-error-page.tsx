import { useTranslation } from 'react-i18next';
import { ErrorResult } from './error-result';

/** /errors/errorPageRegister: the registration could not be finished. */
export default function RegisterErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorResult
      status="error"
      title={t('shell.errorPages.registerTitle')}
      text={t('shell.errorPages.registerText')}
      back={{ to: '/register', label: t('common.actions.back') }}
    />
  );
}
