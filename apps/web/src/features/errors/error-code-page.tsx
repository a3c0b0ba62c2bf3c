import { isErrorCode } from '@kontor/domain/errors';
import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { openContactSupport } from '../../ui/contact-support';

/** /errors?code=<code>: the translated text of a code the api client could not show in place. */
export default function ErrorCodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const known = isErrorCode(code);
  return (
    <Result
      status="warning"
      title={<h1 style={{ fontSize: 28, margin: 0 }}>{known ? t('common.errors.errorTitle') : t('shell.errorPages.codeTitle', { code: code || '?' })}</h1>}
      subTitle={known ? t(`errors.${code}`) : t('shell.errorPages.unknownCode')}
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
