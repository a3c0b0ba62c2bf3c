import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
// The ES-module builds: `antd/locale/*` re-exports the CommonJS build, which would bring a second
// copy of the picker and pagination locales into the first chunk.
import deDE from 'antd/es/locale/de_DE';
import enUS from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import type { ReactNode } from 'react';
import { locale } from './i18n';
import { queryClient } from './query-client';
import { styleNonce } from './style-nonce';

dayjs.locale(locale);

// antd's CSS-in-JS gives its <style> elements the request's CSP nonce.
const csp = styleNonce ? { nonce: styleNonce } : undefined;

// Secondary and description texts darker than antd's default, so they keep a 4.5:1 contrast
// (WCAG AA) on the light grey page background too.
export const theme = {
  token: {
    colorPrimary: '#1d4ed8',
    colorLink: '#1d4ed8',
    colorLinkHover: '#1e40af',
    colorInfo: '#1d4ed8',
    borderRadius: 6,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  },
};

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={locale === 'de' ? deDE : enUS} csp={csp} theme={theme}>
      <AntApp>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
