import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openContactSupport } from '../../app/shell/contact-support';

/** /sorry and /errors/500: where a server error (HTTP 500) lands. */
export default function ServerErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="500"
      title={<h1 style={{ fontSize: 28, margin: 0 }}>{t('common.errors.serverTitle')}</h1>}
      subTitle={t('common.errors.serverText')}
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
