import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthCard } from './auth-card';

export default function ResetFailedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthCard title={t('auth.resetFailed.title')}>
      <Result
        status="error"
        style={{ padding: 0 }}
        subTitle={t('auth.resetFailed.text')}
        extra={[
          <Button key="retry" type="primary" onClick={() => navigate('/login/reset-password')}>
            {t('auth.resetFailed.retry')}
          </Button>,
          <Button key="login" onClick={() => navigate('/login')}>
            {t('auth.expired.toLogin')}
          </Button>,
        ]}
      />
    </AuthCard>
  );
}
