// The scheduled sealing of the audit trail: EventBridge Scheduler invokes it daily at 00:15
// UTC (infra/lib/stateless/scheduled-audit-seal.ts) with `{ heurePrevue: <scheduled time> }`; the local
// runtime calls it on a timer and `npm run sceller-audit` on demand. For each of the closed UTC days
// before that instant (the last SCELLEMENT_RATTRAPAGE_JOURS, so a missed run is caught up) it writes
// the day's digest (count, last hash) once, in the write-once digest bucket; a day already sealed is
// left as it is (the bucket refuses to overwrite). `{ jour: 'AAAA-MM-JJ' }` seals that one day.
// A failure throws: Lambda retries twice, then the event goes to the dead-letter queue (alarm).
import * as z from 'zod';
import { teteJourneeAudit } from '../../data/audit.ts';
import { ecrireCondensat } from '../../lib/adapters/audit-digests.ts';
import { errorFields, logger } from '../../lib/adapters/logger.ts';
import { joursASceller, jourUtc } from '../../data/audit-chaine.ts';
import { compter } from '../../lib/adapters/metrics.ts';
import { METRIQUES } from '../../api/metriques.ts';

const ACTION = 'audit/sceller-journees-audit';
const instant = z.iso.datetime({ offset: true });

export const evenementScellementSchema = z.union([
  z.object({ jour: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  z.object({ heurePrevue: instant }),
  z.object({ time: instant }),
]);

export interface ResultatScellement {
  ecrits: string[];
  existants: string[];
}

export async function handler(event: unknown): Promise<ResultatScellement> {
  const parsed = evenementScellementSchema.safeParse(event);
  if (!parsed.success) {
    logger.error("événement de scellement de l'audit invalide", { action: ACTION });
    throw new Error("Événement de scellement de l'audit invalide");
  }
  const now = new Date();
  const e = parsed.data;
  const jours = 'jour' in e ? [e.jour] : joursASceller(new Date('heurePrevue' in e ? e.heurePrevue : e.time));
  // Only closed days: today's chain is still growing.
  const clos = jours.filter((jour) => jour < jourUtc(now));
  const resultat: ResultatScellement = { ecrits: [], existants: [] };
  try {
    for (const jour of clos) {
      const tete = await teteJourneeAudit(jour);
      const issue = await ecrireCondensat({ jour, ...tete, scelleLe: now.toISOString() });
      (issue === 'écrit' ? resultat.ecrits : resultat.existants).push(jour);
    }
    compter(METRIQUES.condensatsScelles, resultat.ecrits.length);
    logger.info("journées d'audit scellées", { action: ACTION, ...resultat });
    return resultat;
  } catch (error) {
    logger.error("scellement de l'audit en échec", { action: ACTION, ...errorFields(error) });
    throw error;
  }
}
