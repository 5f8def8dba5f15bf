// Badges of the side menu (docs/product-rules.md#screens: items have an optional count badge with colour). Each source names
// the menu item ids it counts for and a hook that computes its count through the API client (the menu does
// not reach into the screens' features, so a source reads the API itself, with keys starting with the table it
// reads: realtime messages refresh it). A source returns undefined (no badge) while loading, for a user
// who does not see its items, or for a count of 0. To add a badge: write `useXxxCount(user)` here and
// add one entry to MENU_COUNT_SOURCES. The list is constant, so the hooks always run in one order.
// The badges' calls start once the first screen has shown its data (lib/premier-affichage/porte.ts): on a slow
// link they no longer delay it.
import { jourParis, isoDepuisJour, type Jour } from '@umj/shared/dates';
import { demandeEnAlerte } from '@umj/shared/demandes-visite';
import { LIEU } from '@umj/shared/enums';
import { isItemVisible, MENU, menuItems, type MenuCount } from '@umj/shared/menu';
import type { Utilisateur } from '@umj/shared/utilisateur';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApresAffichage } from '../../../lib/premier-affichage/porte.ts';
import { alertesFacturationQueryOptions } from '../../../entities/bordereau/api/list-alertes-facturation.ts';
import { fetchTousLesDossiers } from '../../../entities/dossier-patient/api/list-dossiers.ts';
import { useSelectedBureaux } from '../../../lib/bureaux/use-selected-bureaux.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export interface MenuCountSource {
  /** Menu item ids (shared/src/menu.ts, e.g. 'secretariat.demandeDeVisite'). */
  itemIds: readonly string[];
  useCount(user: Utilisateur | null): MenuCount | undefined;
}

/** Badge colour of the alerts (a PrimeReact severity). */
export const COULEUR_ALERTE = 'danger';
const TIC_MS = 30_000;

function useMaintenant(): Date {
  const [maintenant, setMaintenant] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setMaintenant(new Date()), TIC_MS);
    return () => window.clearInterval(id);
  }, []);
  return maintenant;
}

/** Every visit request of an office appointed yesterday or today (all pages). */
const demandesVisite = (bureauId: string, aujourdhui: Jour, signal: AbortSignal) =>
  fetchTousLesDossiers(
    bureauId,
    { du: isoDepuisJour(aujourdhui - 1), au: isoDepuisJour(aujourdhui), lieu: LIEU.demandeDeVisite },
    signal,
  );

const ITEMS_VISITES: readonly string[] = ['secretariat.demandeDeVisite', 'examinateur.demandeDeVisite'];

/**
 * Open visit requests near (under 30 minutes) or past their legal limit (shared
 * `demandeEnAlerte`), over the offices selected in the header; for a doctor the server lists its own.
 */
export function useAlertesVisitesCount(user: Utilisateur | null): MenuCount | undefined {
  const selection = useSelectedBureaux();
  const affiche = useApresAffichage();
  const maintenant = useMaintenant();
  const aujourdhui = jourParis(maintenant);
  const concerne = menuItems(MENU).some((i) => ITEMS_VISITES.includes(i.id) && isItemVisible(i, user));
  const results = useQueries({
    queries: selection.ids.map((bureauId) => ({
      queryKey: tableKey('DossierPatient', bureauId, 'alertes-visite', aujourdhui),
      queryFn: ({ signal }: { signal: AbortSignal }) => demandesVisite(bureauId, aujourdhui, signal),
      enabled: concerne && selection.ready && affiche,
    })),
  });
  if (!concerne) return undefined;
  const value = results.flatMap((r) => r.data ?? []).filter((d) => demandeEnAlerte(d, maintenant)).length;
  return value > 0 ? { value, color: COULEUR_ALERTE } : undefined;
}

/** Badge colour of files approaching the billing limit (a PrimeReact severity); past it: COULEUR_ALERTE. */
export const COULEUR_LIMITE_PROCHE = 'warning';

const ITEMS_BORDEREAUX: readonly string[] = ['secretariat.bordereau'];

/**
 * Validated files without bordereau near (11 months) or past (12 months) the billing limit
 * after their examination (GET /bureaux/{id}/bordereaux/alertes, shared `alerteLimiteFacturation`) over
 * the offices selected in the header; for the administrator and the secretariat, who see Bordereaux
 * (the server refuses the others). The query of entities/bordereau/api/list-alertes-facturation.ts, as
 * the bordereau list's warning panel, so both share one request; realtime 'DossierPatient' refreshes it. Red when one is past the limit, orange otherwise.
 */
export function useAlertesFacturationCount(user: Utilisateur | null): MenuCount | undefined {
  const selection = useSelectedBureaux();
  const affiche = useApresAffichage();
  const concerne = menuItems(MENU).some((i) => ITEMS_BORDEREAUX.includes(i.id) && isItemVisible(i, user));
  const results = useQueries({
    queries: selection.ids.map((bureauId) => ({
      ...alertesFacturationQueryOptions(bureauId),
      enabled: concerne && selection.ready && affiche,
    })),
  });
  if (!concerne) return undefined;
  const alertes = results.flatMap((r) => r.data?.elements ?? []);
  if (alertes.length === 0) return undefined;
  const depassee = alertes.some((a) => a.etat === 'depassee');
  return { value: alertes.length, color: depassee ? COULEUR_ALERTE : COULEUR_LIMITE_PROCHE };
}

export const MENU_COUNT_SOURCES: readonly MenuCountSource[] = [
  {
    itemIds: ITEMS_VISITES,
    useCount: useAlertesVisitesCount,
  },
  { itemIds: ITEMS_BORDEREAUX, useCount: useAlertesFacturationCount },
];

/** The badges of every source, by menu item id. */
export function useMenuCounts(user: Utilisateur | null): Record<string, MenuCount> {
  const counts: Record<string, MenuCount> = {};
  for (const source of MENU_COUNT_SOURCES) {
    const count = source.useCount(user);
    if (count) for (const id of source.itemIds) counts[id] = count;
  }
  return counts;
}
