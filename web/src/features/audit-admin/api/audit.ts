// The audit calls of /admin/audit (functions/src/handlers/audit/):
// - GET /audit?du&au&limite&suivant&utilisateur&bureauId&action&resultat → { elements, suivant }
//   (newest first; `suivant` is the next page's cursor, null at the end; an administrator of some
//   offices gets the entries of its offices only)
// - GET /audit/verification?du&au&suivant → the state of each 5-minute period's digest and every
//   break, one day's periods a call (each within API Gateway's 29 s): read page after page into one
//   result (administrators of every office).
// Keys start with 'Audit' (no change signal names it: the screen refetches on demand).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { EntreeAudit, ResultatAudit } from '@umj/shared/audit';
import { apiFetch } from '../../../lib/api-client.ts';

export interface FiltreAudit {
  du: string;
  au: string;
  utilisateur?: string;
  bureauId?: string;
  action?: string;
  resultat?: ResultatAudit;
}

export type EtatCondensat = 'intègre' | 'rompu' | 'manquant' | 'en attente';

export interface RuptureAudit {
  jour: string;
  periode: string;
  entree?: string;
  nature: string;
  message: string;
}

export interface VerificationAudit {
  du: string;
  au: string;
  integre: boolean;
  periodes: { periode: string; entrees: number; etat: EtatCondensat }[];
  ruptures: RuptureAudit[];
}

/** One page of the verification: its periods, and the first period of the next page (null: the last). */
interface PageVerification extends VerificationAudit {
  suivant: string | null;
}

interface PageAudit {
  elements: EntreeAudit[];
  suivant: string | null;
}

export const PAGE_AUDIT = 200;

function parametres(valeurs: Record<string, string | undefined>): string {
  const p = new URLSearchParams();
  for (const [cle, valeur] of Object.entries(valeurs)) if (valeur) p.set(cle, valeur);
  return p.toString();
}

export const auditKey = (filtre: FiltreAudit) => ['Audit', 'entrees', filtre] as const;

/** The entries of the filter, page after page (`fetchNextPage` reads the next one). */
export function useEntreesAudit(filtre: FiltreAudit, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: auditKey(filtre),
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PageAudit>(
        `/audit?${parametres({ ...filtre, limite: String(PAGE_AUDIT), suivant: pageParam })}`,
        {
          signal,
        },
      ),
    getNextPageParam: (page) => page.suivant ?? undefined,
  });
}

/** The verification of the filter's days, once asked (`refetch`): every page, in one result. */
export function useVerificationAudit(du: string, au: string) {
  return useQuery({
    queryKey: ['Audit', 'verification', du, au] as const,
    enabled: false,
    queryFn: async ({ signal }): Promise<VerificationAudit> => {
      const pages: PageVerification[] = [];
      let suivant: string | undefined;
      do {
        const page = await apiFetch<PageVerification>(
          `/audit/verification?${parametres({ du, au, suivant })}`,
          { signal },
        );
        pages.push(page);
        suivant = page.suivant ?? undefined;
      } while (suivant);
      return {
        du,
        au,
        integre: pages.every((p) => p.integre),
        periodes: pages.flatMap((p) => p.periodes),
        ruptures: pages.flatMap((p) => p.ruptures),
      };
    },
  });
}
