// Providers shared by the application and the component tests: react-query, session, theme,
// PrimeReact, the overlay and the snackbar.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import type { ReactNode } from 'react';
import { FullScreenOverlay, Snackbar } from './shell/overlay/index.ts';
import { ThemeProvider } from './shell/theme/index.ts';
import { SessionProvider } from '../lib/session/session-provider.tsx';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PrimeReactProvider value={{ ripple: false }}>
        <SessionProvider>
          <ThemeProvider>
            {children}
            <FullScreenOverlay />
            <Snackbar />
          </ThemeProvider>
        </SessionProvider>
      </PrimeReactProvider>
    </QueryClientProvider>
  );
}
