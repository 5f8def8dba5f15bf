// Test helper: a fresh QueryClient (retry: false) per test, a memory router and the session.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SessionProvider } from '../session/session-provider.tsx';

export function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function TestProviders({
  children,
  queryClient,
  path = '/',
}: {
  children: ReactNode;
  queryClient: QueryClient;
  path?: string;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>{children}</SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

export function renderWithProviders(ui: ReactElement, options: { path?: string } = {}) {
  const queryClient = newQueryClient();
  const result = render(
    <TestProviders queryClient={queryClient} path={options.path}>
      {ui}
    </TestProviders>,
  );
  return { ...result, queryClient };
}
