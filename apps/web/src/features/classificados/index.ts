import type { RouteObject } from 'react-router';

/** The classificados feature: its routes (the back office's page is in adminAnunciosRoute). */
export const classificadosRoutes: RouteObject[] = [
  { path: 'classificados', lazy: () => import('./classificados-page') },
  { path: 'classificados/novo', lazy: () => import('./anuncio-form-page') },
  { path: 'classificados/:id', lazy: () => import('./anuncio-page') },
  { path: 'classificados/:id/editar', lazy: () => import('./anuncio-form-page') },
  { path: 'meus-anuncios', lazy: () => import('./meus-anuncios-page') },
];

/** /admin/anuncios, a child of the back office's layout. */
export const adminAnunciosRoute: RouteObject = {
  path: 'anuncios',
  lazy: () => import('./admin-anuncios-page'),
};
