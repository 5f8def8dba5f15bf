// Patient files (spec §3 DossierPatient, issue 9). Access patterns D1–D5 of docs/data-model.md:
// D1 one file (GetItem), D2 an office's files per month on GSI2, D3 one examiner's files per month on
// GSI1, D4 the attachments (PIECE# items of the file's partition, written by the attachment handlers),
// D5 reads audited (audit trail + a 'lecture' history item). The history of a file lives in its own
// partition too (SK `HISTORIQUE#<iso>#<uuid>`), written in the same transaction as the change.
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type NativeAttributeValue,
} from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { isoDepuisJour, jourParis, type Jour } from '@umj/shared/dates';
import type { DossierPatientStocke, EvenementHistorique } from '@umj/shared/dossiers-api';
import { cleRequisition } from '@umj/shared/requisitions';
import { NotFoundError, VersionConflictError } from '../errors.ts';
import { failedTransactionItems } from './conditional-errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { ATTRIBUTS_JOUR_EXAMEN, attributsJourExamen } from './jour-examen.ts';
import { keys } from './keys.ts';
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

/** Day number -> 'AAAA-MM' (the month partition of D2/D3). */
export function moisDuJour(jour: Jour): string {
  return isoDepuisJour(jour).slice(0, 7);
}

/** 'jour' padded to 6 digits (R8). */
function jourCle(jour: Jour): string {
  return String(jour).padStart(6, '0');
}

/**
 * The day a file is listed under. Decision: the appointment day (rendezVousDate); a file without one
 * (never through the API, whose §5 rules require the date, but possible in imported data) is listed on
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
 * The sort key of D2 and D3: `<jour 6 digits>#<heure 4 digits>#<id>`; a file without an hour sorts
 * first in its day (`----` is before every digit).
 */
export function cleTriDossier(jour: Jour, heure: number | null, id: number): string {
  const h = heure == null ? '----' : String(heure).padStart(4, '0');
  return `${jourCle(jour)}#${h}#${id}`;
}

/**
 * The DynamoDB item of a file (H3's seed batch-writes these directly). Photos and documents are not
 * part of it: they are PIECE# items of the same partition (D4).
 */
export function itemDossier(d: DossierAEcrire): Item {
  const { photos: _photos, documents: _documents, bureauId, creeLe, ...champs } = d;
  const jour = jourIndex(d);
  const mois = moisDuJour(jour);
  const tri = cleTriDossier(jour, d.rendezVousHeure, d.id);
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
  };
}

const CHAMPS_TECHNIQUES = [
  ...['PK', 'SK', 'type', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'bureauId', 'creeLe'],
  ...ATTRIBUTS_JOUR_EXAMEN,
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
  const out = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: keys.dossier(bureauId, id), ConsistentRead: true }),
  );
  return out.Item;
}

/** The months 'AAAA-MM' from the month of `du` to the month of `au`, in order. */
export function moisEntre(duJour: Jour, auJour: Jour): string[] {
  const mois: string[] = [];
  let [annee, m] = moisDuJour(duJour).split('-').map(Number) as [number, number];
  const fin = moisDuJour(auJour);
  for (;;) {
    const courant = `${annee}-${String(m).padStart(2, '0')}`;
    if (courant > fin) break;
    mois.push(courant);
    m += 1;
    if (m > 12) {
      m = 1;
      annee += 1;
    }
  }
  return mois;
}

/**
 * Where a paginated list stopped: the index of the month (in `moisEntre(du, au)`) and, inside it, the
 * last file read (its id and sort key). The DynamoDB start key is rebuilt from these and the office,
 * so a cursor can never open another office's partition.
 */
export const curseurDossiersSchema = z
  .object({
    m: z.number().int().nonnegative().max(24),
    d: z.number().int().positive().optional(),
    s: z
      .string()
      .regex(/^\d{6}#(\d{4}|----)#\d+$/)
      .optional(),
  })
  .strict()
  .refine((c) => (c.d === undefined) === (c.s === undefined));
export type CurseurDossiers = z.infer<typeof curseurDossiersSchema>;

/** Opaque text of a cursor (base64url of its JSON). */
export function encoderCurseur(c: CurseurDossiers): string {
  return Buffer.from(JSON.stringify(c), 'utf8').toString('base64url');
}

/** A cursor's text back, or null when it is not one this server wrote. */
export function decoderCurseur(texte: string): CurseurDossiers | null {
  try {
    const parsed = curseurDossiersSchema.safeParse(
      JSON.parse(Buffer.from(texte, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface OptionsPageDossiers {
  /** Where the previous page stopped (null or absent: from the start). */
  curseur?: CurseurDossiers | null;
  /** Most files returned (default: all). */
  limite?: number;
  /** In-memory filter over this office's items (status, kind, search). */
  garder?: (d: DossierPatientStocke) => boolean;
}

export interface PageDossiersStockes {
  dossiers: DossierPatientStocke[];
  /** Where to go on, null on the last page. */
  suivant: CurseurDossiers | null;
}

interface Source {
  indexName: 'GSI1' | 'GSI2';
  partition: (mois: string) => string;
}

async function pageParMois(
  bureauId: string,
  source: Source,
  duJour: Jour,
  auJour: Jour,
  options: OptionsPageDossiers,
): Promise<PageDossiersStockes> {
  const mois = moisEntre(duJour, auJour);
  const limite = options.limite ?? Number.POSITIVE_INFINITY;
  const pk = source.indexName === 'GSI1' ? 'GSI1PK' : 'GSI2PK';
  const sk = source.indexName === 'GSI1' ? 'GSI1SK' : 'GSI2SK';
  const dossiers: DossierPatientStocke[] = [];
  let m = options.curseur?.m ?? 0;
  let depart: Item | undefined;
  if (options.curseur?.d !== undefined && options.curseur.s !== undefined && m < mois.length) {
    depart = {
      ...keys.dossier(bureauId, options.curseur.d),
      [pk]: source.partition(mois[m]!),
      [sk]: options.curseur.s,
    };
  }
  while (m < mois.length) {
    const reste = limite - dossiers.length;
    const out = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: source.indexName,
        KeyConditionExpression: `${pk} = :pk AND ${sk} BETWEEN :du AND :au`,
        ExpressionAttributeValues: {
          ':pk': source.partition(mois[m]!),
          ':du': jourCle(duJour),
          ':au': `${jourCle(auJour)}~`,
        },
        ...(Number.isFinite(reste) ? { Limit: reste } : {}),
        ExclusiveStartKey: depart,
      }),
    );
    for (const item of out.Items ?? []) {
      const dossier = dossierDepuisItem(item);
      if (!options.garder || options.garder(dossier)) dossiers.push(dossier);
    }
    const derniere = out.LastEvaluatedKey;
    depart = derniere;
    if (!derniere) m += 1;
    if (dossiers.length >= limite) {
      if (derniere) {
        return { dossiers, suivant: { m, d: idDepuisPk(derniere.PK), s: derniere[sk] as string } };
      }
      return { dossiers, suivant: m < mois.length ? { m } : null };
    }
  }
  return { dossiers, suivant: null };
}

function idDepuisPk(pk: unknown): number {
  return Number(String(pk).split('#').pop());
}

/** D2: an office's files whose appointment day is in [duJour, auJour], one Query per month, paginated. */
export function listerDossiersDuBureau(
  bureauId: string,
  duJour: Jour,
  auJour: Jour,
  page: OptionsPageDossiers = {},
): Promise<PageDossiersStockes> {
  return pageParMois(
    bureauId,
    { indexName: 'GSI2', partition: (mois) => keys.dossiersMois(bureauId, mois) },
    duJour,
    auJour,
    page,
  );
}

/** D3, paginated: one examiner's files of an office in [duJour, auJour]. */
export function pageDossiersExaminateur(
  bureauId: string,
  examinateurId: string,
  duJour: Jour,
  auJour: Jour,
  page: OptionsPageDossiers = {},
): Promise<PageDossiersStockes> {
  return pageParMois(
    bureauId,
    {
      indexName: 'GSI1',
      partition: (mois) => keys.dossiersExaminateurMois(bureauId, examinateurId, mois),
    },
    duJour,
    auJour,
    page,
  );
}

/** D3: every file of one examiner in an office in [duJour, auJour] (suggested slots, agendas). */
export async function listerDossiersExaminateur(
  bureauId: string,
  examinateurId: string,
  duJour: Jour,
  auJour: Jour,
): Promise<DossierPatientStocke[]> {
  return (await pageDossiersExaminateur(bureauId, examinateurId, duJour, auJour)).dossiers;
}

/** The next file id (spec §3 id: a number): one global counter, UpdateItem ADD; gaps are acceptable. */
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

/**
 * The counter item at a given value (a seed writing files with fixed ids writes it too, so that the
 * next created file gets a larger id).
 */
export function itemCompteurDossiers(valeur: number): Item {
  return { ...keys.compteurDossiers, type: 'CompteurDossiers', valeur };
}

/** The history item of a file event (H2 writes attachment events with it in its own transactions). */
export function itemHistorique(bureauId: string, dossierId: number, evenement: EvenementHistorique): Item {
  return {
    PK: keys.dossierPartition(bureauId, dossierId),
    SK: `HISTORIQUE#${evenement.quand}#${randomUUID()}`,
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
    ExpressionAttributeValues: { ':pk': keys.dossierPartition(bureauId, dossierId), ':sk': 'HISTORIQUE#' },
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

/** D5: the 'lecture' history item of one read (the audit entry is the api-handler's). */
export async function enregistrerLecture(
  bureauId: string,
  dossierId: number,
  evenement: EvenementHistorique,
): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName(),
      Item: itemHistorique(bureauId, dossierId, evenement),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
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
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: itemDossier(index.dossier),
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        { Put: { TableName: tableName(), Item: itemHistorique(d.bureauId, d.id, evenement) } },
        ...index.items,
      ],
    }),
  );
  return index.dossier;
}

const ESSAIS_MAX = 8;

function estConflitDeTransaction(error: unknown): boolean {
  const raisons = (error as { CancellationReasons?: { Code?: string }[] } | undefined)?.CancellationReasons;
  return (
    (error as Error | undefined)?.name === 'TransactionConflictException' ||
    (raisons ?? []).some((r) => r.Code === 'TransactionConflict')
  );
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
  const ecriture = new TransactWriteCommand({
    TransactItems: [
      {
        Put: {
          TableName: tableName(),
          Item: itemDossier(nouveau),
          ConditionExpression: 'attribute_exists(PK) AND version = :v',
          ExpressionAttributeValues: { ':v': versionLue },
        },
      },
      { Put: { TableName: tableName(), Item: itemHistorique(d.bureauId, d.id, evenement) } },
      ...(options.autresEvenements ?? []).map((e) => ({
        Put: { TableName: tableName(), Item: itemHistorique(d.bureauId, d.id, e) },
      })),
      ...index.items,
    ],
  });
  for (let essai = 1; ; essai += 1) {
    try {
      await ddb.send(ecriture);
      break;
    } catch (error) {
      if (failedTransactionItems(error).includes(0)) {
        if (!(await lireItemDossier(d.bureauId, d.id))) throw new NotFoundError(DOSSIER_INTROUVABLE);
        throw new VersionConflictError();
      }
      // Another transaction on the file was in flight: try again, the condition then decides (a
      // conflict alone must not leave every concurrent writer without an answer).
      if (!estConflitDeTransaction(error) || essai >= ESSAIS_MAX) throw error;
      await new Promise((r) => setTimeout(r, 20 * essai + Math.random() * 30));
    }
  }
  const { bureauId: _b, creeLe: _c, ...dossier } = nouveau;
  return dossier;
}
