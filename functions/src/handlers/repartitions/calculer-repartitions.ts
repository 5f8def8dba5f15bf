// The scheduled payment split: EventBridge Scheduler invokes it daily at 02:00 Europe/Paris
// (infra/lib/stateless/scheduled-split.ts) with `{ "heurePrevue": "<aws.scheduler.scheduled-time>" }`;
// the local runtime calls it on a timer, `npm run repartition` calls its service for any date. It
// computes the day BEFORE the scheduled instant (Paris), so a retried or replayed event computes the
// same day, and P1 (Put if not exists) makes a second run create nothing. Accepted events:
// - `{ heurePrevue: ISO }` (Scheduler) or an EventBridge rule event `{ time: ISO, ... }`: the day before;
// - `{ jour: 'AAAA-MM-JJ', bureauIds?: string[] }`: that day (a manual invocation).
// Each office is computed on its own: an office whose computation fails is logged and sent to the
// dead-letter queue as `{ jour, bureauIds: [id], erreur }` (an event this handler accepts: the message
// can be replayed once fixed), and the other offices are still computed. A failure of the whole run
// (invalid event or settings, no office list, the queue refusing the message) throws: Lambda retries the
// asynchronous invocation twice, then the event goes to the same queue. A message there raises the alarm.
import * as z from 'zod';
import { jourDepuisIso, type Jour } from '@umj/shared/dates';
import { envoyerLettreMorte } from '../../lib/adapters/dead-letters.ts';
import { scheduledHandler } from '../../lib/lambda/scheduled-handler.ts';
import { errorFields, logger } from '../../lib/adapters/logger.ts';
import {
  ACTION_CALCUL_PLANIFIE,
  calculerRepartitionsDuJour,
  veilleParis,
  type ResultatCalcul,
} from '../../services/repartition-paiement.ts';
import { compter } from '../../lib/adapters/metrics.ts';
import { METRIQUES } from '../../api/metriques.ts';

const instant = z.iso.datetime({ offset: true });

export const evenementCalculSchema = z.union([
  z.object({
    jour: z.string().refine((j) => jourDepuisIso(j) !== null, 'Veuillez entrer une date'),
    bureauIds: z.array(z.string().min(1).max(100)).max(100).optional(),
  }),
  z.object({ heurePrevue: instant }),
  z.object({ time: instant }),
]);

function jourDe(evenement: z.infer<typeof evenementCalculSchema>): Jour {
  if ('jour' in evenement) return jourDepuisIso(evenement.jour) as Jour;
  return veilleParis(new Date('heurePrevue' in evenement ? evenement.heurePrevue : evenement.time));
}

/** What a run answers (and logs): the offices created, already there, and failed. */
export interface ResultatPlanifie extends Omit<ResultatCalcul, 'echecs'> {
  echecs: string[];
}

/** Logs each failed office and sends it to the dead-letter queue (throws if the queue refuses it). */
async function signalerEchecs(resultat: ResultatCalcul): Promise<void> {
  for (const { bureauId, erreur } of resultat.echecs) {
    const raison = erreur instanceof Error ? erreur.message : String(erreur);
    logger.error('répartition des paiements en échec pour un bureau', {
      action: ACTION_CALCUL_PLANIFIE,
      bureauId,
      jour: resultat.jour,
      ...errorFields(erreur),
    });
    await envoyerLettreMorte({ jour: resultat.jour, bureauIds: [bureauId], erreur: raison });
  }
}

export const handler = scheduledHandler(
  {
    name: ACTION_CALCUL_PLANIFIE,
    event: evenementCalculSchema,
    invalidEvent: 'Événement de répartition invalide',
    done: 'répartition des paiements calculée',
  },
  async (evenement): Promise<ResultatPlanifie> => {
    const resultat = await calculerRepartitionsDuJour({
      jour: jourDe(evenement),
      ...('bureauIds' in evenement && evenement.bureauIds ? { bureauIds: evenement.bureauIds } : {}),
      now: new Date(),
      origine: 'SCHEDULE',
    });
    await signalerEchecs(resultat);
    compter(METRIQUES.repartitionsCalculees, resultat.crees.length);
    return { ...resultat, echecs: resultat.echecs.map((e) => e.bureauId) };
  },
);
