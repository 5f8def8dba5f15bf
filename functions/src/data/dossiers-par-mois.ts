// Patient files listed by appointment day (docs/data-model.md D2 and D3): one partition per office and
// month on GSI2 (`keys.dossiersMois`), per office, examiner and month on GSI1
// (`keys.dossiersExaminateurMois`), both sorted by `keys.triDossier`; a period is one Query per month,
// paginated by an opaque cursor that names the month and the last file read. The status and name
// lists (D13, D14: data/dossiers-filtres.ts) page through the same merge of a month's flows.
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
 * last file read (its id and sort key). The next page's key conditions start just after that sort key
 * in the path office's own partitions, so a cursor can never open another office's partition.
 */
export const curseurDossiersSchema = z
  .object({
    m: z.number().int().nonnegative().max(24),
    d: z.number().int().positive().optional(),
    // The list's sort key; the name search's (GSI5SK) has the normalised name before it.
    s: z
      .string()
      .max(300)
      .regex(/^([\p{L}\p{N} ]+#)?\d{6}#(\d{4}|----)#\d+$/u)
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

/**
 * The files of one month partition in list order (`keys.triDossier`, every file item's GSI2SK), read
 * by pieces: `lire(n)` gives the next ones (at most n; n infinite: one Query page), `fini` once none is left.
 */
export interface FluxDossiers {
  lire(n: number): Promise<Item[]>;
  readonly fini: boolean;
}

/** The month's flows of a list (one partition; the pseudo-status: three, merged), after `apres`. */
export type FluxDuMois = (mois: string, apres: string | null) => FluxDossiers[];

/** The list-order key of a file item. */
export const triDeItem = (item: Item): string => item.GSI2SK as string;

/** Lower end of the sort-key range: the period's first day, or just after `apres` (keys hold `#` nowhere after the id). */
export function debutTri(duJour: Jour, apres: string | null): string {
  const du = jourCle(duJour);
  return apres !== null && `${apres}#` > du ? `${apres}#` : du;
}

/** One month partition of an index whose sort key is `keys.triDossier`, from `debut` to the last day `auJour`. */
export function fluxPartition(indexName: string, pk: string, debut: string, auJour: Jour): FluxDossiers {
  return fluxIndex(indexName, pk, debut, `${jourCle(auJour)}~`);
}

/** One partition of an index, its sort keys from `debut` to `fin` (both included), read by pieces. */
export function fluxIndex(indexName: string, pk: string, debut: string, fin: string): FluxDossiers {
  const n = indexName.replace('GSI', '');
  let depart: Item | undefined;
  let fini = false;
  return {
    get fini() {
      return fini;
    },
    async lire(limite) {
      const out = await ddb.send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: indexName,
          KeyConditionExpression: `GSI${n}PK = :pk AND GSI${n}SK BETWEEN :du AND :au`,
          ExpressionAttributeValues: { ':pk': pk, ':du': debut, ':au': fin },
          ...(Number.isFinite(limite) ? { Limit: limite } : {}),
          ExclusiveStartKey: depart,
        }),
      );
      depart = out.LastEvaluatedKey;
      fini = depart === undefined;
      return out.Items ?? [];
    },
  };
}

/**
 * How many files to ask one of `k` flows for when `reste` are still wanted: all of them with one flow;
 * with several, a k-th (at least one), so that the files read and not returned at the end of a page (at
 * most one piece per flow) stay below a page: items read ≤ 2 × files returned.
 */
const taillePiece = (reste: number, k: number) => (k === 1 ? reste : Math.max(1, Math.floor(reste / k)));

/**
 * One page of a list over the months of [duJour, auJour]: each month's flows merged in the order of
 * `ordre` (k-way merge; list order by default: the flows' sort key), `garder` applied, at most `limite`
 * files. The cursor names the month and the `ordre` key of the last file taken; the next page starts
 * each flow just after it.
 */
export async function pageParMois(
  fluxDuMois: FluxDuMois,
  duJour: Jour,
  auJour: Jour,
  options: OptionsPageDossiers,
  ordre: (item: Item) => string = triDeItem,
): Promise<PageDossiersStockes> {
  const mois = moisEntre(duJour, auJour);
  const limite = options.limite ?? Number.POSITIVE_INFINITY;
  const dossiers: DossierPatientStocke[] = [];
  let m = options.curseur?.m ?? 0;
  let apres = options.curseur?.s ?? null;
  for (; m < mois.length; m += 1, apres = null) {
    const flux = fluxDuMois(mois[m]!, apres);
    const pieces: Item[][] = flux.map(() => []);
    for (;;) {
      const reste = limite - dossiers.length;
      await Promise.all(
        flux.map(async (f, i) => {
          while (pieces[i]!.length === 0 && !f.fini)
            pieces[i] = await f.lire(taillePiece(reste, flux.length));
        }),
      );
      let plusPetit = -1;
      for (let i = 0; i < pieces.length; i += 1) {
        const tete = pieces[i]![0];
        if (tete && (plusPetit < 0 || ordre(tete) < ordre(pieces[plusPetit]![0]!))) plusPetit = i;
      }
      if (plusPetit < 0) break;
      const item = pieces[plusPetit]!.shift()!;
      const dossier = dossierDepuisItem(item);
      if (!options.garder || options.garder(dossier)) dossiers.push(dossier);
      if (dossiers.length >= limite) {
        const encore = pieces.some((p) => p.length > 0) || flux.some((f) => !f.fini);
        if (encore) return { dossiers, suivant: { m, d: dossier.id, s: ordre(item) } };
        return { dossiers, suivant: m + 1 < mois.length ? { m: m + 1 } : null };
      }
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
  const flux: FluxDuMois = (mois, apres) => [
    fluxPartition('GSI2', keys.dossiersMois(bureauId, mois), debutTri(duJour, apres), auJour),
  ];
  return pageParMois(flux, duJour, auJour, page);
}

/** D3, paginated: one examiner's files of an office in [duJour, auJour]. */
export function pageDossiersExaminateur(
  bureauId: string,
  examinateurId: string,
  duJour: Jour,
  auJour: Jour,
  page: OptionsPageDossiers = {},
): Promise<PageDossiersStockes> {
  const flux: FluxDuMois = (mois, apres) => [
    fluxPartition(
      'GSI1',
      keys.dossiersExaminateurMois(bureauId, examinateurId, mois),
      debutTri(duJour, apres),
      auJour,
    ),
  ];
  return pageParMois(flux, duJour, auJour, page);
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
