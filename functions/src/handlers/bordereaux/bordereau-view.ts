// What the bordereau handlers share: the path of one bordereau and the audit targets (the rules live
// in services/bordereaux.ts). Who may call them is the access policy's (docs/security.md#access-policy):
// any secretariat, the external one included; the examiners get 403 from the api-handler.
import { numeroBordereauSchema } from '@umj/shared/bordereaux';
import { bureauPathSchema } from '../../schemas/http-inputs.ts';

/** `/bureaux/{bureauId}/bordereaux/{numero}`: the number is 'AAAA-NNNN'. */
export const bordereauPathSchema = bureauPathSchema.extend({ numero: numeroBordereauSchema });

/** The audit target of one bordereau, or of an office's bordereaux. */
export function cibleBordereau(bureauId: string, numero?: string): string {
  return numero === undefined ? `BUREAU#${bureauId}#BORDEREAUX` : `BUREAU#${bureauId}#BORDEREAU#${numero}`;
}

/** The audit target of the bordereau of the path. */
export function cibleDuChemin({ bureauId, path }: { bureauId: string; path: { numero: string } }): string {
  return cibleBordereau(bureauId, path.numero);
}
