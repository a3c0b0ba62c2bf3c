import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';

// Every page is its own chunk. `/` is the vehicle dashboard (the shell's home).
const page = (load: () => Promise<{ default: ComponentType }>) => ({ lazy: async () => ({ Component: (await load()).default }) });

// `/` is where every visitor lands first. As a React.lazy element (not a route `lazy`, which the
// router fetches as soon as the path matches) it loads only once the guard has let a user in.
const DashboardPage = lazy(() => import('./dashboard-page'));

export const vehiclesRoutes: RouteObject[] = [
  { path: '/', element: <DashboardPage /> },
  { path: '/vehicles', ...page(() => import('./vehicles-page')) },
  { path: '/vehicles/manual', ...page(() => import('./key-list-search-page')) },
  { path: '/vehicles/manual-add', ...page(() => import('./add-vehicle-page')) },
  // The id may be left out of the address, but without the id of a key-list entry there is nothing
  // to finish: the route itself sends the visitor back to the list (no guard needed).
  { path: '/vehicles/finish-search', element: <Navigate to="/vehicles" replace /> },
  { path: '/vehicles/finish-search/:id', ...page(() => import('./add-vehicle-page')) },
  { path: '/vehicles/upload', ...page(() => import('./upload-page')) },
  { path: '/vehicles/:id', ...page(() => import('./vehicle-page')) },
  { path: '/about', ...page(() => import('./about-page')) },
];
