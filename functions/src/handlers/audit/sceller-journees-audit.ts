// The scheduled sealing of the audit trail: EventBridge Scheduler invokes it every 5 minutes
// (infra/lib/stateless/scheduled-audit-seal.ts) with `{ heurePrevue: <scheduled time> }`; the local
// runtime calls it on a timer and `npm run sceller-audit` on demand. Each run writes the digest of
// each closed 5-minute period of its window not sealed yet (services/scellement-audit.ts), chained to
// the previous one, in the write-once digest bucket.
// A failure throws: Lambda retries twice, then the event goes to the dead-letter queue (alarm).
import * as z from 'zod';
import { errorFields, logger } from '../../lib/adapters/logger.ts';
import { compter } from '../../lib/adapters/metrics.ts';
import { METRIQUES } from '../../api/metriques.ts';
import { scellerPeriodes } from '../../services/scellement-audit.ts';

const ACTION = 'audit/sceller-journees-audit';
const instant = z.iso.datetime({ offset: true });

export const evenementScellementSchema = z.union([
  z.object({ heurePrevue: instant }),
  z.object({ time: instant }),
]);

export interface ResultatScellement {
  /** Periods ('AAAA-MM-JJTHH:MM') sealed by this run. */
  ecrits: string[];
  existants: string[];
}

export async function handler(event: unknown): Promise<ResultatScellement> {
  const parsed = evenementScellementSchema.safeParse(event);
  if (!parsed.success) {
    logger.error("événement de scellement de l'audit invalide", { action: ACTION });
    throw new Error("Événement de scellement de l'audit invalide");
  }
  try {
    const resultat = await scellerPeriodes(new Date());
    compter(METRIQUES.condensatsScelles, resultat.ecrits.length);
    logger.info("journal d'audit scellé", { action: ACTION, ecrits: resultat.ecrits.length });
    return resultat;
  } catch (error) {
    logger.error("scellement de l'audit en échec", { action: ACTION, ...errorFields(error) });
    throw error;
  }
}
