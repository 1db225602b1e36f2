import type { RouteObject } from 'react-router';
import { adminBlogRoutes } from '../blog';
import { adminAnunciosRoute } from '../classificados';

/** The back office (administrators only): its routes, each page in its own chunk. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: () => import('./admin-layout'),
    children: [
      { index: true, lazy: () => import('./dashboard-page') },
      { path: 'contatos', lazy: () => import('./contacts-page') },
      { path: 'usuarios', lazy: () => import('./users-page') },
      { path: 'auditoria', lazy: () => import('./audit-page') },
      { path: 'fila', lazy: () => import('./queue-page') },
      adminAnunciosRoute,
      ...adminBlogRoutes,
    ],
  },
];
