// The amounts of a patient file at save (docs/api.md#montants-dun-dossier): the exam type, its tariff
// and VAT flag come from the configuration (never from the body); montantHT is bounded (argent.ts);
// only the secretariat sets an amount other than the type's tariff; montantTVA is always computed.
import { calculerMontants, montantLu, type Centimes } from './argent.ts';
import type { DossierPatient } from './dossier-patient.ts';
import { inGroup, type Role } from './roles.ts';
import type { TypeExamen } from './types-examen.ts';

export const MESSAGE_TYPE_EXAMEN_INCONNU = "Ce type d'examen n'existe pas dans la configuration";

/** May this role set an amount other than the exam type's tariff (administrator, any secretariat)? */
export function peutFixerMontant(role: Role): boolean {
  return inGroup(role, 'anySecretariat');
}

type TypeDossier = NonNullable<DossierPatient['examenType']>;

/**
 * The exam type a file is saved with: the configuration's (name, tariff, VAT flag) for the id asked;
 * a type no longer in the configuration is kept as stored when the file already had it; null when
 * none is asked; 'inconnu' for an id the configuration does not know.
 */
export function typeExamenEnregistre(
  demande: { id: number } | null,
  types: readonly (Pick<TypeExamen, 'id' | 'nom' | 'tva'> & { tarif: number })[],
  stocke: TypeDossier | null,
): TypeDossier | null | 'inconnu' {
  if (demande === null) return null;
  const type = types.find((t) => t.id === demande.id);
  if (type) return { id: type.id, nom: type.nom, tarif: type.tarif, tva: type.tva };
  return stocke?.id === demande.id ? stocke : 'inconnu';
}

export interface ContexteMontants {
  /** The file's exam type as typeExamenEnregistre gives it. */
  type: Pick<TypeDossier, 'id' | 'tarif' | 'tva'> | null;
  /** The settings' VAT rate (percent). */
  tauxTva: number;
  /** peutFixerMontant of the caller. */
  peutFixerMontant: boolean;
  /** The file as stored (null for a new file). */
  stocke: (Pick<DossierPatient, 'id' | 'montantHT'> & { examenType: { id: number } | null }) | null;
}

export interface MontantsDossier {
  montantHT: Centimes | null;
  montantTVA: Centimes | null;
}

/**
 * The amounts a file is saved with. HT: the secretariat's typed amount (bounded at input), or the
 * type's tariff when it leaves it empty; an examiner's save never changes it: the stored amount while
 * the exam type stays the same, else the new type's tariff (0 while the file has no type and no
 * amount). TVA: HT x the settings' rate rounded half-up when the type carries VAT, else 0 (null
 * without HT); a typed TVA is never read.
 */
export function montantsALEnregistrement(saisieHT: number | null, ctx: ContexteMontants): MontantsDossier {
  const { type, stocke } = ctx;
  const htStocke = stocke?.montantHT == null ? null : montantLu(stocke.montantHT, 'montantHT', stocke.id);
  let ht: Centimes | null;
  if (ctx.peutFixerMontant) {
    ht = (saisieHT ?? type?.tarif ?? null) as Centimes | null;
  } else if (type !== null) {
    ht = stocke?.examenType?.id === type.id && htStocke !== null ? htStocke : (type.tarif as Centimes);
  } else {
    ht = htStocke ?? (0 as Centimes);
  }
  if (ht === null) return { montantHT: null, montantTVA: null };
  return { montantHT: ht, montantTVA: calculerMontants(ht, type?.tva ?? false, ctx.tauxTva).tva };
}
