import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../ui/page-spinner';
import { AuthenticatedGuard } from '../guards';
import { useSession } from '../session';

// The guard decides before the layout loads: a visitor sent on to /login downloads none of the
// menu, header or banner (a route `lazy` would be fetched as soon as the path matched).
const AuthenticatedLayout = lazy(() => import('./authenticated-layout'));
const AntdProviders = lazy(() => import('../antd-providers'));

/**
 * The authenticated area: its guards, then the side menu, header and notification banner. antd's
 * providers come once a user is known, outside the guard: while the session reloads (after a save)
 * the guard shows its spinner, and antd's messages ("saved") must outlive that.
 */
export function AuthenticatedArea() {
  const { user } = useSession();
  const area = (
    <AuthenticatedGuard>
      <Suspense fallback={<PageSpinner />}>
        <AuthenticatedLayout />
      </Suspense>
    </AuthenticatedGuard>
  );
  if (!user) return area;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AntdProviders>{area}</AntdProviders>
    </Suspense>
  );
}
