// The scheduled sealing of the audit trail: EventBridge Scheduler invokes it every 5 minutes
// (infra/lib/stateless/scheduled-audit-seal.ts) with `{ heurePrevue: <scheduled time> }`; the local
// runtime calls it on a timer and `npm run sceller-audit` on demand. Each run writes the digest of
// each closed 5-minute period of its window not sealed yet (services/scellement-audit.ts), chained to
// the previous one, in the write-once digest bucket.
// Exported through scheduledHandler (lib/lambda/scheduled-handler.ts): an invalid event or a failure
// throws, Lambda retries twice, then the event goes to the dead-letter queue (alarm).
import * as z from 'zod';
import { compter } from '../../lib/adapters/metrics.ts';
import { scheduledHandler } from '../../lib/lambda/scheduled-handler.ts';
import { METRIQUES } from '../../api/metriques.ts';
import { scellerPeriodes } from '../../services/scellement-audit.ts';

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

export const handler = scheduledHandler(
  {
    name: 'audit/sceller-journees-audit',
    event: evenementScellementSchema,
    invalidEvent: "Événement de scellement de l'audit invalide",
    done: "journal d'audit scellé",
    summary: (resultat: ResultatScellement) => ({ ecrits: resultat.ecrits.length }),
  },
  async (): Promise<ResultatScellement> => {
    const resultat = await scellerPeriodes(new Date());
    compter(METRIQUES.condensatsScelles, resultat.ecrits.length);
    return resultat;
  },
);
