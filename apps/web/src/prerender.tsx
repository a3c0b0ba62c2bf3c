import { type Locale, LOCALES } from '@kontor/domain/constants';
import { createInstance } from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { i18nOptions } from './app/i18n-options';
import { Providers } from './app/providers';
import { routes } from './router';

// The guest pages a visitor opens first, drawn at build time (scripts/build.mjs) in each language,
// so that a phone shows the page as soon as the HTML and its CSS arrive instead of after the
// JavaScript: the server sends the drawn page of the visitor's language, and main.tsx hydrates it.
// They show no data and no date, so one drawing serves every visitor without a session.

/** The paths drawn ahead; the server sends their drawing for exactly these. */
const PRERENDERED_PATHS = ['/login', '/register', '/login/reset-password'];

/** The markup of the app at `path` in `locale`, as the browser's first render draws it for a visitor. */
async function prerender(path: string, locale: Locale): Promise<string> {
  const i18n = createInstance();
  // A text the guest pages' sections lack would show as its key, in the drawing and in the browser.
  const missing = new Set<string>();
  await i18n
    .use(initReactI18next)
    .init({ ...i18nOptions(locale), saveMissing: true, missingKeyHandler: (_lngs, _ns, key) => missing.add(key) });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://kontor.invalid${path}`));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The same tree as main.tsx's, with the static router in place of the browser's.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Providers>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </I18nextProvider>
    </StrictMode>,
  );
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  if (missing.size > 0)
    throw new Error(`${path} (${locale}) uses texts outside the guest pages' sections: ${[...missing].join(', ')}`);
  return markup;
}

/** Every guest page drawn ahead, in every language. */
export async function prerenderGuestPages(): Promise<Array<{ locale: Locale; path: string; markup: string }>> {
  const pages = [];
  for (const locale of LOCALES) {
    for (const path of PRERENDERED_PATHS) pages.push({ locale, path, markup: await prerender(path, locale) });
  }
  return pages;
}
