import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../shell/language-switcher';
import { LegalFooter } from './legal-footer';
import '../../ui/light/light.css';

/**
 * Error pages: a plain frame that works with or without a session. Plain elements and ui/light, not
 * antd: the router's error page uses this frame and is in the first chunk.
 */
export function ErrorsLayout() {
  return (
    <ErrorsLayoutFrame>
      <Outlet />
    </ErrorsLayoutFrame>
  );
}

export function ErrorsLayoutFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="lk-root" style={{ minHeight: '100vh', background: '#f5f7fb' }}>
      <header style={{ height: 64, background: '#fff', paddingInline: 16, borderBottom: '1px solid #e5e7eb' }}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', height: '100%' }}>
          <span className="lk-strong" style={{ fontSize: 18 }}>
            {t('common.appName')}
          </span>
          <LanguageSwitcher />
        </div>
      </header>
      {/* Focused on each new page (app/use-page-change-focus.ts). */}
      <main id="main" tabIndex={-1} style={{ padding: 16, outline: 'none' }}>
        {children}
      </main>
      <LegalFooter />
    </div>
  );
}
