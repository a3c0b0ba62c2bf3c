import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../shell/language-switcher';
import { CarIllustration } from './car-illustration';
import { LegalFooter } from './legal-footer';
import '../../ui/light/light.css';

/**
 * Login, registration and password reset: the form over our own drawing of a car. The guest pages
 * are drawn with ui/light (antd's look without antd), so the first page stays small.
 */
export function LoginLayout() {
  const { t } = useTranslation();
  return (
    <div className="kontor-login lk-root">
      <CarIllustration className="kontor-login-art" title={t('shell.login.illustration')} />
      {/* The banner landmark: the app's name and the language switcher are no loose content outside the landmarks. */}
      <header className="kontor-login-top" style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <span className="lk-strong" style={{ fontSize: 20, color: '#0f172a' }}>
          {t('common.appName')}
        </span>
        <LanguageSwitcher />
      </header>
      {/* Focused on each new page (app/use-page-change-focus.ts). */}
      <main id="main" tabIndex={-1} className="kontor-login-main" style={{ outline: 'none' }}>
        <Outlet />
      </main>
      {/* Over the drawing, as the header and the form are. */}
      <LegalFooter style={{ position: 'relative', zIndex: 1 }} />
    </div>
  );
}
