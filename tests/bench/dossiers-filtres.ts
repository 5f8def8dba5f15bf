// Bench: the list's status filter and name search at 20,000 files in ONE month of one office
// (docs/data-model.md#list-indexes, D13 and D14). The files are written by BatchWriteItem through
// `itemDossier` in a month two years back (the other measures of bench/dossiers.ts read the current
// month and the last year). For each filter: every page of the list, the items the reads went through
// per file returned, against the budget (≤ 2; the month read whole would be 20,000 per page set).
import { isoDepuisJour, jourDepuisAnMoisJour, type Jour } from '@umj/shared/dates';
import { statutRef, type StatutId } from '@umj/shared/statuts-dossier';
import type { LocalRuntime } from '@umj/functions/local/runtime';
import type { BudgetCheck } from './budgets.ts';
import type { CountingProxy } from './counting-proxy.ts';
import { mesurer, parFichier, tableMesures, toutesLesPages, type Mesure } from './dossiers.ts';

const BUREAU = 'argenteuil';
const FICHIERS_DU_MOIS = 20_000;
const PREMIER_ID = 300_001;
const NOMS = ['Martin', 'Bernard', 'Le Gall-Dupré', 'Lefèvre', 'Dupont', 'Durand', 'Éloi', 'Petit', 'Moreau'];
const PRENOMS = ['Anne', 'Jean', 'Zoé', 'Paul', 'Léa', 'Marc', 'Inès', 'Hugo', 'Rose', 'Yves', 'Eva'];

/** Old days validated, recent ones booked, one in 17 cancelled: the pseudo-status's partitions cover separate days. */
function statut(k: number, jour: number): StatutId {
  if (k % 17 === 0) return 90;
  if (jour <= 10) return 50;
  if (jour <= 14) return 40;
  if (jour <= 20) return 30;
  return jour <= 25 ? 20 : 10;
}

async function ecrireMois(premier: Jour): Promise<void> {
  const { ecrireParLots } = await import('@umj/functions/seed/demo-dossiers');
  const { itemDossier } = await import('@umj/functions/data/dossiers');
  const { dossierPatientSchema } = await import('@umj/shared/dossier-patient');
  const items = Array.from({ length: FICHIERS_DU_MOIS }, (_, k) => {
    const jour = 1 + Math.floor((k * 28) / FICHIERS_DU_MOIS);
    return itemDossier({
      ...dossierPatientSchema.parse({
        id: PREMIER_ID + k,
        nom: `${NOMS[k % NOMS.length]} ${PRENOMS[k % PRENOMS.length]}`,
        statut: statutRef(statut(k, jour)),
        rendezVousDate: premier + jour - 1,
        rendezVousHeure: 8 * 60 + (k % 600),
      }),
      version: 1,
      creePar: null,
      bureauId: BUREAU,
    });
  });
  await ecrireParLots(items);
}

export async function dossiersFiltresFigures(
  runtime: LocalRuntime,
  proxy: CountingProxy,
  budgets: BudgetCheck,
  auth: Record<string, string>,
  aujourdhui: Jour,
): Promise<void> {
  const [annee, mois] = isoDepuisJour(aujourdhui).split('-').map(Number) as [number, number];
  const premier = jourDepuisAnMoisJour(annee - 2, mois, 1)!;
  const t = performance.now();
  await ecrireMois(premier);
  const ecriture = performance.now() - t;
  const periode = { du: isoDepuisJour(premier), au: isoDepuisJour(premier + 27) };
  const cas: [string, Record<string, string>][] = [
    ['statut=Annulé (GSI4)', { statut: '90' }],
    ['statut=Examiné ou Rapport... (3 GSI4 partitions merged)', { statut: '3050' }],
    ['statut=RDV pris (GSI4)', { statut: '10' }],
    ["nom='le gall' (GSI5, begins_with)", { nom: 'le gall' }],
    ["nom='dupont z' (GSI5, begins_with)", { nom: 'dupont z' }],
  ];
  const mesures: Mesure[] = [];
  for (const [nom, filtre] of cas) {
    mesures.push(
      await mesurer(runtime, proxy, `month ${periode.du}, ${nom}, every page`, () =>
        toutesLesPages(runtime, auth, { ...periode, ...filtre }),
      ),
    );
  }
  const pire = (ms: Mesure[]) => Math.max(...ms.map(parFichier));
  budgets.check(
    'patient files, status filter at 20,000 files a month: items read per file',
    pire(mesures.slice(0, 3)),
  );
  budgets.check(
    'patient files, name search at 20,000 files a month: items read per file',
    pire(mesures.slice(3)),
  );
  tableMesures(
    `Patient-file list filters: ${FICHIERS_DU_MOIS.toLocaleString('en')} files of office ${BUREAU} in one month (written in ${(ecriture / 1000).toFixed(1)} s), budget ≤ 2 items read per file returned`,
    mesures,
    [['budget', () => '≤ 2']],
  );
}
