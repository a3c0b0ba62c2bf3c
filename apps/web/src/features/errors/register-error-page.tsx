import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openContactSupport } from '../../app/shell/contact-support';

/** /errors/errorPageRegister: the registration could not be finished. */
export default function RegisterErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title={<h1 style={{ fontSize: 28, margin: 0 }}>{t('shell.errorPages.registerTitle')}</h1>}
      subTitle={t('shell.errorPages.registerText')}
      extra={
        <Flex wrap gap={8} justify="center">
          <Button type="primary" onClick={() => navigate('/register')}>
            {t('common.actions.back')}
          </Button>
          <Button onClick={openContactSupport}>{t('shell.menu.contactSupport')}</Button>
        </Flex>
      }
    />
  );
}
