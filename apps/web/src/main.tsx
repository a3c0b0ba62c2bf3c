import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/base.css';
import './app/i18n';
import { reloadOnceForChunk } from './app/chunk-reload';
import { Providers } from './app/providers';
import { restoreSession } from './app/session';
import { readTokens } from './app/token-store';
import { createAppRouter, loadRoutesAt } from './router';

// Vite reports a failed preload of a chunk here; the page reloads once to fetch the new build.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunk()) event.preventDefault();
});

const container = document.getElementById('root')!;

/** Lets the visitor use the drawn page once React has taken it over. */
function Interactive({ children }: { children: ReactNode }) {
  useLayoutEffect(() => container.removeAttribute('inert'), []);
  return children;
}

/**
 * Lets the browser run what waits (a paint, an input, the next network answer) before going on. A
 * task is the unit the browser cannot interrupt: one long task at start was what a phone felt as a
 * frozen page, and what Lighthouse counts as blocking (docs/perf/first-page.md).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The server sends the guest pages drawn (prerender.tsx), inert until React has taken them over, so
 * nothing typed before is lost. A visitor's page is hydrated; with a session kept from before, the
 * page is a different one (a spinner, then the way on), so the drawing is dropped and React draws.
 * Not awaited at the module's top level: the lazy chunks awaited here import from the file this
 * module is built into (vite.config.ts), and would wait for it to finish first.
 * Three tasks instead of one: evaluating the first file, then reading the kept session and making
 * the router (which ranks every route of the app), then hydrating.
 */
async function start(): Promise<void> {
  await nextTask();
  void restoreSession();
  const drawn = container.hasChildNodes();
  const hydrating = drawn && readTokens() === null && (await loadRoutesAt(window.location));
  if (drawn && !hydrating) container.replaceChildren();
  const router = createAppRouter();
  await nextTask();
  const app = (
    <StrictMode>
      <Interactive>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </Interactive>
    </StrictMode>
  );
  // Hydrated as a transition: React then takes the drawn page over in slices of a few milliseconds,
  // between which a phone stays responsive, instead of in one long task.
  if (hydrating) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
