import { EllipsisOutlined } from '@ant-design/icons';
import { App as AntApp, ConfigProvider } from 'antd';
// The ES-module builds: `antd/locale/*` re-exports the CommonJS build, which would bring a second
// copy of the picker and pagination locales along.
import deDE from 'antd/es/locale/de_DE';
import enUS from 'antd/es/locale/en_US';
import { LOCALES } from '@kontor/domain/constants';
import { backOfficeTexts } from '@kontor/domain/i18n/back-office-texts';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { type ReactNode, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { delegateNotices } from '../ui/light/light-notify';
import { i18n, locale } from './i18n';
import { styleNonce } from './style-nonce';

// antd and its providers, for the authenticated area (and the pages built with antd: the error
// and legal pages, the support dialog). The guest pages use ui/light instead, so the first page a
// visitor loads carries none of antd; this module is only ever imported by lazy chunks.

dayjs.locale(locale);

// The back office's texts come with antd: every page that uses them is drawn inside these providers,
// and a visitor's first file carries only the guest pages' (i18n-options.ts). Both languages, as for
// the guest pages: each section's file holds both, and German is the fallback of a missing English text.
for (const lng of LOCALES) i18n.addResourceBundle(lng, 'translation', backOfficeTexts[lng], true, false);

// antd's CSS-in-JS gives its <style> elements the request's CSP nonce.
const csp = styleNonce ? { nonce: styleNonce } : undefined;

// Secondary, description and placeholder texts darker than antd's default, and a darker red, amber
// and primary hover, so they keep a 4.5:1 contrast (WCAG AA) on white and on the light grey page
// background (antd's #ff4d4f red has 3.26:1, its #faad14 amber 1.9:1 (a closed choice's reason is
// written in it), its derived hover #4373e6 4.34:1 with white, its placeholder grey 1.83:1).
// ui/light/light.css draws with the same values.
export const theme = {
  token: {
    colorPrimary: '#1d4ed8',
    colorPrimaryHover: '#1e40af',
    colorLink: '#1d4ed8',
    colorLinkHover: '#1e40af',
    colorInfo: '#1d4ed8',
    colorError: '#cf1322',
    colorWarning: '#ad6800',
    borderRadius: 6,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
  },
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Whether the person asked their system for less motion (WCAG 2.3.3): then antd's dialogs, menus and
 * dropdowns appear at once instead of zooming and sliding. Follows a change of the setting while open.
 */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
  );
}

/** While antd's App is mounted, the app's notices (ui/light/light-notify) are antd's. */
function NoticesThroughAntd() {
  const { message, notification } = AntApp.useApp();
  useLayoutEffect(
    () =>
      delegateNotices({
        error: ({ title, description }) => notification.error({ title, description }),
        success: (text) => void message.success(text),
      }),
    [message, notification],
  );
  return null;
}

export default function AntdProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const themed = useMemo(() => ({ ...theme, token: { ...theme.token, motion: !reducedMotion } }), [reducedMotion]);
  // antd's icons are hidden from screen readers (quiet-antd-icon.tsx); the button that opens the tabs
  // that do not fit is only its icon, so that icon says what it opens, in the UI's language.
  const tabs = useMemo(
    // icon-keeps-name: the only content of antd's "more tabs" button, which has no label of its own.
    () => ({ more: { icon: <EllipsisOutlined aria-label={t('common.moreTabs')} /> } }),
    [t],
  );
  return (
    <ConfigProvider locale={locale === 'de' ? deDE : enUS} csp={csp} theme={themed} tabs={tabs}>
      <AntApp>
        <NoticesThroughAntd />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
