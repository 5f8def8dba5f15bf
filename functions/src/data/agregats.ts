// Precomputed figures (docs/data-model.md#aggregates): one item per office and day (G1,
// `keys.agregatJour`), per examiner, office and day (G2, `keys.agregatExaminateurJour`) and per office
// and month (G4, `keys.agregatMois`: the roll-up of the month's G1 items), all in the office's
// `AGREGAT#<bureauId>` partition, so that a period is one Query (its pages) per key prefix.
// A day is written whole, in ONE transaction: its office item (conditional on the version read, so that
// two recomputations of the same day cannot interleave), its examiners' items, and the deletion of the
// items of examiners it no longer has. The office item lists its examiners: an examiner without an
// item on a day whose office item exists has no file that day.
import { PutCommand, TransactWriteCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import type { AgregatFigures, AgregatsDuJour } from '@umj/shared/agregats';
import type { Jour } from '@umj/shared/dates';
import { ddb, tableName } from './dynamodb-client.ts';
import { keys, prefixes } from './keys.ts';
import { queryParMois } from './mois.ts';
import { queryAll } from './query-all.ts';
import { CHAMPS_CHIFFRES, VIDE_CHIFFRES, type DossierChiffres } from './chiffres-dossiers.ts';

type Item = Record<string, NativeAttributeValue>;

/** A stored day aggregate. */
export interface AgregatStocke extends AgregatFigures {
  /** 1 for the first computation of the day, then + 1 at each recomputation (office items). */
  version: number;
  /** ISO instant of the computation. */
  calculeLe: string;
  /** Office items: the ids of the examiners having files that day (each has its G2 item). */
  examinateurs?: string[];
}

const TECHNIQUES = ['PK', 'SK', 'type'];

/** A stored aggregate's own fields (its keys and type left out). */
function champsStockes(item: Item): Item {
  const champs: Item = {};
  for (const [k, v] of Object.entries(item)) if (!TECHNIQUES.includes(k)) champs[k] = v;
  return champs;
}

/**
 * G1 (examinateurId null) or G2: the stored aggregates of the days [du, au] ('AAAA-MM-JJ'), in day order;
 * days never computed are absent.
 */
export async function lireAgregats(
  bureauId: string,
  examinateurId: string | null,
  du: string,
  au: string,
  options: { coherent?: boolean } = {},
): Promise<AgregatStocke[]> {
  const prefixe = examinateurId === null ? prefixes.agregatJour : prefixes.agregatExaminateur(examinateurId);
  return lireEntre<AgregatStocke>(bureauId, prefixe, du, au, options);
}

/** The office's aggregate items whose sort key is `prefixe` followed by a value in [du, au]. */
async function lireEntre<T extends AgregatFigures>(
  bureauId: string,
  prefixe: string,
  du: string,
  au: string,
  options: { coherent?: boolean },
): Promise<T[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :du AND :au',
    ExpressionAttributeValues: {
      ':pk': keys.agregats(bureauId),
      ':du': `${prefixe}${du}`,
      ':au': `${prefixe}${au}`,
    },
    ...(options.coherent ? { ConsistentRead: true } : {}),
  });
  return items.map((item) => champsStockes(item) as T);
}

/** A stored month roll-up of an office (G4). */
export interface AgregatMoisStocke extends AgregatFigures {
  /** The month, 'AAAA-MM'. */
  mois: string;
  /** 1 for the first roll-up of the month, then + 1 at each one. */
  version: number;
  /** ISO instant of the roll-up. */
  calculeLe: string;
}

/** G4: the stored month roll-ups of an office for the months [du, au] ('AAAA-MM'), in month order. */
export async function lireAgregatsMois(
  bureauId: string,
  du: string,
  au: string,
  options: { coherent?: boolean } = {},
): Promise<AgregatMoisStocke[]> {
  return lireEntre<AgregatMoisStocke>(bureauId, prefixes.agregatMois, du, au, options);
}

/**
 * G5: writes a month's roll-up over the version read (`precedente`, undefined when none): refused
 * (ConditionalCheckFailedException) when another roll-up wrote the month meanwhile; the caller reads
 * the days again.
 */
export async function ecrireAgregatMois(
  bureauId: string,
  mois: string,
  figures: AgregatFigures,
  precedente: number | undefined,
  calculeLe: string,
): Promise<void> {
  const stocke: AgregatMoisStocke = { ...figures, mois, version: (precedente ?? 0) + 1, calculeLe };
  await ddb.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.agregatMois(bureauId, mois), type: 'AgregatMois', ...stocke },
      ConditionExpression: precedente === undefined ? 'attribute_not_exists(PK)' : 'version = :version',
      ...(precedente === undefined ? {} : { ExpressionAttributeValues: { ':version': precedente } }),
    }),
  );
}

/** At most this many examiners in an office's day (one transaction of 100 items per day). */
export const EXAMINATEURS_PAR_JOUR_MAX = 98;

/**
 * Writes a day's aggregates over `precedent` (the office item read before the files, undefined when
 * none): refused (ConditionalCheckFailed in a TransactionCanceledException) when another computation
 * wrote the day meanwhile; the caller computes again.
 */
export async function ecrireAgregatsDuJour(
  bureauId: string,
  agregats: AgregatsDuJour,
  precedent: AgregatStocke | undefined,
  calculeLe: string,
): Promise<AgregatStocke> {
  const jour = agregats.bureau.jour;
  const examinateurs = [...agregats.examinateurs.keys()].sort();
  const partis = (precedent?.examinateurs ?? []).filter((id) => !agregats.examinateurs.has(id));
  if (examinateurs.length + partis.length > EXAMINATEURS_PAR_JOUR_MAX) {
    throw new Error(`Agrégats du ${jour} : plus de ${EXAMINATEURS_PAR_JOUR_MAX} examinateurs`);
  }
  const stocke: AgregatStocke = {
    ...agregats.bureau,
    version: (precedent?.version ?? 0) + 1,
    calculeLe,
    examinateurs,
  };
  const TableName = tableName();
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName,
            Item: { ...keys.agregatJour(bureauId, jour), type: 'AgregatJour', ...stocke },
            ConditionExpression: precedent === undefined ? 'attribute_not_exists(PK)' : 'version = :version',
            ...(precedent === undefined
              ? {}
              : { ExpressionAttributeValues: { ':version': precedent.version } }),
          },
        },
        ...examinateurs.map((id) => ({
          Put: {
            TableName,
            Item: {
              ...keys.agregatExaminateurJour(bureauId, id, jour),
              type: 'AgregatExaminateurJour',
              ...agregats.examinateurs.get(id),
              version: stocke.version,
              calculeLe,
            },
          },
        })),
        ...partis.map((id) => ({
          Delete: { TableName, Key: keys.agregatExaminateurJour(bureauId, id, jour) },
        })),
      ],
    }),
  );
  return stocke;
}

/** A file as the aggregates read it: the figures' fields, its version and the day it is listed under. */
export type DossierLuPourAgregat = DossierChiffres & { version: number; jourListe: Jour };

const CHAMPS = [...CHAMPS_CHIFFRES, 'version', 'GSI2SK'] as const;
const NOMS = Object.fromEntries(CHAMPS.map((champ, i) => [`#c${i}`, champ]));

/** D2: the files of an office listed on the days [du, au] (one Query per month), with their day. */
export async function lireDossiersPourAgregats(
  bureauId: string,
  du: Jour,
  au: Jour,
): Promise<DossierLuPourAgregat[]> {
  const items = await queryParMois(du, au, {
    index: 'GSI2',
    partition: (mois) => keys.dossiersMois(bureauId, mois),
    options: { ProjectionExpression: Object.keys(NOMS).join(', '), ExpressionAttributeNames: NOMS },
  });
  return items.map(({ GSI2SK, ...item }) => ({
    ...VIDE_CHIFFRES,
    version: 0,
    ...item,
    jourListe: Number(String(GSI2SK).slice(0, 6)),
  })) as DossierLuPourAgregat[];
}
