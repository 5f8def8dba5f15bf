// One requisition, one bill (docs/api.md#requisitions-en-double): a requisition number already used by
// another file of the same requester is flagged when a file is saved (a warning, the save is done: one
// requisition may cover several people), and a bordereau billing two files with the same requester and
// number needs an explicit confirmation. The rules here are pure; the server looks the other files up
// with one indexed read (docs/data-model.md, index items REQUISITION#).
import type { DossierPatient } from './dossier-patient.ts';

/** A requisition number as compared: trimmed, upper-case, with no space inside ('pv 2026 / 12' -> 'PV2026/12'). */
export function normaliserNumeroRequisition(numero: string): string {
  return numero.trim().toLocaleUpperCase('fr-FR').replace(/\s+/g, '');
}

/** The requester and normalised number a file is indexed under. */
export interface CleRequisition {
  requerantId: string;
  numero: string;
}

/** A file's requisition key, or null when it has no requester or no number (nothing to compare). */
export function cleRequisition(
  dossier: Pick<DossierPatient, 'requerant' | 'requisitionNumero'>,
): CleRequisition | null {
  const numero = normaliserNumeroRequisition(dossier.requisitionNumero ?? '');
  if (dossier.requerant === null || numero === '') return null;
  return { requerantId: dossier.requerant.id, numero };
}

/** Do two keys name the same requisition? (null never matches.) */
export function memeRequisition(a: CleRequisition | null, b: CleRequisition | null): boolean {
  return a !== null && b !== null && a.requerantId === b.requerantId && a.numero === b.numero;
}

/** Another file indexed under the same requisition (what the index item carries). */
export interface DossierMemeRequisition {
  dossierId: number;
  bureauId: string;
  bureauNom: string;
  /** The patient's name as last saved. */
  nom: string;
  /** The number as typed on that file. */
  requisitionNumero: string;
}

/**
 * The other files the caller may be told about: every candidate of the same key but the file itself,
 * in an office `voitBureau` accepts (an office the caller does not see is never named), by office then id.
 */
export function autresDossiersVisibles(
  candidats: readonly DossierMemeRequisition[],
  dossier: { id: number; bureauId: string },
  voitBureau: (bureauId: string) => boolean,
): DossierMemeRequisition[] {
  return candidats
    .filter((c) => !(c.dossierId === dossier.id && c.bureauId === dossier.bureauId))
    .filter((c) => voitBureau(c.bureauId))
    .sort((a, b) => a.bureauId.localeCompare(b.bureauId) || a.dossierId - b.dossierId);
}

export const CODE_REQUISITION_DEJA_UTILISEE = 'REQUISITION_DEJA_UTILISEE';

/** A warning of a save that was done (POST and PATCH of a patient file answer them). */
export interface AvertissementRequisition {
  code: typeof CODE_REQUISITION_DEJA_UTILISEE;
  message: string;
  /** The other file, for a link to it; absent when the caller may not open it (an examiner). */
  dossier?: { id: number; bureauId: string };
}

/** « Le numéro de réquisition PV-12 est déjà utilisé par le dossier n° 42 (DUPONT Marie, Argenteuil). » */
export function avertissementRequisition(
  numero: string,
  autre: DossierMemeRequisition,
): AvertissementRequisition {
  const details = [autre.nom.trim(), autre.bureauNom.trim()].filter((t) => t !== '').join(', ');
  return {
    code: CODE_REQUISITION_DEJA_UTILISEE,
    message:
      `Le numéro de réquisition ${numero.trim()} est déjà utilisé par le dossier n° ${autre.dossierId}` +
      `${details === '' ? '' : ` (${details})`}.`,
    dossier: { id: autre.dossierId, bureauId: autre.bureauId },
  };
}

/**
 * The same warning for a caller who may not open the other file (an examiner sees only the files it
 * examines): neither the patient nor the file is named, so nothing of another file leaks.
 */
export function avertissementRequisitionAnonyme(numero: string): AvertissementRequisition {
  return {
    code: CODE_REQUISITION_DEJA_UTILISEE,
    message: `Le numéro de réquisition ${numero.trim()} est déjà utilisé par un autre dossier.`,
  };
}

export const CODE_REQUISITION_EN_DOUBLE = 'REQUISITION_EN_DOUBLE';

type DossierDuBordereau = Pick<DossierPatient, 'id' | 'requerant' | 'requisitionNumero'>;

/** Two files of one bordereau with the same requester and requisition number. */
export interface PaireEnDouble {
  numero: string;
  dossiers: [number, number];
}

/** Every pair of files of a bordereau under the same requisition key (in the order given). */
export function pairesEnDouble(dossiers: readonly DossierDuBordereau[]): PaireEnDouble[] {
  const paires: PaireEnDouble[] = [];
  dossiers.forEach((a, i) => {
    const cle = cleRequisition(a);
    for (const b of dossiers.slice(i + 1)) {
      if (memeRequisition(cle, cleRequisition(b))) {
        paires.push({ numero: a.requisitionNumero.trim(), dossiers: [a.id, b.id] });
      }
    }
  });
  return paires;
}

/** The 409 text naming the pairs: « … (réquisition PV-12 : dossiers n° 3 et n° 7) … ». */
export function messageRequisitionEnDouble(paires: readonly PaireEnDouble[]): string {
  const liste = paires
    .map((p) => `réquisition ${p.numero} : dossiers n° ${p.dossiers[0]} et n° ${p.dossiers[1]}`)
    .join(' ; ');
  return (
    `Ce bordereau facturerait plusieurs dossiers sous le même numéro de réquisition (${liste}). ` +
    'Confirmez pour le créer quand même.'
  );
}
