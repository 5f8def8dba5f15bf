// Root component: providers around the data router, inside the error boundary of docs/product-rules.md#errors.
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '../features/errors/index.ts';
import { suivreAffichage } from '../lib/apres-affichage.ts';
import { AppProviders } from './providers.tsx';
import { prefetchSignedIn } from './prefetch-signed-in.ts';
import { createQueryClient } from './query-client.ts';
import { buildRoutes } from './routes.tsx';

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    prefetchSignedIn(client);
    return client;
  });
  const [router] = useState(() => {
    const created = createBrowserRouter(buildRoutes());
    suivreAffichage({
      isFetching: () => queryClient.isFetching(),
      subscribe: (listener) => queryClient.getQueryCache().subscribe(listener),
      routeChargee: () => created.state.initialized && created.state.navigation.state === 'idle',
    });
    return created;
  });
  return (
    <ErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </ErrorBoundary>
  );
}
