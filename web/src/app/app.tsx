// Root component: providers around the data router, inside the error boundary of docs/product-rules.md#errors.
// The client and the router are made before the first render (app/demarrage.ts).
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from './shell/errors/index.ts';
import { AppProviders } from './providers.tsx';
import type { AppRouter } from './demarrage.ts';

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <ErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </ErrorBoundary>
  );
}
