import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The foot of every page open to visitors: the legal notice, which § 5 DDG wants easy to find and
 * always one step away. Plain elements (ui/light's link), so the guest pages stay without antd.
 */
export function LegalFooter({ style }: { style?: CSSProperties }) {
  const { t } = useTranslation();
  return (
    <footer style={{ padding: '8px 16px 24px', textAlign: 'center', fontSize: 14, ...style }}>
      {/* On white: over the login page's drawing the link keeps its contrast (WCAG 1.4.3). */}
      <Link className="lk-link" to="/impressum" style={{ background: '#fff', padding: '4px 12px', borderRadius: 6 }}>
        {t('shell.legalNotice')}
      </Link>
    </footer>
  );
}
