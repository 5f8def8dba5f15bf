// Report types: global list; the stored entry is the API item of shared's `dpRapportSchema`
// (plus creeLe/modifieLe). Its exam types must be exam types of the configuration (docs/product-rules.md#money ids), its
// model a file uploaded under `dprapports/modeles/` through the presigned POST of this resource.
import type { DpRapport, Fichier } from '@umj/shared/listes';
import { TYPES_EXAMEN_DEFAUT } from '@umj/shared/types-examen';
import { listerConfiguration } from '../data/configuration.ts';
import { listerEntrees, LISTES, type Entree } from '../data/listes.ts';
import { ValidationError } from '../errors.ts';
import { uuidDeLaCle, verifierFichierDepose } from './fichiers-deposes.ts';
import { PREFIXES_FICHIERS } from '../api/files-prefixes.ts';

export const DPRAPPORTS = LISTES.dprapports;
export type DpRapportEntree = DpRapport & Entree;
export const PREFIXE_MODELES = PREFIXES_FICHIERS.modelesDprapports;

/** 400 'Type d'examen inconnu' for an id that is not an exam type of the configuration (or of docs/product-rules.md#money). */
export async function verifierTypesExamen(ids: readonly number[] | undefined): Promise<void> {
  if (!ids || ids.length === 0) return;
  const configures = (await listerConfiguration()).find((e) => e.cle === 'typesDExamen')?.valeur;
  const connus = new Set(
    (Array.isArray(configures) ? (configures as { id: number }[]) : TYPES_EXAMEN_DEFAUT).map((t) => t.id),
  );
  const inconnu = ids.find((id) => !connus.has(id));
  if (inconnu !== undefined) throw new ValidationError(`Type d'examen inconnu : ${inconnu}`, 'typesExamen');
}

/**
 * A new model must have been uploaded for a report type, be the file it claims to be, and be the model
 * of no other report type (its file is deleted with its report type). The list is one small partition.
 * Answers the model as it is registered (its file name made safe: `verifierFichierDepose`).
 */
export async function verifierModele(
  modele: Fichier | null | undefined,
  dpRapportId?: string,
): Promise<Fichier | null | undefined> {
  if (!modele) return modele;
  if (!uuidDeLaCle(PREFIXE_MODELES, modele.cle)) {
    throw new ValidationError("Ce fichier n'a pas été déposé pour un type de rapport", 'modele.cle');
  }
  const autres = await listerEntrees<DpRapportEntree>(DPRAPPORTS);
  if (autres.some((d) => d.id !== dpRapportId && d.modele?.cle === modele.cle)) {
    throw new ValidationError("Ce fichier est déjà le modèle d'un autre type de rapport", 'modele.cle');
  }
  return verifierFichierDepose(modele, 'modele.');
}

/**
 * The checks of a report type's exam types, then of its new model (absent: not checked); answers that
 * model as it is registered.
 */
export async function verifierDpRapport(
  champs: { typesExamen?: readonly number[]; modele?: Fichier | null },
  dpRapportId?: string,
): Promise<Fichier | null | undefined> {
  await verifierTypesExamen(champs.typesExamen);
  return verifierModele(champs.modele, dpRapportId);
}
