import { matchRoutes, type RouteObject } from 'react-router';
import { isDataPageHandle } from '../lib/data-page';

/**
 * Loads the lazy modules of the routes matching `pathname` and puts their exports on the route
 * objects. The router then starts initialized, so its first render is the page itself, as the
 * prerendered HTML is (instead of the hydrate fallback while the page module loads).
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const routeModule = await route.lazy();
      Object.assign(route, { ...routeModule, lazy: undefined });
    }),
  );
}

/**
 * Awaits what a server-rendered data page loads before it renders (lib/data-page.ts): its lazy
 * parts are then in place for the hydration. Call after loadRouteModules.
 */
export async function loadDataPageParts(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const url = new URL(window.location.href);
  await Promise.all(
    matches.map(({ route, params }) =>
      isDataPageHandle(route.handle) ? route.handle.dataPage.load({ params, url }) : undefined,
    ),
  );
}
