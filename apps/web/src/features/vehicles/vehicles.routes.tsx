import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';

// Every page is its own chunk. `/` is the vehicle dashboard (the shell's home).
const page = (load: () => Promise<{ default: ComponentType }>) => ({ lazy: async () => ({ Component: (await load()).default }) });

export const vehiclesRoutes: RouteObject[] = [
  { path: '/', ...page(() => import('./dashboard-page')) },
  { path: '/vehicles', ...page(() => import('./vehicles-page')) },
  { path: '/vehicles/manual', ...page(() => import('./manual-search-page')) },
  { path: '/vehicles/manual-add', ...page(() => import('./add-vehicle-page')) },
  // finishSearchPage (SPEC.md §2): without the id of a key-list entry there is nothing to finish.
  { path: '/vehicles/finish-search', element: <Navigate to="/vehicles" replace /> },
  { path: '/vehicles/finish-search/:id', ...page(() => import('./add-vehicle-page')) },
  { path: '/vehicles/upload', ...page(() => import('./upload-page')) },
  { path: '/vehicles/:id', ...page(() => import('./vehicle-page')) },
  { path: '/about', ...page(() => import('./about-page')) },
];
