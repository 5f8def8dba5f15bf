// What the application starts before React renders anything, in the entry's own task: react-query's
// client with the signed-in prefetches, and the data router, which starts loading the first route's
// modules. Both are made once, outside the React tree, as React Router and TanStack Query advise
// (https://reactrouter.com/api/data-routers/createBrowserRouter,
// https://tanstack.com/query/latest/docs/framework/react/reference/QueryClientProvider). The root's
// first render then runs while these requests are under way, not before they leave
// (docs/architecture.md#first-load-of-the-spa).
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router-dom';
import { suivreAffichage } from '../lib/premier-affichage/porte.ts';
import { prefetchSignedIn } from './prefetch-signed-in.ts';
import { createQueryClient } from './query-client.ts';
import { buildRoutes } from './routes.tsx';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function demarrer(): { queryClient: QueryClient; router: AppRouter } {
  const queryClient = createQueryClient();
  prefetchSignedIn(queryClient);
  const router = createBrowserRouter(buildRoutes(queryClient));
  suivreAffichage({
    isFetching: () => queryClient.isFetching(),
    subscribe: (listener) => queryClient.getQueryCache().subscribe(listener),
    routeChargee: () => router.state.initialized && router.state.navigation.state === 'idle',
  });
  return { queryClient, router };
}
