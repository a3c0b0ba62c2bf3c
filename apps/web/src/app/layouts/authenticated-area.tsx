import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../ui/page-spinner';
import { AuthenticatedGuard } from '../guards';

// The guard decides before the layout loads: a visitor sent on to /login downloads none of the
// menu, header or banner (a route `lazy` would be fetched as soon as the path matched).
const AuthenticatedLayout = lazy(() => import('./authenticated-layout'));

/** The authenticated area: its guards, then the side menu, header and notification banner. */
export function AuthenticatedArea() {
  return (
    <AuthenticatedGuard>
      <Suspense fallback={<PageSpinner />}>
        <AuthenticatedLayout />
      </Suspense>
    </AuthenticatedGuard>
  );
}
