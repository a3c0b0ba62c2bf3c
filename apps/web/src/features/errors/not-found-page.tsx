import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Every unknown path, and /errors/404. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 28, margin: 0 }}>{t('common.errors.notFoundTitle')}</h1>}
      subTitle={t('common.errors.notFoundText')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('common.errors.backHome')}
        </Button>
      }
    />
  );
}
