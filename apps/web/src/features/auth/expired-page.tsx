import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTabTitle } from '../../app/page-title';
import { Button } from '../../ui/light/light-controls';
import { Result } from '../../ui/light/light-feedback';

type ExpiredKind = 'reset' | 'create' | 'generic';

const TEXTS: Record<ExpiredKind, { title: string; text: string }> = {
  reset: { title: 'auth.expired.resetTitle', text: 'auth.expired.resetText' },
  create: { title: 'auth.expired.createTitle', text: 'auth.expired.createText' },
  generic: { title: 'auth.expired.genericTitle', text: 'auth.expired.genericText' },
};

/** The expired-link pages: each says what ran out and offers the way back (ui/light: guest pages). */
function ExpiredPage({ kind }: { kind: ExpiredKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useTabTitle(t(TEXTS[kind].title));
  return (
    <Result
      status="warning"
      title={<h1 style={{ fontSize: 26, margin: 0 }}>{t(TEXTS[kind].title)}</h1>}
      subTitle={t(TEXTS[kind].text)}
      extra={
        <>
          {kind === 'reset' ? (
            <Button type="primary" onClick={() => navigate('/login/reset-password')}>
              {t('auth.expired.requestNew')}
            </Button>
          ) : null}
          <Button type={kind === 'reset' ? 'default' : 'primary'} onClick={() => navigate('/login')}>
            {t('auth.expired.toLogin')}
          </Button>
        </>
      }
    />
  );
}

export function ResetPasswordExpiredPage() {
  return <ExpiredPage kind="reset" />;
}

export function CreateAccountExpiredPage() {
  return <ExpiredPage kind="create" />;
}

export function TokenExpiredPage() {
  return <ExpiredPage kind="generic" />;
}
