import { isErrorCode } from '@kontor/domain/errors';
import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { openContactSupport } from '../../app/shell/contact-support';
import NotFoundPage from './not-found-page';
import ServerErrorPage from './server-error-page';

/**
 * /errors?code=<code>: the translated text of a code the api client could not show in place. A
 * missing thing (a vehicle someone deleted) looks exactly like a missing page, and a server error
 * like /sorry: one design each.
 */
export default function ErrorCodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  if (code === '404') return <NotFoundPage />;
  if (code === '500') return <ServerErrorPage />;
  const known = isErrorCode(code);
  const unknownText = code ? t('shell.errorPages.unknownCode', { code }) : t('shell.errorPages.noCode');
  return (
    <Result
      status="warning"
      title={
        <h1 style={{ fontSize: 28, margin: 0 }}>
          {known ? t('shell.errorPages.codeTitle') : t('shell.errorPages.unknownTitle')}
        </h1>
      }
      subTitle={known ? t(`errors.${code}`) : unknownText}
      extra={
        <Flex wrap gap={8} justify="center">
          <Button type="primary" onClick={() => navigate('/')}>
            {t('common.errors.backHome')}
          </Button>
          <Button onClick={openContactSupport}>{t('shell.menu.contactSupport')}</Button>
        </Flex>
      }
    />
  );
}
