// The gate of the first load (README.md): what a screen does not show when it opens (a hidden dialog, a popup menu, the idle-timeout warning)
// is fetched once the screen has shown its data, or at the user's first action, whichever comes first.
// On a slow link and a slow desktop, the screen's own code and data then get the bandwidth and the
// main thread before them (docs/architecture.md#first-load-of-the-spa).
//
// Until the application starts following its first screen (`suivreAffichage`, called by the root
// component), nothing waits: a component rendered on its own (a test) loads its widgets at once.
import { usePromesseTenue } from '../use-promesse-tenue.ts';

/** What the gate watches: react-query's client and the data router (the subset it reads). */
export interface Chargement {
  /** Queries fetching now (QueryClient.isFetching). */
  isFetching(): number;
  /** Called at each change of a query (QueryClient.getQueryCache().subscribe). */
  subscribe(listener: () => void): () => void;
  /**
   * False while the router loads the first route's modules, or while a navigation loads: read, not
   * subscribed to (the data router hands its first state to its first subscriber only, which must be
   * its RouterProvider).
   */
  routeChargee(): boolean;
}

/** The widgets wait at most this long after the application starts (a screen that keeps fetching). */
export const ATTENTE_MAX_MS = 8_000;

let porte: Promise<void> = Promise.resolve();
let ouverte = true;

/** Resolves once the first screen has shown its data or the user acted (at once when nothing is followed). */
export function apresAffichage(): Promise<void> {
  return porte;
}

/**
 * Whether the first screen has shown its data (or the user acted): for a query the screen does not
 * show at first (the side menu's badges), enabled from then on.
 */
export function useApresAffichage(): boolean {
  return usePromesseTenue(ouverte, apresAffichage);
}

/**
 * `charger` called once the first screen has shown its data (for React.lazy and chunk preloads). Those
 * waiting for the gate start each in a task of its own once it opens: one task adding every chunk's
 * preload links and mounting every widget would block the page as long as all of them together.
 */
export function differer<T>(charger: () => Promise<T>): () => Promise<T> {
  return () => (ouverte ? porte.then(charger) : porte.then(tacheSuivante).then(charger));
}

function tacheSuivante(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const EVENEMENTS_UTILISATEUR = ['pointerdown', 'keydown', 'touchstart'] as const;

function quandInactif(rappel: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(rappel, { timeout: 1_000 });
  else setTimeout(rappel, 50);
}

/**
 * Follows the first screen: the gate opens when the route's modules are loaded, no query is fetching
 * and the browser has been idle twice in a row (the rows' render, a transition, is done), at the
 * user's first pointer or key action, or after ATTENTE_MAX_MS.
 */
export function suivreAffichage(chargement: Chargement): void {
  let liberer!: () => void;
  const cettePorte = new Promise<void>((resolve) => (liberer = resolve));
  porte = cettePorte;
  ouverte = false;
  // This call's own state: React's development mode builds the root component twice.
  let franchie = false;
  let desabonner = () => {};
  const ouvrirPorte = () => {
    if (franchie) return;
    franchie = true;
    if (porte === cettePorte) ouverte = true;
    desabonner();
    clearTimeout(plafond);
    for (const type of EVENEMENTS_UTILISATEUR) window.removeEventListener(type, ouvrirPorte, true);
    liberer();
  };
  const plafond = setTimeout(ouvrirPorte, ATTENTE_MAX_MS);
  for (const type of EVENEMENTS_UTILISATEUR) window.addEventListener(type, ouvrirPorte, true);

  const pret = () => chargement.routeChargee() && chargement.isFetching() === 0;
  let verification = false;
  const verifier = () => {
    if (franchie || verification || chargement.isFetching() > 0) return;
    verification = true;
    quandInactif(() =>
      quandInactif(() => {
        verification = false;
        if (pret()) ouvrirPorte();
        // The route's modules still loading: looked at again when the browser is next idle (a query's
        // change wakes the check otherwise).
        else if (!chargement.routeChargee()) verifier();
      }),
    );
  };
  desabonner = chargement.subscribe(verifier);
  const demarrer = () => verifier();
  if (document.readyState === 'complete') quandInactif(demarrer);
  else window.addEventListener('load', () => quandInactif(demarrer), { once: true });
}
