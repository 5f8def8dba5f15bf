// The list's status filter and name search read only matching files (docs/data-model.md#list-indexes,
// D13 and D14): a month of N files of one office, written by BatchWriteItem through `itemDossier`;
// the items the Queries read are counted from their answers' ScannedCount (a middleware on the data
// layer's client) and compared with the files the pages return; the pages equal the month list
// filtered in memory (same files; the status list in the month list's order, the name search in its
// index's: by name, then appointment). Also: every write of a file moves its index keys, and
// the reindexing gives a file written before the indexes its keys.
import '../helpers/test-env.ts';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { jourDepuisIso, type Jour } from '@umj/shared/dates';
import { dossierPatientSchema } from '@umj/shared/dossier-patient';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { nomCommencePar, normaliserNom } from '@umj/shared/recherche';
import { statutCorrespond, statutRef, type StatutId } from '@umj/shared/statuts-dossier';
import { ddb, tableName } from '../../src/data/dynamodb-client.ts';
import { creerDossier, itemDossier, remplacerDossier, type DossierAEcrire } from '../../src/data/dossiers.ts';
import { pageDossiersParNom, pageDossiersParStatut } from '../../src/data/dossiers-filtres.ts';
import {
  listerDossiersDuBureau,
  type OptionsPageDossiers,
  type PageDossiersStockes,
} from '../../src/data/dossiers-par-mois.ts';
import { keys } from '../../src/data/keys.ts';
import { reindexerDossiers } from '../../src/data/reindexation-dossiers.ts';
import { ecrireParLots } from '../../src/seed/demo-dossiers.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('index-liste');

const N = 3000;
const BUREAU = 'b-index';
const DU = jourDepuisIso('2026-03-01') as Jour;
const AU = jourDepuisIso('2026-03-31') as Jour;
const NOMS = [
  'Martin',
  'MARCHAND',
  'Le Gall-Dupré',
  'Lefèvre',
  'Dupont',
  'Durand',
  'Éloi',
  'Petit',
  'Moreau',
];
const PRENOMS = ['Anne', 'Jean', 'Zoé', 'Paul', 'Léa', 'Marc', 'Inès', 'Hugo', 'Rose', 'Yves', 'Eva'];

/**
 * Statuses follow the days as in a real month (old days validated, recent ones booked): the three
 * partitions of the pseudo-status cover separate days, the worst case of their merge.
 */
function statutDuFichier(k: number, jour: number): StatutId {
  if (k % 17 === 0) return 90;
  if (jour <= 10) return 50;
  if (jour <= 14) return 40;
  if (jour <= 20) return 30;
  return jour <= 25 ? 20 : 10;
}

function fichier(id: number, valeurs: Partial<DossierPatientStocke> = {}): DossierAEcrire {
  return {
    ...dossierPatientSchema.parse({ id, nom: `PATIENT ${id}`, ...valeurs }),
    version: 1,
    creePar: null,
    bureauId: BUREAU,
  };
}

let lus = 0;
ddb.middlewareStack.add(
  (next) => async (args) => {
    const out = await next(args);
    const scanned = (out.output as { ScannedCount?: number }).ScannedCount;
    if (typeof scanned === 'number') lus += scanned;
    return out;
  },
  { step: 'initialize', name: 'compterItemsLus' },
);

/** Every page of a list (limite 500, the API's page), with the items its Queries read. */
async function toutesLesPages(
  page: (o: OptionsPageDossiers) => Promise<PageDossiersStockes>,
  limite = 500,
): Promise<{ ids: number[]; lus: number; pages: number }> {
  lus = 0;
  const ids: number[] = [];
  let curseur: OptionsPageDossiers['curseur'] = null;
  let pages = 0;
  do {
    const p = await page({ curseur, limite });
    expect(p.dossiers.length).toBeLessThanOrEqual(limite);
    ids.push(...p.dossiers.map((d) => d.id));
    curseur = p.suivant;
    pages += 1;
  } while (curseur !== null);
  return { ids, lus, pages };
}

let mois: DossierPatientStocke[] = [];

/** The name search's order (GSI5SK): normalised name, then the month list's key. */
const cleNom = (d: DossierPatientStocke) =>
  keys.triNomDossier(normaliserNom(d.nom), keys.triDossier(d.rendezVousDate!, d.rendezVousHeure, d.id));
const parNom = (ds: DossierPatientStocke[]) => [...ds].sort((a, b) => (cleNom(a) < cleNom(b) ? -1 : 1));

beforeAll(async () => {
  const items = Array.from({ length: N }, (_, k) => {
    const jour = 1 + Math.floor((k * 31) / N);
    return itemDossier(
      fichier(10_000 + k, {
        nom: `${NOMS[k % NOMS.length]} ${PRENOMS[k % PRENOMS.length]}`,
        statut: statutRef(statutDuFichier(k, jour)),
        rendezVousDate: DU + jour - 1,
        rendezVousHeure: 8 * 60 + (k % 600),
      }),
    );
  });
  await ecrireParLots(items);
  mois = (await listerDossiersDuBureau(BUREAU, DU, AU)).dossiers;
}, 300_000);

describe(`status filter and name search at ${N} files a month (D13, D14)`, () => {
  it.each([[90], [40], [10], [3050]])(
    'a status filter reads at most 2 items per file returned at N files a month (statut %i), the same files in the same order as the month filtered',
    async (statut) => {
      const attendus = mois.filter((d) => statutCorrespond(d.statut?.id ?? 0, statut)).map((d) => d.id);
      const r = await toutesLesPages((o) => pageDossiersParStatut(BUREAU, statut, DU, AU, o));
      expect(r.ids).toEqual(attendus);
      expect(attendus.length).toBeGreaterThan(0);
      expect(r.lus / r.ids.length).toBeLessThanOrEqual(2);
    },
  );

  it('the pseudo-status 3050 merges its three partitions page after page: small pages still read at most 2 items per file', async () => {
    const attendus = mois.filter((d) => statutCorrespond(d.statut?.id ?? 0, 3050)).map((d) => d.id);
    const r = await toutesLesPages((o) => pageDossiersParStatut(BUREAU, 3050, DU, AU, o), 90);
    expect(r.pages).toBeGreaterThan(10);
    expect(r.ids).toEqual(attendus);
    expect(r.lus / r.ids.length).toBeLessThanOrEqual(2);
  });

  it.each([['mar'], ['LE GALL-DUP'], ['eloi z'], ['lefevre']])(
    "a name search reads at most 2 items per file returned at N files a month ('%s'), names compared without case, accents or hyphens",
    async (nom) => {
      const attendus = parNom(mois.filter((d) => nomCommencePar(d.nom, nom))).map((d) => d.id);
      const r = await toutesLesPages((o) => pageDossiersParNom(BUREAU, nom, DU, AU, o));
      expect(r.ids).toEqual(attendus);
      expect(attendus.length).toBeGreaterThan(0);
      expect(r.lus / r.ids.length).toBeLessThanOrEqual(2);
    },
  );

  it('a name search of many pages reads on from the previous page: small pages still read at most 2 items per file', async () => {
    const attendus = parNom(mois.filter((d) => nomCommencePar(d.nom, 'ma'))).map((d) => d.id);
    const r = await toutesLesPages((o) => pageDossiersParNom(BUREAU, 'ma', DU, AU, o), 40);
    expect(r.pages).toBeGreaterThan(10);
    expect(r.ids).toEqual(attendus);
    expect(r.lus / r.ids.length).toBeLessThanOrEqual(2);
  });

  it('a name search over some days of the month returns those days only, in name order across pages', async () => {
    const du = DU + 9;
    const au = DU + 19;
    const attendus = parNom(
      mois.filter((d) => d.rendezVousDate! >= du && d.rendezVousDate! <= au && nomCommencePar(d.nom, 'du')),
    ).map((d) => d.id);
    const r = await toutesLesPages((o) => pageDossiersParNom(BUREAU, 'du', du, au, o), 50);
    expect(r.ids).toEqual(attendus);
  });
});

describe('every write of a file moves its list index keys (one helper: itemDossier)', () => {
  const qui = { id: 'u1', nomComplet: 'Alice Martin' };
  const evenement = (action: 'creation' | 'modification') => ({
    quand: new Date().toISOString(),
    qui,
    action,
    champs: [],
  });

  it('creation indexes status and name; a PATCH of the name and a status change move them; a file without name has no name key', async () => {
    const jour = jourDepuisIso('2026-05-04') as Jour;
    const d = fichier(900, { nom: 'Zorro Diego', statut: statutRef(10), rendezVousDate: jour });
    await creerDossier(d, evenement('creation'));
    const trouve = async (statut: number, nom: string) => ({
      statut: (await pageDossiersParStatut(BUREAU, statut, jour, jour)).dossiers.map((x) => x.id),
      nom: (await pageDossiersParNom(BUREAU, nom, jour, jour)).dossiers.map((x) => x.id),
    });
    expect(await trouve(10, 'zorro')).toEqual({ statut: [900], nom: [900] });
    await remplacerDossier({ ...d, nom: 'Vega Diego', statut: statutRef(20) }, 1, evenement('modification'));
    expect(await trouve(10, 'zorro')).toEqual({ statut: [], nom: [] });
    expect(await trouve(20, 'vega')).toEqual({ statut: [900], nom: [900] });
    const sansNom = itemDossier(fichier(901, { nom: '', statut: null, rendezVousDate: jour }));
    expect(sansNom).toMatchObject({ GSI4PK: `BUREAU#${BUREAU}#STATUT#0#2026-05` });
    expect(sansNom).not.toHaveProperty('GSI5PK');
  });

  it('the reindex tool gives a file written before the list indexes its keys from itemDossier; run again, it writes nothing new', async () => {
    const jour = jourDepuisIso('2026-06-10') as Jour;
    const {
      GSI4PK: _a,
      GSI4SK: _b,
      GSI5PK: _c,
      GSI5SK: _d,
      ...ancien
    } = itemDossier(fichier(950, { nom: 'Ancien Format', statut: statutRef(30), rendezVousDate: jour }));
    await ddb.send(new PutCommand({ TableName: tableName(), Item: ancien }));
    expect((await pageDossiersParNom(BUREAU, 'ancien', jour, jour)).dossiers).toEqual([]);

    const bilan = await reindexerDossiers();
    expect(bilan.reindexes).toBe(1);
    expect(bilan.lus).toBeGreaterThan(N);
    expect((await pageDossiersParNom(BUREAU, 'ancien', jour, jour)).dossiers.map((x) => x.id)).toEqual([950]);
    expect((await pageDossiersParStatut(BUREAU, 3050, jour, jour)).dossiers.map((x) => x.id)).toEqual([950]);
    const item = await ddb.send(
      new GetCommand({ TableName: tableName(), Key: keys.dossier(BUREAU, 950), ConsistentRead: true }),
    );
    expect(item.Item).toMatchObject({ version: 1, GSI5SK: expect.stringMatching(/^ancien format#/) });

    expect(await reindexerDossiers()).toEqual({ lus: bilan.lus, reindexes: 0 });
  }, 120_000);
});
