import { LOCALES } from '@kontor/domain/constants';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { act, render, screen } from '@testing-library/react';
import { Tabs, theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AntdProviders from './antd-providers';
import { i18n } from './i18n';

/** A system setting "reduce motion" that can be switched while the app is open. */
function systemMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return reduce;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const original = window.matchMedia;
  window.matchMedia = ((text: string) =>
    text === '(prefers-reduced-motion: reduce)'
      ? query
      : { matches: false, addEventListener() {}, removeEventListener() {} }) as never;
  return {
    set(next: boolean) {
      reduce = next;
      act(() => listeners.forEach((listener) => listener()));
    },
    restore: () => (window.matchMedia = original),
  };
}

function Motion() {
  return <output>{String(theme.useToken().token.motion)}</output>;
}

describe('antd follows the system’s reduced motion', () => {
  let setting: ReturnType<typeof systemMotion>;
  afterEach(() => setting.restore());

  it('turns antd’s motion off while the system asks for less, and on again', () => {
    setting = systemMotion(true);
    render(
      <AntdProviders>
        <Motion />
      </AntdProviders>,
    );
    expect(screen.getByRole('status').textContent).toBe('false');
    setting.set(false);
    expect(screen.getByRole('status').textContent).toBe('true');
  });
});

describe('the tabs that do not fit', () => {
  let setting: ReturnType<typeof systemMotion>;
  afterEach(() => {
    setting.restore();
    vi.unstubAllGlobals();
  });

  it('open from a button named in the UI’s language, not by its icon ("ellipsis")', () => {
    setting = systemMotion(false);
    // The tabs measure themselves; jsdom has no ResizeObserver.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    render(
      <AntdProviders>
        <Tabs
          items={[
            { key: 'documents', label: 'Dokumente' },
            { key: 'photos', label: 'Fotos' },
          ]}
        />
      </AntdProviders>,
    );
    // The button is hidden while every tab fits (jsdom has no layout: always), and with it the name
    // its only content, the icon, gives it.
    const more = document.querySelector('button.ant-tabs-nav-more')!;
    expect(more.textContent).toBe('');
    expect(more.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe(catalogs.de.common.moreTabs);
  });
});

describe('the back office’s texts', () => {
  it('come with antd’s providers: then the browser holds every section but the mails’, in both languages', () => {
    for (const locale of LOCALES) {
      const { mail: _mail, ...browserTexts } = catalogs[locale];
      expect(i18n.getResourceBundle(locale, 'translation')).toEqual(browserTexts);
    }
  });
});
