// docs/product-rules.md#search over patient files.

/** The fields of a patient file the search reads (docs/product-rules.md#entities names). */
export interface DossierCherchable {
  nom: string;
  notes: string;
  requisitionFournie: boolean;
  examenType: { nom: string } | null;
  commissariat: { nom: string } | null;
  examinateur: { nomComplet: string } | null;
  statut: { nom: string } | null;
}

/** 'réquisition' with or without accent, once the text is upper-cased. */
const MOT_REQUISITION = /R[EÉ]QUISITION/gu;

export interface Recherche {
  /** Upper-cased words still to find. */
  mots: string[];
  /** The text asked for files with a requisition. */
  avecRequisition: boolean;
}

/** docs/product-rules.md#search: the text is upper-cased; the word 'réquisition' is removed and turns on the requisition filter. */
export function analyserRecherche(texte: string): Recherche {
  const majuscules = texte.toLocaleUpperCase('fr-FR');
  const avecRequisition = majuscules.search(MOT_REQUISITION) !== -1;
  const reste = majuscules.replace(MOT_REQUISITION, ' ');
  return { mots: reste.split(/\s+/).filter((m) => m !== ''), avecRequisition };
}

/**
 * docs/product-rules.md#search: matched against name, exam type name, commissariat name, examiner full name, status name
 * and notes. Choice (spec silent on several words): every word must appear in at least one of those
 * fields, so 'dupont itt' finds Dupont's ITT files.
 */
export function correspondRecherche(dossier: DossierCherchable, recherche: Recherche): boolean {
  if (recherche.avecRequisition && !dossier.requisitionFournie) return false;
  const champs = [
    dossier.nom,
    dossier.examenType?.nom,
    dossier.commissariat?.nom,
    dossier.examinateur?.nomComplet,
    dossier.statut?.nom,
    dossier.notes,
  ].map((c) => (c ?? '').toLocaleUpperCase('fr-FR'));
  return recherche.mots.every((mot) => champs.some((c) => c.includes(mot)));
}

export function rechercherDossiers<T extends DossierCherchable>(dossiers: readonly T[], texte: string): T[] {
  const recherche = analyserRecherche(texte);
  return dossiers.filter((d) => correspondRecherche(d, recherche));
}
