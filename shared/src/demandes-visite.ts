// Visit requests (docs/product-rules.md#screens /secretariat/demande-de-visite, docs/product-rules.md#entities zone secteurs and commissariat
// secteur, docs/product-rules.md#availability statuses, docs/product-rules.md#constants zones and slots): the legal clock of a custody visit request
// and the doctor on duty for a police station.
//
// The legal clock. Code de procédure pénale art. 63-3: the doctor examines the person in custody within
// three hours of the request. A visit request is a patient file of kind (lieu) 30. Choice: the request's
// instant is the file's appointment day and hour (rendezVousDate + rendezVousHeure) read as a Paris
// wall-clock time (`instantParis`, with its DST rule): the secretariat records the hour the police
// called, which is when the clock starts; gavHeureProlongation is the custody start or extension hour,
// shown, not the clock's start. The limit is that instant + 180 minutes. The request is over once its
// status is Examiné ("Visite faite") or above, Annulé included; a handover to the next doctor on duty
// (not done, reason "Médecin Suivant") keeps it open with the clock running. The visit's instant is the
// file's examenDate + examenHeure (set by the status change to Examiné), in Paris time.
import * as z from 'zod';
import {
  instantParis,
  jourDepuisDateFr,
  jourParis,
  MINUTES_PAR_JOUR,
  minutesDepuisHeure,
  minutesParis,
  type Jour,
} from './dates.ts';
import type { DossierPatient } from './dossier-patient.ts';
import { LIEU, type Secteur, type ZoneSecteur } from './enums.ts';
import { DISPO, jourExclu, plageCreneau, statutEffectif, type Disponibilite } from './disponibilites.ts';
import type { Commissariat } from './listes.ts';
import { STATUT } from './statuts-dossier.ts';
import { zoneUtilisable, type Creneau, type Zone } from './zones-creneaux.ts';

/** Code de procédure pénale art. 63-3: the exam within 3 hours of the request. */
export const DELAI_LEGAL_VISITE_MINUTES = 180;
/** Choice: a request is "near its limit" when less than 30 minutes remain. */
export const SEUIL_ECHEANCE_PROCHE_MINUTES = 30;

const MS_PAR_MINUTE = 60_000;

/** The fields of a patient file the legal clock reads. */
export type DossierVisite = Pick<
  DossierPatient,
  | 'lieu'
  | 'rendezVousDate'
  | 'rendezVousHeure'
  | 'statut'
  | 'gavVisiteEffectuée'
  | 'examenDate'
  | 'examenHeure'
>;

/** Is this patient file a visit request (docs/product-rules.md#entities Appointment kind 30)? */
export function estDemandeDeVisite(dossier: Pick<DossierPatient, 'lieu'>): boolean {
  return dossier.lieu === LIEU.demandeDeVisite;
}

/** The request's instant: its day and hour in Paris time; null while either is missing. */
export function instantDemande(
  dossier: Pick<DossierPatient, 'rendezVousDate' | 'rendezVousHeure'>,
): Date | null {
  if (dossier.rendezVousDate === null || dossier.rendezVousHeure === null) return null;
  return instantParis(dossier.rendezVousDate, dossier.rendezVousHeure);
}

/** The legal limit: the request's instant + 3 hours; null while the request has no day or hour. */
export function echeanceVisite(
  dossier: Pick<DossierPatient, 'rendezVousDate' | 'rendezVousHeure'>,
): Date | null {
  const debut = instantDemande(dossier);
  return debut === null ? null : new Date(debut.getTime() + DELAI_LEGAL_VISITE_MINUTES * MS_PAR_MINUTE);
}

/** Is the request over (status Examiné or above, Annulé included)? */
export function visiteTerminee(dossier: Pick<DossierPatient, 'statut'>): boolean {
  return (dossier.statut?.id ?? STATUT.aucun) >= STATUT.examine;
}

/** Whole minutes left before the limit (negative once past it, rounded down); null without a limit. */
export function minutesRestantes(
  dossier: Pick<DossierPatient, 'rendezVousDate' | 'rendezVousHeure'>,
  now: Date,
): number | null {
  const echeance = echeanceVisite(dossier);
  return echeance === null ? null : Math.floor((echeance.getTime() - now.getTime()) / MS_PAR_MINUTE);
}

export type EtatEcheance = 'ok' | 'proche' | 'depassee' | 'terminee';

/**
 * Where a request stands against its limit at `now`: 'terminee' once over; 'depassee' from the limit
 * on; 'proche' when less than 30 minutes remain; 'ok' otherwise (also while it has no day or hour).
 */
export function etatEcheance(
  dossier: Pick<DossierPatient, 'rendezVousDate' | 'rendezVousHeure' | 'statut'>,
  now: Date,
): EtatEcheance {
  if (visiteTerminee(dossier)) return 'terminee';
  const echeance = echeanceVisite(dossier);
  if (echeance === null) return 'ok';
  const resteMs = echeance.getTime() - now.getTime();
  if (resteMs <= 0) return 'depassee';
  return resteMs < SEUIL_ECHEANCE_PROCHE_MINUTES * MS_PAR_MINUTE ? 'proche' : 'ok';
}

/** Does a request count in the menu badge (open, near or past its limit)? */
export function demandeEnAlerte(
  dossier: Pick<DossierPatient, 'lieu' | 'rendezVousDate' | 'rendezVousHeure' | 'statut'>,
  now: Date,
): boolean {
  if (!estDemandeDeVisite(dossier)) return false;
  const etat = etatEcheance(dossier, now);
  return etat === 'proche' || etat === 'depassee';
}

/** The visit's instant (examenDate 'DD/MM/YYYY' + examenHeure 'HH:mm', Paris); null when unknown. */
export function instantVisite(dossier: Pick<DossierPatient, 'examenDate' | 'examenHeure'>): Date | null {
  const jour = dossier.examenDate === null ? null : jourDepuisDateFr(dossier.examenDate);
  const minutes = dossier.examenHeure === null ? null : minutesDepuisHeure(dossier.examenHeure);
  if (jour === null || minutes === null) return null;
  return instantParis(jour, minutes);
}

/**
 * Was the visit made within the legal limit? true or false for a visit request whose visit was made
 * (gavVisiteEffectuée, status Examiné or above but not Annulé) with its request and exam instants known;
 * null otherwise (not a visit request, not made, cancelled, or a date missing). Statistics count it.
 */
export function visiteDansLeDelai(dossier: DossierVisite): boolean | null {
  if (!estDemandeDeVisite(dossier) || dossier.gavVisiteEffectuée !== true) return null;
  if (!visiteTerminee(dossier) || (dossier.statut as { id: number }).id === STATUT.annule) return null;
  const echeance = echeanceVisite(dossier);
  const visite = instantVisite(dossier);
  if (echeance === null || visite === null) return null;
  return visite.getTime() <= echeance.getTime();
}

/**
 * docs/product-rules.md#entities: a police station's sector (list '93', 'dpo', 'Poi', ...) and a zone's sectors ('s93',
 * 'sdpo', 'sPoi', ...) are one sector written with an 's' prefix. The empty sector and 'SG', which no
 * zone carries, have none.
 */
export function secteurDeZone(secteur: Secteur): ZoneSecteur | null {
  const code = `s${secteur}`;
  const codes: readonly string[] = ['sdpo', 's78', 's93', 's95', 'sPoi', 's92', 'sDD', 'sNord', 'sSud'];
  return codes.includes(code) ? (code as ZoneSecteur) : null;
}

/** The usable zones of the police station's office whose sectors include the station's sector. */
export function zonesDuCommissariat(
  commissariat: Pick<Commissariat, 'secteur' | 'bureau'>,
  zones: readonly Zone[],
): Zone[] {
  const secteur = secteurDeZone(commissariat.secteur);
  if (secteur === null) return [];
  return zones.filter(
    (zone) =>
      zoneUtilisable(zone) &&
      (zone.bureau as { id: string }).id === commissariat.bureau &&
      zone.secteurs.includes(secteur),
  );
}

/** An availability as the duty lookup reads it (docs/product-rules.md#availability). */
export type DisponibiliteGarde = Pick<
  Disponibilite,
  'créneauId' | 'date' | 'examinateur' | 'choixExaminateur' | 'choixSecretariat'
>;

/** The doctor proposed for a request, with the duty that makes him so. */
export interface GardeProposee {
  examinateur: { id: string; nomComplet: string };
  zone: { id: number; nom: string };
  creneau: { id: number; nom: string; heureDebut: number; heureFin: number };
  /** The slot's day (the previous day for the early hours of a slot crossing midnight). */
  jour: Jour;
  statut: typeof DISPO.confirmeProvisoire | typeof DISPO.confirmeDefinitif;
}

/**
 * The doctor on duty for a request at `instant` in the given zones (those of the police station): the
 * examiner whose availability on a slot of one of these zones covering that Paris time is effectively
 * Confirmé ! or Confirmé ? (docs/product-rules.md#availability effective status; GardeFinie ends a duty). A slot of day J covers
 * [heureDebut, heureFin effective) of J, so a slot crossing midnight on the previous day covers the
 * early hours. Excluded slot-days (zone weekdays, slot validity) do not count. Several candidates:
 * Confirmé ! before Confirmé ?, then the slot starting latest (the most recent duty), then zone id,
 * then the examiner's name. null when nobody is confirmed.
 */
export function medecinDeGarde(params: ParametresGarde): GardeProposee | null {
  return gardesConfirmees(params)[0] ?? null;
}

/** What the duty lookup reads: the instant, the police station's zones, the slots, the availabilities. */
export interface ParametresGarde {
  instant: Date;
  zones: readonly Zone[];
  creneaux: readonly Creneau[];
  disponibilites: readonly DisponibiliteGarde[];
}

/** Every confirmed duty covering the instant, in the order of `medecinDeGarde` (first: the proposal). */
export function gardesConfirmees(params: ParametresGarde): GardeProposee[] {
  const jour = jourParis(params.instant);
  const minutes = minutesParis(params.instant);
  const zoneParId = new Map(params.zones.map((z) => [z.id, z]));
  const candidats: (GardeProposee & { debutAbsolu: number })[] = [];
  for (const creneau of params.creneaux) {
    const zone = zoneParId.get(creneau.zone);
    if (zone === undefined) continue;
    const plage = plageCreneau(creneau);
    for (const jourCreneau of [jour - 1, jour]) {
      const position = minutes + (jour - jourCreneau) * MINUTES_PAR_JOUR;
      if (position < plage.debut || position >= plage.fin || jourExclu(zone, creneau, jourCreneau)) continue;
      for (const d of params.disponibilites) {
        if (d.créneauId !== creneau.id || d.date !== jourCreneau) continue;
        const statut = statutEffectif(d);
        if (statut !== DISPO.confirmeDefinitif && statut !== DISPO.confirmeProvisoire) continue;
        candidats.push({
          examinateur: { id: d.examinateur.id, nomComplet: d.examinateur.nomComplet },
          zone: { id: zone.id, nom: zone.nom },
          creneau: {
            id: creneau.id,
            nom: creneau.nom,
            heureDebut: creneau.heureDebut,
            heureFin: creneau.heureFin,
          },
          jour: jourCreneau,
          statut,
          debutAbsolu: jourCreneau * MINUTES_PAR_JOUR + plage.debut,
        });
      }
    }
  }
  candidats.sort(
    (a, b) =>
      b.statut - a.statut ||
      b.debutAbsolu - a.debutAbsolu ||
      a.zone.id - b.zone.id ||
      a.examinateur.nomComplet.localeCompare(b.examinateur.nomComplet, 'fr'),
  );
  return candidats.map(({ debutAbsolu: _debut, ...garde }) => garde);
}

/** The reason for no visit that hands a request on to the next doctor on duty. */
export const MOTIF_MEDECIN_SUIVANT = 'Médecin Suivant';

/**
 * "Médecin Suivant" (docs/api.md#medecin-suivant): the doctor `examinateurId` hands the request on. The
 * next doctor is another examiner confirmed on the same zone and slot (same day) as the one handing
 * over, in the order of `medecinDeGarde`; when the one handing over is not on duty at that instant, any
 * other confirmed doctor of the station's zones. null: no other doctor is confirmed.
 */
export function medecinSuivant(
  params: ParametresGarde & { examinateurId: string | null },
): GardeProposee | null {
  const gardes = gardesConfirmees(params);
  const actuelle = gardes.find((g) => g.examinateur.id === params.examinateurId);
  const autres = gardes.filter((g) => g.examinateur.id !== params.examinateurId);
  if (actuelle === undefined) return autres[0] ?? null;
  return (
    autres.find(
      (g) =>
        g.zone.id === actuelle.zone.id && g.creneau.id === actuelle.creneau.id && g.jour === actuelle.jour,
    ) ?? null
  );
}

/** Is this save the moment a request is handed on (its reason becomes "Médecin Suivant")? */
export function estPassation(
  avant: Pick<DossierPatient, 'lieu' | 'gavMotifNonVisite' | 'gavVisiteEffectuée'>,
  apres: Pick<DossierPatient, 'lieu' | 'gavMotifNonVisite' | 'gavVisiteEffectuée'>,
): boolean {
  return (
    estDemandeDeVisite(apres) &&
    apres.gavVisiteEffectuée === false &&
    apres.gavMotifNonVisite === MOTIF_MEDECIN_SUIVANT &&
    !(avant.gavVisiteEffectuée === false && avant.gavMotifNonVisite === MOTIF_MEDECIN_SUIVANT)
  );
}

/**
 * A handed-on request keeps its legal clock: the request's day and hour stay those of the original
 * request whatever the save carries (the next doctor has the same three hours to run out).
 */
export function garderHorloge<T extends Pick<DossierPatient, 'rendezVousDate' | 'rendezVousHeure'>>(
  original: Pick<DossierPatient, 'rendezVousDate' | 'rendezVousHeure'>,
  suivant: T,
): T {
  return { ...suivant, rendezVousDate: original.rendezVousDate, rendezVousHeure: original.rendezVousHeure };
}

/** A hand-over as the PATCH answer carries it: who handed on, the next doctor proposed (null: none). */
export interface PassationVisite {
  de: { id: string; nomComplet: string } | null;
  garde: GardeProposee | null;
}

/**
 * GET /bureaux/{bureauId}/garde?commissariat=<id>[&instant=<ISO 8601>]: the doctor on duty for a police
 * station of that office at that instant (default: now). Any secretariat (it records the requests).
 */
export const filtreGardeSchema = z.object({
  commissariat: z
    .string({ error: 'Veuillez choisir une origine' })
    .min(1, 'Veuillez choisir une origine')
    .max(100, 'Veuillez choisir une origine'),
  instant: z.iso.datetime({ offset: true, error: 'Instant invalide' }).optional(),
});
export type FiltreGarde = z.infer<typeof filtreGardeSchema>;

/** Answer of GET .../garde: the proposal (null when nobody is confirmed) and the zones looked at. */
export interface ReponseGarde {
  garde: GardeProposee | null;
  zones: { id: number; nom: string }[];
}
