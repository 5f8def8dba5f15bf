// Bordereaux (invoice slips). Access patterns O1–O3 of docs/data-model.md, all in one
// partition per office, `BUREAU#<b>#BORDEREAUX`:
//   - `BORDEREAU#<AAAA>-<rang 6 digits>`: one bordereau, its lines frozen in the item (an invoice does
//     not change when a file is edited later);
//   - `COMPTEUR#<AAAA>`: the office's number counter of that year (`valeur` = last rank given, `version`).
// O1 lists a year (Query begins_with, newest first, lines left out), O2 creates a bordereau in ONE
// transaction (counter on its version + bordereau if new + each file on its version), O3 reads one
// (GetItem). Keys: data/keys.ts (`bordereaux`, `bordereau`, `compteurBordereaux`).
import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
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
import { batchGetAll } from './batch-get.ts';
import { failedTransactionItems } from './conditional-errors.ts';
import { dossierDepuisItem } from './dossiers.ts';
import { miseAJourVersionnee, transact, transactVersioned } from './ecriture-versionnee.ts';
import { getItem } from './get-item.ts';
import { keys, prefixes } from './keys.ts';
import { putNew } from './put-new.ts';
import { queryAll } from './query-all.ts';
import { LostRace, RETRY_LOST_RACE, withRetry } from './retry.ts';

type Item = Record<string, NativeAttributeValue>;

export const BORDEREAU_INTROUVABLE = 'Bordereau introuvable';

/** The key of the bordereau numbered `numero` (NotFoundError for a text that is no bordereau number). */
export function cleBordereau(bureauId: string, numero: string): { PK: string; SK: string } {
  const n = lireNumeroBordereau(numero);
  if (n === null) throw new NotFoundError(BORDEREAU_INTROUVABLE);
  return keys.bordereau(bureauId, n.annee, n.rang);
}

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
  return {
    ...cleBordereau(b.bureauId, b.numero),
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
  return getItem(cleBordereau(bureauId, numero), bordereauDepuisItem);
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
  const items = await batchGetAll(
    valides.map((n) => cleBordereau(bureauId, n)),
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
    ExpressionAttributeValues: { ':pk': keys.bordereaux(bureauId), ':sk': prefixes.bordereauxAnnee(annee) },
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
  for (const item of await batchGetAll(ids.map((id) => keys.dossier(bureauId, id)))) {
    const dossier = dossierDepuisItem(item);
    trouves.set(dossier.id, dossier);
  }
  return ids.flatMap((id) => {
    const d = trouves.get(id);
    return d ? [d] : [];
  });
}

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
  /**
   * Told the number before each try of the transaction: the request's audit entry, written in it,
   * names the new bordereau (data/audit-requete.ts builds the entry when the transaction is sent).
   */
  avantEcriture?: (numero: string) => void;
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
  const cleCompteur = keys.compteurBordereaux(n.bureauId, n.annee);
  // When the counter moved (another bordereau of the office took the number), read it again.
  return withRetry(RETRY_LOST_RACE, async () => {
    const lu = await getItem(cleCompteur);
    const valeur = Number(lu?.valeur ?? 0);
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
    const compteur = lu
      ? {
          Update: miseAJourVersionnee({
            key: cleCompteur,
            versionLue: Number(lu.version),
            changes: { valeur: valeur + 1 },
          }),
        }
      : {
          Put: putNew({
            ...cleCompteur,
            type: 'CompteurBordereaux',
            bureauId: n.bureauId,
            annee: n.annee,
            valeur: 1,
            version: VERSION_INITIALE,
          }),
        };
    n.avantEcriture?.(numero);
    try {
      await transact(
        [
          compteur,
          { Put: putNew(itemBordereau(bordereau)) },
          ...n.dossiers.map((d) => ({
            Update: miseAJourVersionnee({
              key: keys.dossier(n.bureauId, d.id),
              versionLue: d.version,
              changes: { bordereauNumero: numero, dateModification: n.creeLe },
              condition: {
                expression:
                  '#statut.#id = :valide AND ' +
                  '(attribute_not_exists(bordereauNumero) OR attribute_type(bordereauNumero, :typeNull))',
                noms: { '#statut': 'statut', '#id': 'id' },
                valeurs: { ':valide': STATUT.rapportValide, ':typeNull': 'NULL' },
              },
            }),
          })),
        ],
        ({ index }) => (index >= 2 ? new VersionConflictError() : undefined),
      );
    } catch (error) {
      // Only the counter or the number refused: another bordereau took the number.
      throw failedTransactionItems(error).length > 0 ? new LostRace() : error;
    }
    return bordereau;
  });
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
  await transactVersioned(
    [
      {
        Update: miseAJourVersionnee({
          key: cleBordereau(bordereau.bureauId, bordereau.numero),
          versionLue,
          changes: { statut: 'annule', annuleLe: quand, annulePar: par },
          condition: { expression: 'statut = :emis', valeurs: { ':emis': 'emis' } },
        }),
      },
      ...bordereau.lignes.map((l) => ({
        Update: miseAJourVersionnee({
          key: keys.dossier(bordereau.bureauId, l.dossierId),
          versionLue: undefined,
          changes: { bordereauNumero: null, dateModification: quand },
          condition: { expression: 'bordereauNumero = :numero', valeurs: { ':numero': bordereau.numero } },
        }),
      })),
    ],
    () => new VersionConflictError(),
  );
  return annule;
}
