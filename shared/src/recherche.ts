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

/**
 * docs/data-model.md#list-indexes: a patient's name as the name search compares it (and the name
 * index stores it): lower-case, accents removed, every run of spaces, hyphens, apostrophes or other
 * marks (the key separator '#' included) one space, trimmed. 'Le Gall-Dupré' -> 'le gall dupre'.
 */
export function normaliserNom(nom: string): string {
  return nom
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('fr-FR')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The name search (`nom` of the list): the file's normalised name starts with the normalised text. */
export function nomCommencePar(nom: string, debut: string): boolean {
  return normaliserNom(nom).startsWith(normaliserNom(debut));
}

export function rechercherDossiers<T extends DossierCherchable>(dossiers: readonly T[], texte: string): T[] {
  const recherche = analyserRecherche(texte);
  return dossiers.filter((d) => correspondRecherche(d, recherche));
}
