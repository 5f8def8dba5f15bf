// Lazy route modules: every screen is its own chunk, loaded when its route is opened.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';

/**
 * What a screen's module may export besides its page: the prefetch of its route loader, which asks for
 * the screen's first data as soon as the module is loaded (render-as-you-fetch), in the screen's own
 * queries.
 */
export type RoutePrefetch = (client: QueryClient, url: URL) => Promise<void>;

type PageModule = Promise<{ default: ComponentType; prefetch?: RoutePrefetch }>;

/**
 * A react-router `lazy` for a module whose default export is the page; with `client`, the module's
 * `prefetch` becomes the route's loader.
 */
export function lazyPage(load: () => PageModule, client?: QueryClient) {
  return async () => {
    const { default: Component, prefetch } = await load();
    if (!prefetch || !client) return { Component };
    return {
      Component,
      // Not awaited: the screen renders at once, its queries find the answers under way.
      loader: ({ request }: LoaderFunctionArgs) => {
        prefetch(client, new URL(request.url)).catch(() => undefined);
        return null;
      },
      // When the screen is opened only: its filters (the URL's query) are its own queries' business.
      shouldRevalidate: ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
        currentUrl.pathname !== nextUrl.pathname,
    };
  };
}

/** docs/product-rules.md#screens public routes and error pages. */
export const PUBLIC_PAGES: Readonly<Record<string, () => PageModule>> = {
  '/acceuil': () => import('../features/public/acceuil-page.tsx'),
  '/aide-aux-victimes': () => import('../features/public/aide-aux-victimes-page.tsx'),
  '/signin': () => import('../features/auth/signin-page.tsx'),
  '/signup': () => import('../features/auth/signup-page.tsx'),
  '/confirm-signup': () => import('../features/auth/confirm-signup-page.tsx'),
  '/reset-password': () => import('../features/auth/reset-password-page.tsx'),
  '/forget-password': () => import('../features/auth/forget-password-page.tsx'),
  '/error-pages/error-404': () => import('./shell/errors/error-404-page.tsx'),
  '/error-pages/error-500': () => import('./shell/errors/error-500-page.tsx'),
  '/error-pages/coming-soon': () => import('./shell/errors/coming-soon-page.tsx'),
  '/error-pages/maintenance': () => import('./shell/errors/maintenance-page.tsx'),
};

export const comingSoonPage = () => import('./shell/errors/coming-soon-page.tsx');
export const samplePage = () => import('../features/samples/sample-page.tsx');
const myAccountPage = () => import('../features/account/my-account-page.tsx');
const bureauxAdminPage = () => import('../features/bureaux-admin/bureaux-admin-page.tsx');
const utilisateursAdminPage = () => import('../features/utilisateurs-admin/utilisateurs-admin-page.tsx');
const examinateursPage = () => import('../features/examinateurs/examinateurs-page.tsx');
const commissariatsPage = () => import('../features/commissariats/commissariats-page.tsx');
const requerantsPage = () => import('../features/requerants/requerants-page.tsx');
const documentsViergesPage = () => import('../features/documents-vierges/documents-vierges-page.tsx');
const dpRapportsPage = () => import('../features/dprapports/dprapports-page.tsx');
const dossiersPatientsPage = () => import('../features/dossiers-patients/dossiers-page.tsx');
const agendaPage = () => import('../features/agendas/agenda-page.tsx');
const demandesVisitePage = () => import('../features/demandes-visite/demandes-visite-page.tsx');
const comptabilitePage = () => import('../features/comptabilite/comptabilite-page.tsx');
const statistiquesPage = () => import('../features/statistiques/statistiques-page.tsx');
const disponibilitesRvPage = () => import('../features/heures-examinateurs/heures-examinateurs-page.tsx');

/**
 * Product screens delivered by later issues register here (path -> module). Until a screen lands its
 * route shows the coming-soon page, honestly labelled.
 */
export const PRODUCT_PAGES: Readonly<Record<string, () => PageModule>> = {
  '/mon-compte': myAccountPage,
  '/admin/bureau/liste': bureauxAdminPage,
  '/admin/audit': () => import('../features/audit-admin/audit-admin-page.tsx'),
  '/admin/utilisateur/statut/:name': utilisateursAdminPage,
  '/admin/utilisateur/role/:name': utilisateursAdminPage,
  '/global/examinateur/statut/:name': examinateursPage,
  '/global/examinateur/role/:name': examinateursPage,
  '/global/commissariat/liste': commissariatsPage,
  '/global/requerant/liste': requerantsPage,
  '/global/documentsvierges/liste': documentsViergesPage,
  '/configuration/dprapport/liste': dpRapportsPage,
  '/configuration/dvzone/liste': () => import('../features/configuration/zones/zones-page.tsx'),
  '/configuration/dvcreneau/liste': () => import('../features/configuration/creneaux/creneaux-page.tsx'),
  '/configuration/typeexamen/liste': () =>
    import('../features/configuration/types-examen/types-examen-page.tsx'),
  '/configuration/reglages': () => import('../features/configuration/reglages/reglages-page.tsx'),
  '/secretariat/rendez-vous/medecin': agendaPage,
  '/secretariat/rendez-vous/psychologue': agendaPage,
  '/examinateur/rendez-vous/medecin': agendaPage,
  '/examinateur/rendez-vous/psychologue': agendaPage,
  '/secretariat/disponibiliterv/medecin': disponibilitesRvPage,
  '/secretariat/disponibiliterv/psychologue': disponibilitesRvPage,
  '/examinateur/disponibiliterv/medecin': disponibilitesRvPage,
  '/examinateur/disponibiliterv/psychologue': disponibilitesRvPage,
  // Duty grid (DV availability).
  '/secretariat/disponibilitedv': () => import('../features/disponibilites-dv/grille-dv-page.tsx'),
  '/examinateur/disponibilitedv': () => import('../features/disponibilites-dv/grille-dv-page.tsx'),
  // Visit requests (the home of Paris Nord).
  '/secretariat/demande-de-visite': demandesVisitePage,
  '/examinateur/demande-de-visite': demandesVisitePage,
  '/secretariat/dossier-patient/liste': dossiersPatientsPage,
  '/examinateur/dossier-patient/liste': dossiersPatientsPage,
  '/secretariat/dprapport': () => import('../features/rapports/rapports-page.tsx'),
  // Accounting and statistics (chart.js only in the statistics chunk).
  '/secretariat/comptabilite': comptabilitePage,
  '/examinateur/comptabilite': comptabilitePage,
  '/secretariat/statistiques': statistiquesPage,
  '/examinateur/statistiques': statistiquesPage,
  // Bordereaux: they use the patient-file screen, so they live in that feature.
  '/secretariat/bordereau/nouveau': () => import('../features/bordereaux/nouveau-page.tsx'),
  '/secretariat/bordereau/afficher': () => import('../features/bordereaux/afficher-page.tsx'),
  '/secretariat/bordereau/liste': () => import('../features/bordereaux/liste-page.tsx'),
  // Payment split.
  '/secretariat/repartition-paiement/liste': () =>
    import('../features/repartition-paiement/repartition-paiement-page.tsx'),
};
