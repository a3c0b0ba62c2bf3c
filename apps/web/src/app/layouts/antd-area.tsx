import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../ui/page-spinner';

// Loaded when a page of this area is opened, not with the first page.
const AntdProviders = lazy(() => import('../antd-providers'));

/** Child routes built with antd (the error and legal pages): antd's providers around them. */
export function AntdArea() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <AntdProviders>
        <Outlet />
      </AntdProviders>
    </Suspense>
  );
}
