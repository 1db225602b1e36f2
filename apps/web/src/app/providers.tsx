import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../lib/api';
import { subscribeToastRaised, wasToastRaised } from '../lib/toast-area-signal';

// react-toastify is not needed to show a page: its chunk and stylesheet load with the first toast
// (lib/notify.ts; toasts raised before it mounts wait in react-toastify's queue), which keeps it
// out of the initial JavaScript, the prerendered HTML and the public pages' main thread.
const ToastArea = lazy(() => import('./toast-area').then((module) => ({ default: module.ToastArea })));

function DeferredToastArea() {
  const mounted = useSyncExternalStore(subscribeToastRaised, wasToastRaised, () => false);
  return mounted ? (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  ) : null;
}

/** Client errors (4xx) are answers, not glitches: they are not retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * App-wide providers: TanStack Query and the toast area. `client` is given when the cache starts
 * filled (a data page's answers, rendered on the server and hydrated in the browser).
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToastArea />
    </QueryClientProvider>
  );
}
