// A billed patient file is frozen while its bordereau stands (docs/api.md#calls, bordereaux): the fields the
// bordereau billed cannot change, nor the status; notes, the examiner's feedback and the attachments
// (their own calls) stay editable. The bordereau stands exactly while the file carries its number: the
// cancellation clears `bordereauNumero` on every file it billed, in the same transaction.
import type { DossierPatient } from './dossier-patient.ts';

/**
 * Every field of a file that a standing bordereau freezes: what it billed (identity, requisition,
 * requester, exam type and date, amounts, office, examiner), the status with the dates the status
 * rules set, and the rest of the form (the screen shows a billed file read-only but for
 * CHAMPS_MODIFIABLES_SI_FACTURE).
 */
export const CHAMPS_GELES_SI_FACTURE = [
  'lieu',
  'statut',
  'dateRdvPris',
  'dateArrivé',
  'dateAnnulé',
  'dateMail',
  'dateRemis',
  'nom',
  'profession',
  'dateDeNaissance',
  'sexe',
  'commissariat',
  'regie',
  'rendezVousDate',
  'rendezVousHeure',
  'examinateur',
  'examenType',
  'examenConclusion',
  'examenDate',
  'examenHeure',
  'gavHeureProlongation',
  'gavVisiteEffectuée',
  'gavMotifNonVisite',
  'requerant',
  'requisitionFournie',
  'requisitionDate',
  'requisitionNumero',
  'attestationFournie',
  'montantHT',
  'montantTVA',
  'affaireDate',
  'affaireNature',
  'affaireNom',
  'bureau',
] as const satisfies readonly (keyof DossierPatient)[];
export type ChampGele = (typeof CHAMPS_GELES_SI_FACTURE)[number];

/** The typed fields a billed file keeps editable (attachments have their own calls). */
export const CHAMPS_MODIFIABLES_SI_FACTURE = [
  'notes',
  'retourExaminateur',
] as const satisfies readonly (keyof DossierPatient)[];

/** Is a field of the form frozen while the file is billed? */
export function estChampGele(champ: string): boolean {
  return (CHAMPS_GELES_SI_FACTURE as readonly string[]).includes(champ);
}

/** The `code` of the 409 answered for a change of a billed file. */
export const CODE_DOSSIER_FACTURE = 'DOSSIER_FACTURE';

/** The message of the 409 `DOSSIER_FACTURE`, naming the bordereau (AAAA-NNNN). */
export function messageDossierFacture(numero: string): string {
  return `Ce dossier figure sur le bordereau n° ${numero}. Annulez ce bordereau pour le modifier.`;
}

/** The number of the standing bordereau a file is on, or null (see the file's header). */
export function bordereauEnVigueur(dossier: Pick<DossierPatient, 'bordereauNumero'>): string | null {
  const numero = dossier.bordereauNumero?.trim() ?? '';
  return numero === '' ? null : numero;
}

/**
 * A value as JSON with its object keys sorted (a stored map comes back in any key order). The frozen
 * fields are scalars or flat references ({ id, nom, … }): no list to walk.
 */
function canonique(v: unknown): string {
  if (v !== null && typeof v === 'object') {
    const entrees = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    entrees.sort(([a], [b]) => (a < b ? -1 : 1)); // an object's keys are distinct
    return `{${entrees.map(([k, x]) => `${JSON.stringify(k)}:${canonique(x)}`).join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

/** Same value for the freeze (the examiner's name is the server's, its id says who examines). */
function memeValeur(champ: ChampGele, a: unknown, b: unknown): boolean {
  if (champ === 'examinateur') {
    return ((a as { id?: string } | null)?.id ?? null) === ((b as { id?: string } | null)?.id ?? null);
  }
  return canonique(a) === canonique(b);
}

export type DecisionGel = { autorise: true } | { autorise: false; champs: ChampGele[]; message: string };

/**
 * May the stored file become `suivant`? Always when no bordereau stands (`numeroBordereau` null);
 * otherwise only when no frozen field changes. Refused: the frozen fields that changed and the message.
 */
export function decisionModificationFacturee(
  stocke: Partial<DossierPatient>,
  suivant: Partial<DossierPatient>,
  numeroBordereau: string | null,
): DecisionGel {
  if (numeroBordereau === null) return { autorise: true };
  const champs = CHAMPS_GELES_SI_FACTURE.filter((c) => !memeValeur(c, stocke[c], suivant[c]));
  return champs.length === 0
    ? { autorise: true }
    : { autorise: false, champs, message: messageDossierFacture(numeroBordereau) };
}
