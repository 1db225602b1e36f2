import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { fillCache, readSentEntries } from '../lib/data-page';
import { loadDataPageParts, loadRouteModules } from './load-route-modules';
import { AppProviders, createQueryClient } from './providers';
import { routes } from './router';

/**
 * Starts the app in #root. A prerendered page (scripts/prerender.mjs) is hydrated once its own
 * module is loaded, so the first client render matches the HTML; the empty shell of the other
 * paths is rendered from scratch. A data page (rendered on the server per request) is hydrated
 * with the answers it was rendered with (lib/data-page.ts), so nothing is fetched again.
 */
export async function startApp(container: HTMLElement): Promise<Root> {
  let prerendered = container.firstElementChild !== null;
  if (prerendered) {
    try {
      await loadRouteModules(routes, window.location.pathname);
      await loadDataPageParts(routes, window.location.pathname);
    } catch {
      prerendered = false; // the router retries the import and shows its error page if it fails again
    }
  }

  // A data page rendered on the server sent its answers with it: the cache starts with them.
  const queryClient = createQueryClient();
  fillCache(queryClient, readSentEntries(document));

  const app = (
    <StrictMode>
      <AppProviders client={queryClient}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProviders>
    </StrictMode>
  );

  // As a transition, the hydration yields to the browser between components instead of holding
  // the main thread in one long task; a click meanwhile hydrates its target at once.
  if (prerendered) {
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
    return root as Root;
  }
  const root = createRoot(container);
  root.render(app);
  return root;
}
