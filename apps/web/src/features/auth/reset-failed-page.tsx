import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/light/light-controls';
import { Result } from '../../ui/light/light-feedback';
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
        extra={
          <>
            <Button type="primary" onClick={() => navigate('/login/reset-password')}>
              {t('auth.resetFailed.retry')}
            </Button>
            <Button onClick={() => navigate('/login')}>{t('auth.expired.toLogin')}</Button>
          </>
        }
      />
    </AuthCard>
  );
}
