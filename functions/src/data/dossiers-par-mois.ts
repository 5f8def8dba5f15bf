// Patient files listed by appointment day (docs/data-model.md D2 and D3): one partition per office and
// month on GSI2 (`keys.dossiersMois`), per office, examiner and month on GSI1
// (`keys.dossiersExaminateurMois`), both sorted by `keys.triDossier`; a period is one Query per month,
// paginated by an opaque cursor that names the month and the last file read.
import { QueryCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Jour } from '@umj/shared/dates';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { dossierDepuisItem } from './dossiers.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { jourCle, keys } from './keys.ts';
import { moisEntre } from './mois.ts';

type Item = Record<string, NativeAttributeValue>;

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
        return {
          dossiers,
          suivant: { m, d: keys.idDeDossierPartition(String(derniere.PK)), s: derniere[sk] as string },
        };
      }
      return { dossiers, suivant: m < mois.length ? { m } : null };
    }
  }
  return { dossiers, suivant: null };
}

/** D2: an office's files whose appointment day is in [duJour, auJour], one Query per month, paginated. */
export function listerDossiersDuBureau(
  bureauId: string,
  duJour: Jour,
  auJour: Jour,
  page: OptionsPageDossiers = {},
): Promise<PageDossiersStockes> {
  const source: Source = { indexName: 'GSI2', partition: (mois) => keys.dossiersMois(bureauId, mois) };
  return pageParMois(bureauId, source, duJour, auJour, page);
}

/** D3, paginated: one examiner's files of an office in [duJour, auJour]. */
export function pageDossiersExaminateur(
  bureauId: string,
  examinateurId: string,
  duJour: Jour,
  auJour: Jour,
  page: OptionsPageDossiers = {},
): Promise<PageDossiersStockes> {
  const partition = (mois: string) => keys.dossiersExaminateurMois(bureauId, examinateurId, mois);
  return pageParMois(bureauId, { indexName: 'GSI1', partition }, duJour, auJour, page);
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
