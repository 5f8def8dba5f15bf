// Demo figures: the precomputed statistics and accounting figures (docs/data-model.md#aggregates) of
// the demo's months, computed once after the demo files, their bordereaux and visit requests. The seed
// writes its files without the table's stream, so nothing else computes their days before a screen
// reads them: without this step the first statistics or accounting screen of a newcomer computed a
// year of days itself (several seconds) and the next one read them. Every day of each month is stored
// and the month rolled up, by the stream consumer's own computation (services/agregats.ts).
// Idempotent and cheap on a later start: one G4 Query per office finds the months already rolled up;
// only the missing ones are computed (a .data/ made before this step, a month come into the window).
import { isoDepuisJour, jourDepuisIso, jourParis, type Jour } from '@umj/shared/dates';
import { lireAgregatsMois } from '../data/agregats.ts';
import { moisEntre } from '../data/mois.ts';
import { recalculerMois } from '../services/agregats.ts';
import { DEMO_BUREAUX } from './demo-accounts.ts';
import { DEMO_JOURS_APRES, DEMO_JOURS_AVANT } from './demo-dossiers.ts';

/**
 * The months precomputed around `aujourdhui`: from January of its year (the statistics screen's
 * default period starts there) or the month of the first demo files when earlier, to the month of the
 * last ones (the demo files span DEMO_JOURS_AVANT days back and DEMO_JOURS_APRES ahead).
 */
export function moisDesAgregatsDemo(aujourdhui: Jour): string[] {
  const debutAnnee = jourDepuisIso(`${isoDepuisJour(aujourdhui).slice(0, 4)}-01-01`) as Jour;
  return moisEntre(Math.min(debutAnnee, aujourdhui - DEMO_JOURS_AVANT), aujourdhui + DEMO_JOURS_APRES);
}

/**
 * Computes the demo offices' months that have no roll-up yet (the offices side by side: each waits on
 * DynamoDB more than on the processor); returns how many (office × month).
 */
export async function seedDemoAgregats(now: Date): Promise<number> {
  const mois = moisDesAgregatsDemo(jourParis(now));
  const calcules = await Promise.all(
    DEMO_BUREAUX.map(async (bureau) => {
      const stockes = new Set((await lireAgregatsMois(bureau.id, mois[0]!, mois.at(-1)!)).map((m) => m.mois));
      const manquants = mois.filter((m) => !stockes.has(m));
      if (manquants.length > 0) await recalculerMois(bureau.id, manquants);
      return manquants.length;
    }),
  );
  return calcules.reduce((a, b) => a + b, 0);
}
