// The scheduled payment split (issue 11): EventBridge Scheduler invokes it daily at 02:00 Europe/Paris
// (infra/lib/stateless/scheduled-split.ts) with `{ "heurePrevue": "<aws.scheduler.scheduled-time>" }`;
// the local runtime calls it on a timer, `npm run repartition` calls its service for any date. It
// computes the day BEFORE the scheduled instant (Paris), so a retried or replayed event computes the
// same day, and P1 (Put if not exists) makes a second run create nothing. Accepted events:
// - `{ heurePrevue: ISO }` (Scheduler) or an EventBridge rule event `{ time: ISO, ... }`: the day before;
// - `{ jour: 'AAAA-MM-JJ', bureauIds?: string[] }`: that day (a manual invocation).
// A failure (invalid settings, DynamoDB) throws: Lambda retries the asynchronous invocation twice, then
// the event goes to the dead-letter queue, which raises the alarm.
import * as z from 'zod';
import { jourDepuisIso, type Jour } from '@umj/shared/dates';
import { errorFields, logger } from '../../lib/adapters/logger.ts';
import {
  ACTION_CALCUL_PLANIFIE,
  calculerRepartitionsDuJour,
  veilleParis,
  type ResultatCalcul,
} from './repartition-view.ts';

const instant = z.iso.datetime({ offset: true });

export const evenementCalculSchema = z.union([
  z.object({
    jour: z.string().refine((j) => jourDepuisIso(j) !== null, 'Veuillez entrer une date'),
    bureauIds: z.array(z.string().min(1).max(100)).max(100).optional(),
  }),
  z.object({ heurePrevue: instant }),
  z.object({ time: instant }),
]);
export type EvenementCalcul = z.input<typeof evenementCalculSchema>;

function jourDe(evenement: z.infer<typeof evenementCalculSchema>): Jour {
  if ('jour' in evenement) return jourDepuisIso(evenement.jour) as Jour;
  return veilleParis(new Date('heurePrevue' in evenement ? evenement.heurePrevue : evenement.time));
}

export async function handler(event: unknown): Promise<ResultatCalcul> {
  const parsed = evenementCalculSchema.safeParse(event);
  if (!parsed.success) {
    logger.error('événement de répartition invalide', { action: ACTION_CALCUL_PLANIFIE });
    throw new Error('Événement de répartition invalide');
  }
  try {
    const resultat = await calculerRepartitionsDuJour({
      jour: jourDe(parsed.data),
      ...('bureauIds' in parsed.data && parsed.data.bureauIds ? { bureauIds: parsed.data.bureauIds } : {}),
      now: new Date(),
      origine: 'SCHEDULE',
    });
    logger.info('répartition des paiements calculée', { action: ACTION_CALCUL_PLANIFIE, ...resultat });
    return resultat;
  } catch (error) {
    logger.error('répartition des paiements en échec', {
      action: ACTION_CALCUL_PLANIFIE,
      ...errorFields(error),
    });
    throw error;
  }
}
