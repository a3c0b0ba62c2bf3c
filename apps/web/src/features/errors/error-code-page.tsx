import { isErrorCode } from '@kontor/domain/errors';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorResult } from './error-result';
import NotFoundPage from './not-found-page';
import ServerErrorPage from './server-error-page';

/**
 * /errors?code=<code>: the translated text of a code the api client could not show in place. A
 * missing thing (a vehicle someone deleted) looks exactly like a missing page, and a server error
 * like /sorry: one design each.
 */
export default function ErrorCodePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  if (code === '404') return <NotFoundPage />;
  if (code === '500') return <ServerErrorPage />;
  const known = isErrorCode(code);
  const unknownText = code ? t('shell.errorPages.unknownCode', { code }) : t('shell.errorPages.noCode');
  return (
    <ErrorResult
      status="warning"
      title={known ? t('shell.errorPages.codeTitle') : t('shell.errorPages.unknownTitle')}
      text={known ? t(`errors.${code}`) : unknownText}
    />
  );
}
