// Bordereaux (invoice slips, issue 11). Access patterns O1–O3 of docs/data-model.md, all in one
// partition per office, `BUREAU#<b>#BORDEREAUX`:
//   - `BORDEREAU#<AAAA>-<rang 6 digits>`: one bordereau, its lines frozen in the item (an invoice does
//     not change when a file is edited later);
//   - `COMPTEUR#<AAAA>`: the office's number counter of that year (`valeur` = last rank given, `version`).
// O1 lists a year (Query begins_with, newest first, lines left out), O2 creates a bordereau in ONE
// transaction (counter on its version + bordereau if new + each file on its version), O3 reads one
// (GetItem). The key builders stay here (the feature's own keys; keys.ts is shared by every feature).
import {
  BatchGetCommand,
  GetCommand,
  TransactWriteCommand,
  type NativeAttributeValue,
} from '@aws-sdk/lib-dynamodb';
import {
  formatNumeroBordereau,
  lireNumeroBordereau,
  ligneDuDossier,
  totauxBordereau,
  MAX_DOSSIERS_PAR_BORDEREAU,
  type Bordereau,
  type EvenementBordereau,
  type PersonneBordereau,
  type RequerantBordereau,
  type ResumeBordereau,
} from '@umj/shared/bordereaux';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { STATUT } from '@umj/shared/statuts-dossier';
import { VERSION_INITIALE } from '@umj/shared/version';
import { NotFoundError, VersionConflictError } from '../errors.ts';
import { failedTransactionItems } from './conditional-errors.ts';
import { dossierDepuisItem } from './dossiers.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { keys } from './keys.ts';
import { queryAll } from './query-all.ts';

type Item = Record<string, NativeAttributeValue>;

export const BORDEREAU_INTROUVABLE = 'Bordereau introuvable';

/** Keys of the feature (docs/data-model.md, Items). */
export const clesBordereaux = {
  partition: (bureauId: string) => `BUREAU#${bureauId}#BORDEREAUX`,
  /** Sort key of a bordereau: the number with its rank on 6 digits (text order = number order). */
  triBordereau: (annee: number, rang: number) => `BORDEREAU#${annee}-${String(rang).padStart(6, '0')}`,
  bordereau: (bureauId: string, numero: string) => {
    const n = lireNumeroBordereau(numero);
    if (n === null) throw new NotFoundError(BORDEREAU_INTROUVABLE);
    return { PK: `BUREAU#${bureauId}#BORDEREAUX`, SK: clesBordereaux.triBordereau(n.annee, n.rang) };
  },
  compteur: (bureauId: string, annee: number) => ({
    PK: `BUREAU#${bureauId}#BORDEREAUX`,
    SK: `COMPTEUR#${annee}`,
  }),
};

const CHAMPS_BORDEREAU = [
  'bureauId',
  'numero',
  'annee',
  'date',
  'requerant',
  'totalHT',
  'totalTVA',
  'totalTTC',
  'statut',
  'creeLe',
  'creePar',
  'annuleLe',
  'annulePar',
  'version',
] as const;

/** The stored item of a bordereau (the seed writes these too). */
export function itemBordereau(b: Bordereau): Item {
  const n = lireNumeroBordereau(b.numero) as { annee: number; rang: number };
  return {
    PK: clesBordereaux.partition(b.bureauId),
    SK: clesBordereaux.triBordereau(n.annee, n.rang),
    type: 'Bordereau',
    ...b,
    nombreDossiers: b.lignes.length,
  };
}

function bordereauDepuisItem(item: Item): Bordereau {
  const b = {} as Record<string, unknown>;
  for (const champ of CHAMPS_BORDEREAU) b[champ] = item[champ] ?? null;
  const historique = item.historique as Bordereau['historique'];
  return {
    ...(b as unknown as Bordereau),
    lignes: (item.lignes as Bordereau['lignes'] | undefined) ?? [],
    ...(historique ? { historique } : {}),
  };
}

function resumeDepuisItem(item: Item): ResumeBordereau {
  const { lignes: _lignes, ...resume } = bordereauDepuisItem(item);
  return { ...resume, nombreDossiers: Number(item.nombreDossiers ?? 0) };
}

/** O3: one bordereau of an office (undefined when absent). */
export async function lireBordereau(bureauId: string, numero: string): Promise<Bordereau | undefined> {
  const out = await ddb.send(
    new GetCommand({
      TableName: tableName(),
      Key: clesBordereaux.bordereau(bureauId, numero),
      ConsistentRead: true,
    }),
  );
  return out.Item ? bordereauDepuisItem(out.Item) : undefined;
}

/**
 * Consistent BatchGetItem of `cles` by 100 keys (UnprocessedKeys retried with a growing pause), only
 * the `champs` when given; the items found, in no particular order.
 */
async function lireParLots(cles: readonly Item[], champs?: readonly string[]): Promise<Item[]> {
  const projection = champs && {
    ProjectionExpression: champs.map((c) => `#${c}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(champs.map((c) => [`#${c}`, c])),
  };
  const lus: Item[] = [];
  for (let i = 0; i < cles.length; i += 100) {
    let lot: Item[] | undefined = cles.slice(i, i + 100);
    for (let essai = 0; lot && lot.length > 0; essai += 1) {
      if (essai > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** essai)));
      const out = await ddb.send(
        new BatchGetCommand({
          RequestItems: { [tableName()]: { Keys: lot, ConsistentRead: true, ...projection } },
        }),
      );
      lus.push(...(out.Responses?.[tableName()] ?? []));
      lot = out.UnprocessedKeys?.[tableName()]?.Keys as Item[] | undefined;
    }
  }
  return lus;
}

/**
 * O5: the lines of the office's bordereaux named by `numeros` (accounting's billed amounts,
 * docs/api.md#comptabilite): BatchGetItem by 100 keys, consistent, only `numero` and `lignes`;
 * numbers not found (or not a bordereau number) are left out.
 */
export async function lireLignesDesBordereaux(
  bureauId: string,
  numeros: readonly string[],
): Promise<Pick<Bordereau, 'numero' | 'lignes'>[]> {
  const valides = numeros.filter((n) => lireNumeroBordereau(n) !== null);
  const items = await lireParLots(
    valides.map((n) => clesBordereaux.bordereau(bureauId, n)),
    ['numero', 'lignes'],
  );
  return items.map((item) => ({
    numero: item.numero as string,
    lignes: (item.lignes as Bordereau['lignes'] | undefined) ?? [],
  }));
}

/** O1: the bordereaux of an office and year, newest first, without their lines. */
export async function listerBordereaux(bureauId: string, annee: number): Promise<ResumeBordereau[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': clesBordereaux.partition(bureauId), ':sk': `BORDEREAU#${annee}-` },
    ExpressionAttributeNames: Object.fromEntries(
      [...CHAMPS_BORDEREAU, 'nombreDossiers'].map((c) => [`#${c}`, c]),
    ),
    ProjectionExpression: [...CHAMPS_BORDEREAU, 'nombreDossiers'].map((c) => `#${c}`).join(', '),
    ScanIndexForward: false,
    ConsistentRead: true,
  });
  return items.map(resumeDepuisItem);
}

/**
 * The files of an office named by `ids` (one BatchGetItem, consistent; at most
 * MAX_DOSSIERS_PAR_BORDEREAU ids, under the 100 keys of one call), in the order of `ids`; absent
 * files are left out.
 */
export async function lireDossiersDuBureau(
  bureauId: string,
  ids: readonly number[],
): Promise<DossierPatientStocke[]> {
  if (ids.length > MAX_DOSSIERS_PAR_BORDEREAU) throw new Error('Trop de dossiers pour un BatchGetItem');
  const trouves = new Map<number, DossierPatientStocke>();
  for (const item of await lireParLots(ids.map((id) => keys.dossier(bureauId, id)))) {
    const dossier = dossierDepuisItem(item);
    trouves.set(dossier.id, dossier);
  }
  return ids.flatMap((id) => {
    const d = trouves.get(id);
    return d ? [d] : [];
  });
}

function estConflitDeTransaction(error: unknown): boolean {
  const raisons = (error as { CancellationReasons?: { Code?: string }[] } | undefined)?.CancellationReasons;
  return (
    (error as Error | undefined)?.name === 'TransactionConflictException' ||
    (raisons ?? []).some((r) => r.Code === 'TransactionConflict')
  );
}

/** Attempts of O2 when the counter moved (another bordereau of the office got the number meanwhile). */
const ESSAIS_CREATION = 40;

const pause = (essai: number) =>
  new Promise((r) => setTimeout(r, Math.min(200, 5 * essai) + Math.random() * 25));

export interface NouveauBordereau {
  bureauId: string;
  annee: number;
  /** Day of issue 'AAAA-MM-JJ'. */
  date: string;
  requerant: RequerantBordereau;
  /** The files as read and checked by the handler (billable, at the version the caller read). */
  dossiers: readonly DossierPatientStocke[];
  creePar: PersonneBordereau;
  /** ISO instant. */
  creeLe: string;
  /** Events recorded with the creation (the confirmation of duplicate requisitions); none: absent. */
  historique?: EvenementBordereau[];
}

/**
 * O2: gives the office's next number of the year and bills the files, in ONE transaction of
 * 2 + files items (≤ 100): the counter (Put if absent / Update on its version), the bordereau (Put if
 * its key is new), each file (Update on the version read, still unbilled, still Rapport validé:
 * `bordereauNumero`, version + 1, dateModification). When the counter moved (a concurrent bordereau of
 * the same office), the number is read again and the transaction retried: numbers are consecutive with
 * no gap nor duplicate. When a file changed or was billed meanwhile: VersionConflictError, nothing
 * written.
 */
export async function creerBordereau(n: NouveauBordereau): Promise<Bordereau> {
  if (n.dossiers.length === 0 || n.dossiers.length > MAX_DOSSIERS_PAR_BORDEREAU) {
    throw new Error(`Un bordereau facture de 1 à ${MAX_DOSSIERS_PAR_BORDEREAU} dossiers`);
  }
  const cleCompteur = clesBordereaux.compteur(n.bureauId, n.annee);
  for (let essai = 1; ; essai += 1) {
    const lu = await ddb.send(
      new GetCommand({ TableName: tableName(), Key: cleCompteur, ConsistentRead: true }),
    );
    const valeur = Number(lu.Item?.valeur ?? 0);
    const versionCompteur = lu.Item ? Number(lu.Item.version) : 0;
    const numero = formatNumeroBordereau(n.annee, valeur + 1);
    const lignes = n.dossiers.map((d) => ligneDuDossier({ ...d, version: d.version + 1 }));
    const bordereau: Bordereau = {
      bureauId: n.bureauId,
      numero,
      annee: n.annee,
      date: n.date,
      requerant: n.requerant,
      lignes,
      ...totauxBordereau(lignes),
      statut: 'emis',
      creeLe: n.creeLe,
      creePar: n.creePar,
      annuleLe: null,
      annulePar: null,
      version: VERSION_INITIALE,
      ...(n.historique?.length ? { historique: n.historique } : {}),
    };
    const compteur = lu.Item
      ? {
          Update: {
            TableName: tableName(),
            Key: cleCompteur,
            UpdateExpression: 'SET valeur = :valeur, version = :nouvelle',
            ConditionExpression: 'version = :lue',
            ExpressionAttributeValues: {
              ':valeur': valeur + 1,
              ':nouvelle': versionCompteur + 1,
              ':lue': versionCompteur,
            },
          },
        }
      : {
          Put: {
            TableName: tableName(),
            Item: {
              ...cleCompteur,
              type: 'CompteurBordereaux',
              bureauId: n.bureauId,
              annee: n.annee,
              valeur: 1,
              version: VERSION_INITIALE,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        };
    try {
      await ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            compteur,
            {
              Put: {
                TableName: tableName(),
                Item: itemBordereau(bordereau),
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            ...n.dossiers.map((d) => ({
              Update: {
                TableName: tableName(),
                Key: keys.dossier(n.bureauId, d.id),
                UpdateExpression:
                  'SET bordereauNumero = :numero, version = :nouvelle, dateModification = :quand',
                ConditionExpression:
                  'attribute_exists(PK) AND version = :lue AND #statut.#id = :valide AND ' +
                  '(attribute_not_exists(bordereauNumero) OR attribute_type(bordereauNumero, :typeNull))',
                ExpressionAttributeNames: { '#statut': 'statut', '#id': 'id' },
                ExpressionAttributeValues: {
                  ':numero': numero,
                  ':nouvelle': d.version + 1,
                  ':lue': d.version,
                  ':quand': n.creeLe,
                  ':valide': STATUT.rapportValide,
                  ':typeNull': 'NULL',
                },
              },
            })),
          ],
        }),
      );
      return bordereau;
    } catch (error) {
      const echecs = failedTransactionItems(error);
      if (echecs.some((i) => i >= 2)) throw new VersionConflictError();
      const compteurBouge = echecs.length > 0;
      if ((!compteurBouge && !estConflitDeTransaction(error)) || essai >= ESSAIS_CREATION) throw error;
      await pause(essai);
    }
  }
}

/**
 * Cancellation of a bordereau read at `versionLue`, in ONE transaction: the bordereau (still issued, at
 * that version) becomes 'annule' with who and when; each file it billed (still carrying its number) is
 * released (`bordereauNumero` null, version + 1). The number stays taken: the counter never goes back.
 */
export async function annulerBordereau(
  bordereau: Bordereau,
  versionLue: number,
  par: PersonneBordereau,
  quand: string,
): Promise<Bordereau> {
  const annule: Bordereau = {
    ...bordereau,
    statut: 'annule',
    annuleLe: quand,
    annulePar: par,
    version: versionLue + 1,
  };
  const ecriture = new TransactWriteCommand({
    TransactItems: [
      {
        Update: {
          TableName: tableName(),
          Key: clesBordereaux.bordereau(bordereau.bureauId, bordereau.numero),
          UpdateExpression: 'SET statut = :annule, annuleLe = :quand, annulePar = :par, version = :nouvelle',
          ConditionExpression: 'attribute_exists(PK) AND version = :lue AND statut = :emis',
          ExpressionAttributeValues: {
            ':annule': 'annule',
            ':emis': 'emis',
            ':quand': quand,
            ':par': par,
            ':nouvelle': versionLue + 1,
            ':lue': versionLue,
          },
        },
      },
      ...bordereau.lignes.map((l) => ({
        Update: {
          TableName: tableName(),
          Key: keys.dossier(bordereau.bureauId, l.dossierId),
          UpdateExpression: 'SET bordereauNumero = :null, version = version + :un, dateModification = :quand',
          ConditionExpression: 'attribute_exists(PK) AND bordereauNumero = :numero',
          ExpressionAttributeValues: {
            ':null': null,
            ':un': 1,
            ':quand': quand,
            ':numero': bordereau.numero,
          },
        },
      })),
    ],
  });
  for (let essai = 1; ; essai += 1) {
    try {
      await ddb.send(ecriture);
      return annule;
    } catch (error) {
      if (failedTransactionItems(error).length > 0) throw new VersionConflictError();
      if (!estConflitDeTransaction(error) || essai >= ESSAIS_CREATION) throw error;
      await pause(essai);
    }
  }
}
