import type { RouteObject } from 'react-router';
import { CreateAccountPageGuard, NotAuthenticatedGuard } from '../../app/guards';
import LoginPage from './login-page';
import RegisterPage from './register-page';

// Two groups for the shell to place in its layouts (Manage Profile, which shows the company part
// too, is put together by the router). The guest routes carry their own guards:
// login, register and reset are for visitors (notAuthenticated), account completion is also open
// to a logged-in unverified user (createAccountPage), so the mail link works in the demo version.

const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * Login layout. Login and registration, the pages a visitor opens first, are in the first file: as
 * lazy chunks they were fetched only once it had run, a round trip before the drawn page (prerender.tsx)
 * could be hydrated. The pages reached from a mail link, and recovery with its schemas, load on demand.
 */
export const guestRoutes: RouteObject[] = [
  {
    element: <NotAuthenticatedGuard />,
    children: [
      { path: '/login', Component: LoginPage },
      { path: '/register', Component: RegisterPage },
      { path: '/login/reset-password', ...page(() => import('./reset-password-page')) },
      { path: '/login/reset-password/reset-failed', ...page(() => import('./reset-failed-page')) },
      { path: '/login/reset-password/:token', ...page(() => import('./reset-password-page')) },
    ],
  },
  {
    element: <CreateAccountPageGuard />,
    children: [
      { path: '/create-account', ...page(() => import('./create-account-page')) },
      { path: '/create-account/:token', ...page(() => import('./create-account-page')) },
    ],
  },
];

/** Errors layout: open to everyone, logged in or not. */
export const accountErrorRoutes: RouteObject[] = [
  {
    path: '/errors/reset-password-expired',
    lazy: async () => ({ Component: (await import('./expired-page')).ResetPasswordExpiredPage }),
  },
  {
    path: '/errors/create-account-expired',
    lazy: async () => ({ Component: (await import('./expired-page')).CreateAccountExpiredPage }),
  },
  { path: '/errors/expired', lazy: async () => ({ Component: (await import('./expired-page')).TokenExpiredPage }) },
];
