// The route objects of the SPA, derived from the shared route table (docs/product-rules.md#screens): no access rule here,
// the guard asks shared/routes on every navigation.
import type { QueryClient } from '@tanstack/react-query';
import { ROUTES } from '@umj/shared/routes';
import type { RouteObject } from 'react-router-dom';
import { PageLoader } from './shell/layout/page-loader.tsx';
import { SignedOutLayout } from './shell/layout/signed-out-layout.tsx';
import { NavigationGuard } from './navigation-guard.tsx';
import { RethrowRouteError } from './rethrow-route-error.tsx';
import { comingSoonPage, lazyPage, PRODUCT_PAGES, PUBLIC_PAGES, samplePage } from './route-modules.ts';

const SAMPLE_PREFIX = '/sample/';

function privatePage(path: string, client: QueryClient): RouteObject {
  const load = path.startsWith(SAMPLE_PREFIX) ? samplePage : (PRODUCT_PAGES[path] ?? comingSoonPage);
  return { path, lazy: lazyPage(load, client) };
}

/** `client`: the screens' route loaders prefetch into it (route-modules.ts). */
export function buildRoutes(client: QueryClient): RouteObject[] {
  const pages = ROUTES.filter((route) => route.kind === 'page');
  const publicRoutes = pages
    .filter((route) => route.access === 'public')
    .map((route): RouteObject => {
      const load = PUBLIC_PAGES[route.path];
      if (!load) throw new Error(`Page publique sans module : ${route.path}`);
      return { path: route.path, lazy: lazyPage(load) };
    });
  const privateRoutes = pages
    .filter((route) => route.access !== 'public')
    .map((route) => privatePage(route.path, client));

  return [
    {
      element: <NavigationGuard />,
      errorElement: <RethrowRouteError />,
      HydrateFallback: PageLoader,
      children: [
        { element: <SignedOutLayout />, children: publicRoutes },
        {
          // The signed-in shell is a chunk of its own: the sign-in route does not load it.
          lazy: lazyPage(() => import('./shell/layout/signed-in-layout.tsx')),
          children: privateRoutes,
        },
        // Root, /initialUrl, bare parents and unknown paths: the guard redirects them (the loader shows
        // while /initialUrl waits for the user).
        { path: '*', element: <PageLoader /> },
      ],
    },
  ];
}
