// docs/product-rules.md#entities (Enumerations, Weekday flags): ids, French labels and list conversions.
import * as z from 'zod';

/** docs/product-rules.md#entities Appointment kind (lieu). */
export const LIEUX = [
  { id: 0, code: 'nonPrecise', nom: 'Non précisé' },
  { id: 10, code: 'rendezVousMedecin', nom: 'Rendez-vous médecin' },
  { id: 20, code: 'rendezVousPsychologue', nom: 'Rendez-vous psychologue' },
  { id: 30, code: 'demandeDeVisite', nom: 'Demande de visite' },
] as const;
export type LieuId = (typeof LIEUX)[number]['id'];
export const LIEU = {
  nonPrecise: 0,
  rendezVousMedecin: 10,
  rendezVousPsychologue: 20,
  demandeDeVisite: 30,
} as const;
export const lieuSchema = z.union(
  LIEUX.map((l) => z.literal(l.id)),
  { error: 'Veuillez choisir le type de rendez-vous' },
);

/** docs/product-rules.md#entities Sex: the empty value means "not entered". */
export const SEXES = ['', 'Homme', 'Femme'] as const;
export type Sexe = (typeof SEXES)[number];

/** docs/product-rules.md#entities Compatibility (conclusion of a custody exam). */
export const COMPATIBILITES = ['', 'Compatible', 'Non compatible', 'Refus'] as const;
export type Compatibilite = (typeof COMPATIBILITES)[number];

/** docs/product-rules.md#entities Reason for no visit (gavMotifNonVisite). */
export const MOTIFS_NON_VISITE = ['', 'Absent', 'Annulé', 'Médecin Suivant'] as const;
export type MotifNonVisite = (typeof MOTIFS_NON_VISITE)[number];

/** docs/product-rules.md#entities Sectors (list): the empty value is the "no sector" choice of a select. */
export const SECTEURS = ['', '78', '92', '93', '95', 'DD', 'dpo', 'Poi', 'SG', 'Nord', 'Sud'] as const;
export type Secteur = (typeof SECTEURS)[number];

/** docs/product-rules.md#zones-and-slots sector enumeration: code -> the label a user reads, in display order. */
const NOMS_ZONE_SECTEUR = {
  sdpo: 'Dépôt',
  s78: '78',
  s93: '93',
  s95: '95',
  sPoi: 'Poissy',
  s92: '92',
  sDD: 'DD',
  sNord: 'Nord',
  sSud: 'Sud',
} as const;
export type ZoneSecteur = keyof typeof NOMS_ZONE_SECTEUR;
/** The zone sectors as a list of { code, nom }, in display order. */
export const ZONE_SECTEURS: readonly { code: ZoneSecteur; nom: string }[] = (
  Object.keys(NOMS_ZONE_SECTEUR) as ZoneSecteur[]
).map((code) => ({ code, nom: NOMS_ZONE_SECTEUR[code] }));
export const zoneSecteurSchema = z.enum(ZONE_SECTEURS.map((s) => s.code) as [ZoneSecteur, ...ZoneSecteur[]], {
  error: 'Secteur de zone invalide',
});

/** docs/product-rules.md#weekday-flags: one bit per day, Monday first; All is 127. */
export const JOURS = [
  { flag: 1, isoWeekday: 1, nom: 'Lundi' },
  { flag: 2, isoWeekday: 2, nom: 'Mardi' },
  { flag: 4, isoWeekday: 3, nom: 'Mercredi' },
  { flag: 8, isoWeekday: 4, nom: 'Jeudi' },
  { flag: 16, isoWeekday: 5, nom: 'Vendredi' },
  { flag: 32, isoWeekday: 6, nom: 'Samedi' },
  { flag: 64, isoWeekday: 7, nom: 'Dimanche' },
] as const;
export const JOURS_AUCUN = 0;
export const JOURS_TOUS = 127;
/** docs/product-rules.md#entities: in the availability grid logic the all-days value is 8 (it is not Thursday there). */
export const GRILLE_TOUS_LES_JOURS = 8;

export const joursSchema = z
  .number({ error: 'Veuillez choisir les jours' })
  .int('Veuillez choisir les jours')
  .min(JOURS_AUCUN, 'Veuillez choisir les jours')
  .max(JOURS_TOUS, 'Veuillez choisir les jours');

/** Flags of a list of ISO weekdays (1 = Monday ... 7 = Sunday). */
export function joursDesJoursIso(isoWeekdays: readonly number[]): number {
  return JOURS.filter((j) => isoWeekdays.includes(j.isoWeekday)).reduce((acc, j) => acc | j.flag, 0);
}

/**
 * docs/product-rules.md#entities list conversion for the availability grid: no day gives [0], all days give [8], any other
 * set gives its ISO weekdays (1 = Monday ... 7 = Sunday).
 */
export function listeGrilleDesJours(jours: number): number[] {
  if (jours === JOURS_AUCUN) return [0];
  if ((jours & JOURS_TOUS) === JOURS_TOUS) return [GRILLE_TOUS_LES_JOURS];
  return JOURS.filter((j) => (jours & j.flag) !== 0).map((j) => j.isoWeekday);
}

/** French names of the days of a flag set, e.g. 'Mardi' or 'Tous les jours'. */
export function libelleJours(jours: number): string {
  if (jours === JOURS_AUCUN) return 'Aucun jour';
  if ((jours & JOURS_TOUS) === JOURS_TOUS) return 'Tous les jours';
  return JOURS.filter((j) => (jours & j.flag) !== 0)
    .map((j) => j.nom)
    .join(', ');
}
