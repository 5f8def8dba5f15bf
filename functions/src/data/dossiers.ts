// Patient files (docs/product-rules.md#patient-file), the item and its writes. Access patterns of
// docs/data-model.md: D1 one file (GetItem), D5 reads audited (audit trail + a 'lecture' history item, at most
// once per user, file and 15 minutes: data/lectures-recentes.ts);
// D2/D3, the month listings on GSI2/GSI1, are data/dossiers-par-mois.ts; D4, the attachments, are
// data/pieces.ts. The history of a file lives in its own partition too (`keys.historiqueDossier`),
// written in the same transaction as the change.
import { UpdateCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { jourParis, type Jour } from '@umj/shared/dates';
import type { DossierPatientStocke, EvenementHistorique } from '@umj/shared/dossiers-api';
import { cleRequisition } from '@umj/shared/requisitions';
import { refusVersionne } from './conditional-errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { remplacementVersionne, transact, transactVersioned } from './ecriture-versionnee.ts';
import { getItem } from './get-item.ts';
import { ATTRIBUTS_INDEX_LISTE, attributsIndexListe } from './index-liste.ts';
import { ATTRIBUTS_JOUR_EXAMEN, attributsJourExamen } from './jour-examen.ts';
import { keys, prefixes } from './keys.ts';
import { moisDuJour } from './mois.ts';
import { putNew } from './put-new.ts';
import { queryAll } from './query-all.ts';
import { ecrituresRequisition, type PlanRequisition } from './requisitions.ts';

type Item = Record<string, NativeAttributeValue>;

export const DOSSIER_INTROUVABLE = 'Dossier patient introuvable';

/** A stored file and the office whose partition holds it (and, optionally, its creation instant). */
export type DossierAEcrire = DossierPatientStocke & {
  bureauId: string;
  /**
   * ISO instant of creation. It indexes a file that has no appointment day yet (see `jourIndex`);
   * defaults to dateRdvPris, then dateModification.
   */
  creeLe?: string | null;
};

/**
 * The day a file is listed under. Decision: the appointment day (rendezVousDate); a file without one
 * (never through the API, whose docs/product-rules.md#validation rules require the date, but possible in imported data) is listed on
 * the Paris day it was created, so that it still appears in its office's lists (never lost). A file
 * without creation instant at all falls on day 0 (1970-01-01).
 */
export function jourIndex(
  d: Pick<DossierAEcrire, 'rendezVousDate' | 'creeLe' | 'dateRdvPris' | 'dateModification'>,
): Jour {
  if (d.rendezVousDate != null) return d.rendezVousDate;
  const instant = d.creeLe ?? d.dateRdvPris ?? d.dateModification;
  return instant ? jourParis(new Date(instant)) : 0;
}

/**
 * The DynamoDB item of a file (H3's seed batch-writes these directly). Photos and documents are not
 * part of it: they are PIECE# items of the same partition (D4).
 */
export function itemDossier(d: DossierAEcrire): Item {
  const { photos: _photos, documents: _documents, bureauId, creeLe, ...champs } = d;
  const jour = jourIndex(d);
  const mois = moisDuJour(jour);
  const tri = keys.triDossier(jour, d.rendezVousHeure, d.id);
  return {
    ...keys.dossier(bureauId, d.id),
    type: 'DossierPatient',
    ...champs,
    bureauId,
    creeLe: creeLe ?? d.dateRdvPris ?? d.dateModification ?? null,
    GSI2PK: keys.dossiersMois(bureauId, mois),
    GSI2SK: tri,
    ...(d.examinateur
      ? { GSI1PK: keys.dossiersExaminateurMois(bureauId, d.examinateur.id, mois), GSI1SK: tri }
      : {}),
    ...attributsJourExamen(bureauId, d),
    ...attributsIndexListe(bureauId, d, mois, tri),
  };
}

/** The index attributes `itemDossier` gives a file (data/reindexation-dossiers.ts rewrites them). */
export const CHAMPS_INDEX_DOSSIER = [
  ...(['GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK'] as const),
  ...ATTRIBUTS_JOUR_EXAMEN,
  ...ATTRIBUTS_INDEX_LISTE,
] as const;

const CHAMPS_TECHNIQUES: readonly string[] = [
  ...['PK', 'SK', 'type', 'bureauId', 'creeLe'],
  ...CHAMPS_INDEX_DOSSIER,
];

/** A stored item back to the API's file (attachments empty: D4 fills them). */
export function dossierDepuisItem(item: Item): DossierPatientStocke {
  const champs: Item = {};
  for (const [k, v] of Object.entries(item)) if (!CHAMPS_TECHNIQUES.includes(k)) champs[k] = v;
  return { ...champs, photos: [], documents: [] } as unknown as DossierPatientStocke;
}

/** The creation instant stored on a file item (null for none). */
export function creeLeDeItem(item: Item): string | null {
  return (item.creeLe as string | null | undefined) ?? null;
}

/** D1: one file of an office, consistent read (undefined when absent). */
export async function lireDossier(bureauId: string, id: number): Promise<DossierPatientStocke | undefined> {
  const item = await lireItemDossier(bureauId, id);
  return item ? dossierDepuisItem(item) : undefined;
}

/** D1, the raw item (with `creeLe`, kept across updates). */
export async function lireItemDossier(bureauId: string, id: number): Promise<Item | undefined> {
  const item = await getItem(keys.dossier(bureauId, id));
  return item;
}

/** The next file id (docs/product-rules.md#entities id: a number): one global counter, UpdateItem ADD; gaps are acceptable. */
export async function prochainIdDossier(): Promise<number> {
  const out = await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.compteurDossiers,
      UpdateExpression: 'ADD valeur :un SET #type = :type',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':un': 1, ':type': 'CompteurDossiers' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.valeur);
}

/** The history item of a file event (H2 writes attachment events with it in its own transactions). */
export function itemHistorique(bureauId: string, dossierId: number, evenement: EvenementHistorique): Item {
  return {
    ...keys.historiqueDossier(bureauId, dossierId, evenement.quand, randomUUID()),
    type: 'HistoriqueDossier',
    bureauId,
    dossierId,
    ...evenement,
  };
}

/** The history of a file, newest first (`qui.nomComplet` as written; the handler resolves names). */
export async function listerHistorique(bureauId: string, dossierId: number): Promise<EvenementHistorique[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: {
      ':pk': keys.dossierPartition(bureauId, dossierId),
      ':sk': prefixes.historique,
    },
    ScanIndexForward: false,
    ConsistentRead: true,
  });
  return items.map((i) => ({
    quand: i.quand as string,
    qui: i.qui as EvenementHistorique['qui'],
    action: i.action as EvenementHistorique['action'],
    champs: (i.champs as EvenementHistorique['champs'] | undefined) ?? [],
  }));
}

/**
 * Creation: the file (new key) and its 'creation' history item in one transaction (R5). The id comes
 * from `prochainIdDossier` before (a failed creation leaves a gap, acceptable). The requisition index
 * items (R1, data/requisitions.ts) are part of it; returns the file as written (with its flag).
 */
export async function creerDossier(
  d: DossierAEcrire,
  evenement: EvenementHistorique,
  requisition: PlanRequisition = { avant: null },
): Promise<DossierAEcrire> {
  const index = ecrituresRequisition(d, requisition);
  // `transact` adds the request's audit entry; a refusal is thrown as it is.
  await transact(
    [
      { Put: putNew(itemDossier(index.dossier)) },
      { Put: { TableName: tableName(), Item: itemHistorique(d.bureauId, d.id, evenement) } },
      ...index.items,
    ],
    () => undefined,
  );
  return index.dossier;
}

/**
 * A versioned rewrite of a file with its history item, in one transaction: written only when the
 * stored version is still `versionLue` (VersionConflictError otherwise, NotFoundError when the file is
 * gone); the item is put whole, so the index keys follow a new day or examiner, and the requisition
 * index (R1) follows its plan (without one: the file's index item is put again, its flag kept).
 * Returns the new file (version + 1).
 */
export async function remplacerDossier(
  d: DossierAEcrire,
  versionLue: number,
  evenement: EvenementHistorique,
  options: { requisition?: PlanRequisition; autresEvenements?: EvenementHistorique[] } = {},
): Promise<DossierPatientStocke> {
  const index = ecrituresRequisition(
    { ...d, version: versionLue + 1 },
    options.requisition ?? { avant: cleRequisition(d) },
  );
  const nouveau = index.dossier;
  await transactVersioned(
    [
      { Put: remplacementVersionne(itemDossier(nouveau), versionLue) },
      { Put: { TableName: tableName(), Item: itemHistorique(d.bureauId, d.id, evenement) } },
      ...(options.autresEvenements ?? []).map((e) => ({
        Put: { TableName: tableName(), Item: itemHistorique(d.bureauId, d.id, e) },
      })),
      ...index.items,
    ],
    // Only the file's own refusal has a meaning (another file of the requisition gone: as it is).
    (refus) => (refus.index === 0 ? refusVersionne(DOSSIER_INTROUVABLE)(refus) : undefined),
  );
  const { bureauId: _b, creeLe: _c, ...dossier } = nouveau;
  return dossier;
}
