import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/base.css';
import './app/i18n';
import { reloadOnceForChunk } from './app/chunk-reload';
import { Providers } from './app/providers';
import { restoreSession } from './app/session';
import { router } from './router';

// Vite reports a failed preload of a chunk here; the page reloads once to fetch the new build.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunk()) event.preventDefault();
});

void restoreSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
