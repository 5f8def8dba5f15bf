// Demo data: a few custody visit requests (patient files of kind 30) at Paris Nord around the
// seeding instant, assigned to the demo Paris Nord doctor: one on time, one near its legal limit
// (20 minutes left), one past it, one visited (Examiné, Compatible). Idempotent: the requests carry
// the note DEMO_NOTE, and a seed that finds one among Paris Nord's files of those days (D2) writes
// nothing; the next day's start writes that day's requests.
import { formatDateFr, formatHeure, isoDepuisJour, jourParis, minutesParis } from '@umj/shared/dates';
import { DELAI_LEGAL_VISITE_MINUTES } from '@umj/shared/demandes-visite';
import { dossierPatientSchema } from '@umj/shared/dossier-patient';
import { LIEU } from '@umj/shared/enums';
import { STATUT, statutRef, type StatutId } from '@umj/shared/statuts-dossier';
import { TYPES_EXAMEN_DEFAUT } from '@umj/shared/types-examen';
import { VERSION_INITIALE } from '@umj/shared/version';
import { creerDossier, prochainIdDossier } from '../data/dossiers.ts';
import { listerDossiersDuBureau } from '../data/dossiers-par-mois.ts';
import { idEntreeDuBureau } from '../data/listes.ts';
import { lireUtilisateurParEmail } from '../data/utilisateurs.ts';
import { DEMO_BUREAUX } from './demo-accounts.ts';
import { DEMO_COMMISSARIATS, DEMO_REQUERANTS } from './demo-listes.ts';

export const DEMO_NOTE = 'Demande de visite de démonstration';
const BUREAU = DEMO_BUREAUX.find((b) => b.id === 'paris-nord') as { id: 'paris-nord'; nom: string };
const MEDECIN = 'medecin.parisnord@umj.example';
const SECRETARIAT = 'secretariat.parisnord@umj.example';
const GAV = TYPES_EXAMEN_DEFAUT.find((t) => t.nom === 'GaV') as (typeof TYPES_EXAMEN_DEFAUT)[number];

interface DemandeDemo {
  nom: string;
  sexe: 'Homme' | 'Femme';
  dateDeNaissance: string;
  /** Minutes between the request and the seeding instant. */
  ilYA: number;
  commissariat: number;
  visite?: { apres: number };
}

/** One on time, one near its limit, one past it, one visited; against the 3-hour limit. */
export const DEMANDES_DEMO: readonly DemandeDemo[] = [
  { nom: 'GARNIER Lucas', sexe: 'Homme', dateDeNaissance: '1998-04-12', ilYA: 40, commissariat: 0 },
  {
    nom: 'ROUSSEL Inès',
    sexe: 'Femme',
    dateDeNaissance: '1987-09-30',
    ilYA: DELAI_LEGAL_VISITE_MINUTES - 20,
    commissariat: 1,
  },
  {
    nom: 'FONTAINE Karim',
    sexe: 'Homme',
    dateDeNaissance: '2001-01-05',
    ilYA: DELAI_LEGAL_VISITE_MINUTES + 25,
    commissariat: 4,
  },
  {
    nom: 'MERCIER Julie',
    sexe: 'Femme',
    dateDeNaissance: '1993-06-18',
    ilYA: 120,
    commissariat: 5,
    visite: { apres: 65 },
  },
];

const moins = (instant: Date, minutes: number) => new Date(instant.getTime() - minutes * 60_000);

/** Writes the demo visit requests of `now` once; answers how many were written. */
export async function seedDemoDemandesVisite(now: Date): Promise<number> {
  const [medecin, secretariat] = await Promise.all([
    lireUtilisateurParEmail(MEDECIN),
    lireUtilisateurParEmail(SECRETARIAT),
  ]);
  if (!medecin) return 0;
  const jours = DEMANDES_DEMO.map((d) => jourParis(moins(now, d.ilYA)));
  const existants = await listerDossiersDuBureau(BUREAU.id, Math.min(...jours), Math.max(...jours));
  if (existants.dossiers.some((d) => d.lieu === LIEU.demandeDeVisite && d.notes === DEMO_NOTE)) return 0;
  const stations = DEMO_COMMISSARIATS[BUREAU.id];
  const requerant = DEMO_REQUERANTS[BUREAU.id][0] as (typeof DEMO_REQUERANTS)[typeof BUREAU.id][number];
  for (const demande of DEMANDES_DEMO) {
    const instant = moins(now, demande.ilYA);
    const station = stations[demande.commissariat % stations.length] as (typeof stations)[number];
    const visite = demande.visite ? moins(now, demande.ilYA - demande.visite.apres) : null;
    const statut: StatutId = visite ? STATUT.examine : STATUT.rdvPris;
    const id = await prochainIdDossier();
    const dossier = dossierPatientSchema.parse({
      id,
      lieu: LIEU.demandeDeVisite,
      nom: demande.nom,
      sexe: demande.sexe,
      dateDeNaissance: demande.dateDeNaissance,
      regie: 'Régie Paris Nord',
      statut: statutRef(statut),
      dateRdvPris: instant.toISOString(),
      dateArrivé: visite?.toISOString() ?? null,
      rendezVousDate: jourParis(instant),
      rendezVousHeure: minutesParis(instant),
      gavHeureProlongation: formatHeure(minutesParis(moins(instant, 90))),
      commissariat: { id: idEntreeDuBureau(BUREAU.id, station.slug), nom: station.nom },
      examinateur: { id: medecin.id, nomComplet: medecin.nomComplet },
      examenType: GAV,
      montantHT: GAV.tarif,
      montantTVA: 0,
      requisitionFournie: true,
      requisitionDate: isoDepuisJour(jourParis(instant)),
      requerant: { id: idEntreeDuBureau(BUREAU.id, requerant.slug), nom: requerant.nom },
      requisitionNumero: `GAV-${String(id).padStart(6, '0')}`,
      gavVisiteEffectuée: visite ? true : null,
      examenConclusion: visite ? 'Compatible' : '',
      examenDate: visite ? formatDateFr(jourParis(visite)) : null,
      examenHeure: visite ? formatHeure(minutesParis(visite)) : null,
      notes: DEMO_NOTE,
      dateModification: now.toISOString(),
      bureau: { id: BUREAU.id, nom: BUREAU.nom },
    });
    await creerDossier(
      {
        ...dossier,
        version: VERSION_INITIALE,
        creePar: secretariat?.id ?? null,
        bureauId: BUREAU.id,
        creeLe: instant.toISOString(),
      },
      {
        quand: instant.toISOString(),
        qui: { id: secretariat?.id ?? 'demo', nomComplet: secretariat?.nomComplet ?? 'Démonstration' },
        action: 'creation',
        champs: [],
      },
    );
  }
  return DEMANDES_DEMO.length;
}
