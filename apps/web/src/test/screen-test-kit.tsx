import { catalogs } from '@kontor/domain/i18n/catalogs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { App } from 'antd';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { restoreSession } from '../app/session';
import { writeTokens } from '../app/token-store';
import { clearNotices } from '../ui/light/light-notify';

// What the screen tests share: English texts from the real catalog, antd's App (messages,
// notifications of the pages built with antd; the guest pages' light notices need none), a fresh query client, a memory router, and a fetch that answers by path.

const i18n = i18next.createInstance();

/** `wide`: media queries match, so antd lays a screen out for a desktop (tables instead of cards). */
async function setUpScreens({ wide = false }: { wide?: boolean } = {}): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { translation: catalogs.en } },
      interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    });
  }
  // antd reads media queries; jsdom has none.
  window.matchMedia ??= ((query: string) => ({
    matches: wide,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  // The text area's autosize and antd's grid observe sizes; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

/**
 * The hooks of a screen-test file: the screens set up before the first test; after each test the
 * screen unmounted, stubbed globals (fetch) restored and the browser storage emptied, so no session
 * token or remembered choice reaches the next test.
 */
/** A German i18next instance for a file's screens (they render in English unless given it), made ready before its tests. */
export function setUpGermanI18n(): typeof i18next {
  const german = i18next.createInstance();
  beforeAll(async () => {
    await german.use(initReactI18next).init({
      lng: 'de',
      resources: { de: { translation: catalogs.de } },
      interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    });
  });
  return german;
}

export function setUpScreenTests({ wide = false }: { wide?: boolean } = {}): void {
  // The shared two cores are often busy with other suites: antd forms may take seconds to react.
  configure({ asyncUtilTimeout: 5000 });
  beforeAll(() => setUpScreens({ wide }));
  afterEach(() => {
    // Before the rest (test/unmount-after-each.ts would unmount only after this hook): a screen
    // unmounting may still write a draft to the storage emptied below.
    cleanup();
    // The light notices live outside React's tree (see ui/light/light-notify).
    clearNotices();
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
  });
}

/**
 * GET /api/auth/me's user as the wire carries it (snake_case): a verified dealer with a verified
 * company, on the free trial. `overrides` replace whole fields (the company too).
 */
export function wireMe(overrides: Record<string, unknown> = {}) {
  return {
    id: 'u1',
    public_id: 'K-1',
    email: 'dealer@example.com',
    phone: '+491512345678',
    first_name: 'Jürgen',
    last_name: 'Müller',
    birth_date: '1980-05-17',
    gender: 'MALE',
    status: 'VERIFIED',
    company: {
      id: 'c1',
      legal_name: 'Autohaus Beispiel GmbH',
      small_business: false,
      status: 'VERIFIED',
      used_storage: 0,
      storage_size: 1,
    },
    is_subscribed_to_paid_plan: false,
    is_free_trial_plan: true,
    subscription_end_day: '2099-12-31',
    locale: 'en',
    ...overrides,
  };
}

/** Signs the dealer in (GET /api/auth/me stubbed, tokens kept), their company a small business (§19 UStG) or not. */
export async function signInAs({ smallBusiness }: { smallBusiness: boolean }): Promise<void> {
  const company = { ...wireMe().company, small_business: smallBusiness };
  stubServer({ '/api/auth/me': { status: 200, body: { data: wireMe({ company }) } } });
  writeTokens({ token: 'token', refreshToken: 'refresh', expiresIn: 3600 }, false);
  await restoreSession();
}

export type Answer = { status: number; body?: unknown };
export type Call = { path: string; body: unknown };

/** A JSON body as its value; a multipart body (uploads) as its fields by name, a file as `{ file: name }`. */
function readBody(body: RequestInit['body']): unknown {
  if (body instanceof FormData) {
    return Object.fromEntries(
      [...body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : { file: value.name }]),
    );
  }
  return body ? JSON.parse(String(body)) : undefined;
}

/** Stubs fetch: the answer whose key is the longest prefix of the path (query stripped), else 404. */
export function stubServer(answers: Record<string, Answer | ((body: unknown) => Answer)>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/\?.*$/, '');
      const body = readBody(init.body);
      calls.push({ path, body });
      const key = Object.keys(answers)
        .filter((prefix) => path.startsWith(prefix))
        .sort((a, b) => b.length - a.length)[0];
      const found = key ? answers[key]! : { status: 404, body: { error: { code: '404' } } };
      const answer = typeof found === 'function' ? found(body) : found;
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

/** Renders `element` inside the app's providers. */
export function renderWithProviders(element: ReactNode): void {
  render(
    <I18nextProvider i18n={i18n}>
      <App>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          {element}
        </QueryClientProvider>
      </App>
    </I18nextProvider>,
  );
}

/** Renders `routes` at `entry` inside the app's providers; the router tells where the screen went. */
export function renderScreen(routes: RouteObject[], entry: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}
