// The scheduled sealing of the audit trail: EventBridge Scheduler invokes it every 5 minutes
// (infra/lib/stateless/scheduled-audit-seal.ts) with `{ heurePrevue: <scheduled time> }`; the local
// runtime calls it on a timer and `npm run sceller-audit` on demand. Each run writes the digest of
// each closed 5-minute period of its window not sealed yet (services/scellement-audit.ts), chained to
// the previous one, in the write-once digest bucket; and, for the former format (one chain per day,
// data/audit-ancien.ts), the digest of each closed day of the last SCELLEMENT_RATTRAPAGE_JOURS that
// holds chained entries. `{ jour: 'AAAA-MM-JJ' }` seals that one day of the former format.
// A failure throws: Lambda retries twice, then the event goes to the dead-letter queue (alarm).
import * as z from 'zod';
import { teteJourneeAudit } from '../../data/audit-ancien.ts';
import { ecrireCondensat } from '../../lib/adapters/audit-digests.ts';
import { errorFields, logger } from '../../lib/adapters/logger.ts';
import { joursASceller, jourUtc } from '../../data/audit-chaine.ts';
import { compter } from '../../lib/adapters/metrics.ts';
import { METRIQUES } from '../../api/metriques.ts';
import { scellerPeriodes } from '../../services/scellement-audit.ts';

const ACTION = 'audit/sceller-journees-audit';
const instant = z.iso.datetime({ offset: true });

export const evenementScellementSchema = z.union([
  z.object({ jour: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  z.object({ heurePrevue: instant }),
  z.object({ time: instant }),
]);

export interface ResultatScellement {
  /** Days (former format) and periods ('AAAA-MM-JJTHH:MM') sealed by this run. */
  ecrits: string[];
  existants: string[];
}

/** Seals the closed days of the former format that hold chained entries (a day without any is left). */
async function scellerJours(jours: readonly string[], now: Date, resultat: ResultatScellement) {
  for (const jour of jours.filter((j) => j < jourUtc(now))) {
    const tete = await teteJourneeAudit(jour);
    if (tete.nombre === 0) continue;
    const issue = await ecrireCondensat({ jour, ...tete, scelleLe: now.toISOString() });
    (issue === 'écrit' ? resultat.ecrits : resultat.existants).push(jour);
  }
}

export async function handler(event: unknown): Promise<ResultatScellement> {
  const parsed = evenementScellementSchema.safeParse(event);
  if (!parsed.success) {
    logger.error("événement de scellement de l'audit invalide", { action: ACTION });
    throw new Error("Événement de scellement de l'audit invalide");
  }
  const now = new Date();
  const e = parsed.data;
  const resultat: ResultatScellement = { ecrits: [], existants: [] };
  try {
    if ('jour' in e) {
      await scellerJours([e.jour], now, resultat);
    } else {
      await scellerJours(joursASceller(new Date('heurePrevue' in e ? e.heurePrevue : e.time)), now, resultat);
      const periodes = await scellerPeriodes(now);
      resultat.ecrits.push(...periodes.ecrits);
      resultat.existants.push(...periodes.existants);
    }
    compter(METRIQUES.condensatsScelles, resultat.ecrits.length);
    logger.info("journal d'audit scellé", { action: ACTION, ecrits: resultat.ecrits.length });
    return resultat;
  } catch (error) {
    logger.error("scellement de l'audit en échec", { action: ACTION, ...errorFields(error) });
    throw error;
  }
}
