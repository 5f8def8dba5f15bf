// Named option presets of `apiHandler` (api-handler.ts), so that handlers of different families say
// what kind of route they are in one word instead of restating the same option objects.
import { idPathSchema } from '../../schemas/http-inputs.ts';

/** A create: audited, answered 201, and run once per `Idempotency-Key` (middleware/idempotency.ts). */
export const CREATION = { audited: true, idempotent: true, statut: 201 } as const;

/** An audited write (change or removal) of the entry named by the path's `{id}`. */
export const ECRITURE_PAR_ID = { audited: true, path: idPathSchema } as const;

/**
 * A route under /bureaux/{bureauId} (the office checked by `bureau: 'path'`) whose audit target is a
 * part of the office, `BUREAU#<bureauId>#<partie>` (e.g. 'DOSSIERS', 'COMPTABILITE').
 */
export function routeDuBureau(partie: string) {
  return {
    bureau: 'path',
    cible: ({ bureauId }: { bureauId: string }) => cibleDuBureau(bureauId, partie),
  } as const;
}

/** `routeDuBureau`, every success an audit entry too (the office's figures, its patient files). */
export function routeAuditeeDuBureau(partie: string) {
  return { audited: true, ...routeDuBureau(partie) } as const;
}

/** The audit target of a part of an office, e.g. 'BUREAU#argenteuil#DOSSIERS'. */
export function cibleDuBureau(bureauId: string, partie: string): string {
  return `BUREAU#${bureauId}#${partie}`;
}
