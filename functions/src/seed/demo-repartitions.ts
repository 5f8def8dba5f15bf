// Demo payment splits: the splits of the past days of the demo patient files, computed by
// the scheduled handler's own service, so that /secretariat/repartition-paiement/liste shows data on
// the first start. Idempotent and cheap on a later start: one P2 Query per office finds the days
// already computed; only the missing days are computed (P1 Put if not exists decides anyway).
import { isoDepuisJour, jourParis, type Jour } from '@umj/shared/dates';
import { listerRepartitions } from '../data/repartitions.ts';
import { calculerRepartitionsDuJour, reglagesCourants } from '../services/repartition-paiement.ts';
import { DEMO_BUREAUX } from './demo-accounts.ts';

/** Past days computed by the seed (the current and the previous month of the screen's default period). */
export const DEMO_JOURS_REPARTITION = 40;
const EN_PARALLELE = 4;

/** The days to compute for each office: the last DEMO_JOURS_REPARTITION days before today, missing ones. */
async function joursManquants(bureauId: string, aujourdhui: Jour): Promise<Jour[]> {
  const du = aujourdhui - DEMO_JOURS_REPARTITION;
  const faits = new Set((await listerRepartitions(bureauId, du, aujourdhui - 1)).map((r) => r.date));
  const jours: Jour[] = [];
  for (let j = du; j < aujourdhui; j += 1) {
    if (!faits.has(isoDepuisJour(j))) jours.push(j);
  }
  return jours;
}

/** Returns the number of splits created. */
export async function seedDemoRepartitions(now: Date): Promise<number> {
  const aujourdhui = jourParis(now);
  const travaux = (
    await Promise.all(
      DEMO_BUREAUX.map(async (b) =>
        (await joursManquants(b.id, aujourdhui)).map((jour) => ({ bureauId: b.id, jour })),
      ),
    )
  ).flat();
  if (travaux.length === 0) return 0;
  const reglages = await reglagesCourants();
  let crees = 0;
  let suivant = 0;
  const ouvrier = async () => {
    while (suivant < travaux.length) {
      const { bureauId, jour } = travaux[suivant++]!;
      const r = await calculerRepartitionsDuJour({
        jour,
        bureauIds: [bureauId],
        now,
        origine: 'SEED',
        reglages,
      });
      crees += r.crees.length;
    }
  };
  await Promise.all(Array.from({ length: EN_PARALLELE }, ouvrier));
  return crees;
}
