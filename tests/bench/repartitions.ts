// Bench: the scheduled payment split of one day with 100,000 patient files in the table. Run
// after the other benches (the demo's 2,000 files and the patient-file work's 20,000): this one adds files of office
// argenteuil over two years until the table holds 100,000, then runs the scheduled handler's
// computation for one past day of that office (in process, against the local runtime's DynamoDB
// through the counting proxy). Shown: that day's acts (files examined that day, GSI3), the DynamoDB
// requests and the items they read (the day's acts plus the 5 configuration entries: proportional to that
// day only, never the table),
// and the time of the first run (creation) and of replays (nothing created).
import { isoDepuisJour, jourParis, type Jour } from '@umj/shared/dates';
import type { PageDossiers } from '@umj/shared/dossiers-api';
import type { LocalRuntime } from '@umj/functions/local/runtime';
import type { BudgetCheck } from './budgets.ts';
import { unitesDeCapacite, type CountingProxy } from './counting-proxy.ts';
import { percentile, table } from './report.ts';

const BUREAU = 'argenteuil';
const FICHIERS_TABLE = 100_000;
/** Files already written by the demo seed and the bench. */
const FICHIERS_DEJA = 2_000 + 20_000;
const PREMIER_ID = 300_001;
const JOURS = 730;
const REJEUX = 5;

async function connexion(runtime: LocalRuntime): Promise<Record<string, string>> {
  const res = await fetch(`${runtime.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ adresseEmail: 'secretariat.argenteuil@umj.example', motDePasse: 'Demo-2026!' }),
  });
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

/** Copies of the demo files, spread over the two years before today. */
async function ecrireFichiers(runtime: LocalRuntime, aujourdhui: Jour): Promise<number> {
  const { ecrireParLots } = await import('@umj/functions/seed/demo-dossiers');
  const { itemDossier } = await import('@umj/functions/data/dossiers');
  const { formatDateFr } = await import('@umj/shared/dates');
  const auth = await connexion(runtime);
  const url = `${runtime.url}/v1/bureaux/${BUREAU}/dossiers-patients?du=${isoDepuisJour(aujourdhui - 120)}&au=${isoDepuisJour(aujourdhui - 1)}`;
  const res = await fetch(url, { headers: auth });
  const modeles = ((await res.json()) as PageDossiers).elements;
  const nombre = FICHIERS_TABLE - FICHIERS_DEJA;
  // Only what the split and the index read (keys, status, dates, examiner, type, amount): smaller items
  // write faster; what is measured is the number of items and requests, not their size.
  const items = Array.from({ length: nombre }, (_, k) => {
    const modele = modeles[k % modeles.length]!;
    const jour = aujourdhui - JOURS + Math.floor((k * JOURS) / nombre);
    // Examined on the day of its appointment: the split's index (GSI3) files it under that day.
    const examenDate = modele.examenDate === null ? null : formatDateFr(jour);
    const { PK, SK, GSI1PK, GSI1SK, GSI2PK, GSI2SK, GSI3PK, GSI3SK } = itemDossier({
      ...modele,
      id: PREMIER_ID + k,
      bureauId: BUREAU,
      rendezVousDate: jour,
      examenDate,
      creeLe: modele.dateRdvPris,
    });
    return {
      PK,
      SK,
      ...(GSI1PK ? { GSI1PK, GSI1SK } : {}),
      GSI2PK,
      GSI2SK,
      ...(GSI3PK ? { GSI3PK, GSI3SK } : {}),
      type: 'DossierPatient',
      id: PREMIER_ID + k,
      bureauId: BUREAU,
      statut: modele.statut,
      rendezVousDate: jour,
      examenDate,
      examinateur: modele.examinateur,
      examenType: modele.examenType,
      montantHT: modele.montantHT,
      montantTVA: modele.montantTVA,
      version: 1,
    };
  });
  const t = performance.now();
  await ecrireParLots(items);
  return performance.now() - t;
}

export async function repartitionFigures(
  runtime: LocalRuntime,
  proxy: CountingProxy,
  budgets: BudgetCheck,
): Promise<void> {
  const aujourdhui = jourParis(new Date());
  const ecriture = await ecrireFichiers(runtime, aujourdhui);
  const { listerActesDuJour } = await import('@umj/functions/data/repartitions');
  const { calculerRepartitionsDuJour } = await import('@umj/functions/services/repartition-paiement');
  // A past day outside the demo seed's computed days, so that the first run creates the split.
  const jour = aujourdhui - 200;
  const fichiersDuJour = (await listerActesDuJour(BUREAU, jour)).length;
  const lancer = () =>
    calculerRepartitionsDuJour({ jour, bureauIds: [BUREAU], now: new Date(), origine: 'SCHEDULE' });

  // The stream's consumers (figures, change signals) first catch up with the files written above: their
  // reads are their own Lambdas' on AWS, not the split's.
  await runtime.viderFlux();
  proxy.reset();
  const t0 = performance.now();
  const premier = await lancer();
  const tempsPremier = performance.now() - t0;
  const requetes = proxy.total();
  const lus = proxy.itemsRead();
  const operations = `${proxy.summary()} (${unitesDeCapacite(proxy)})`;
  const rejeux: number[] = [];
  for (let i = 0; i < REJEUX; i++) {
    const t = performance.now();
    const r = await lancer();
    rejeux.push(performance.now() - t);
    if (r.crees.length > 0) throw new Error('un rejeu a créé une répartition');
  }
  table(
    `scheduled payment split of one day (${isoDepuisJour(jour)}, office ${BUREAU}) with ${FICHIERS_TABLE.toLocaleString('en')} files in the table (${(FICHIERS_TABLE - FICHIERS_DEJA).toLocaleString('en')} written in ${(ecriture / 1000).toFixed(1)} s)`,
    [
      'that day’s acts',
      'created',
      'DynamoDB requests',
      'items read',
      'operations (capacity units)',
      'first run',
      `replays p50 / p95 (${REJEUX})`,
    ],
    [
      [
        fichiersDuJour,
        premier.crees.length,
        requetes,
        lus,
        operations,
        `${tempsPremier.toFixed(0)} ms`,
        `${percentile(rejeux, 50).toFixed(0)} / ${percentile(rejeux, 95).toFixed(0)} ms`,
      ],
    ],
  );
  budgets.check('payment split of a day: requests', requetes);
  budgets.check(
    'payment split of a day: items read per file',
    fichiersDuJour > 0 ? lus / fichiersDuJour : NaN,
  );
}
