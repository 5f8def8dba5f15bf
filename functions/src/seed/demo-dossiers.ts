// Demo data: six months of fictitious patient files for the three demo offices (about four
// months back and two ahead of the day of the first seed), every status, appointment kind and exam type
// of the tariff table, the demo doctors and psychologists as examiners, the demo police stations and
// requesters, some files with a requisition, some cancelled; a few photos and documents
// (demo-pieces.ts) and the examiners' appointment hours (demo-disponibilites-rv.ts). Names are drawn from common French first
// and family names: no real person. The rules are shared's: amounts from `montantsDuType` with the
// default settings, every file passes the docs/product-rules.md#settings form rules at its status (checked by the seed test).
//
// Deterministic: a seeded PRNG and stable ids — the reserved range 1..DEMO_DOSSIERS_TOTAL, each office
// its own slice. Idempotent and cheap on a re-run: the global id counter of the patient files (H1's
// `keys.compteurDossiers`, attribute `valeur`) is created at DEMO_DOSSIERS_TOTAL with a `demo` marker
// ('reserve', then 'complet' once every item is written), so a re-run costs one GetItem; a table whose
// counter exists without the marker (files created before any demo seed) gets no demo files.
import {
  isoDepuisJour,
  formatDateFr,
  formatHeure,
  instantParis,
  jourParis,
  minutesParis,
} from '@umj/shared/dates';
import type { Jour } from '@umj/shared/dates';
import { montantsDuType } from '@umj/shared/dossier-patient';
import { LIEU, MOTIFS_NON_VISITE, type LieuId } from '@umj/shared/enums';
import { idEntreeDuBureau } from '../data/listes.ts';
import { REGLAGES_DEFAUT } from '@umj/shared/reglages';
import { STATUT, statutRef, type StatutId } from '@umj/shared/statuts-dossier';
import { familleExamen, TYPES_EXAMEN_DEFAUT, type TypeExamen } from '@umj/shared/types-examen';
import type { RoleExaminateur } from '@umj/shared/utilisateur';
import { VERSION_INITIALE } from '@umj/shared/version';
import {
  BatchWriteCommand,
  GetCommand,
  UpdateCommand,
  type NativeAttributeValue,
} from '@aws-sdk/lib-dynamodb';
import { siAccepte } from '../data/conditional-errors.ts';
import { itemDossier, type DossierAEcrire } from '../data/dossiers.ts';
import { requisitionsDemo } from './demo-requisitions.ts';
import { ddb, tableName } from '../data/dynamodb-client.ts';
import { keys } from '../data/keys.ts';
import { untilProcessed } from '../data/retry.ts';
import { listerUtilisateurs } from '../data/utilisateurs.ts';
import { logger } from '../lib/adapters/logger.ts';
import { DEMO_ACCOUNTS, DEMO_BUREAUX, type DemoBureauId } from './demo-accounts.ts';
import { jourAbsenceDemo, seedDemoDisponibilitesRv, type ExaminateurRv } from './demo-disponibilites-rv.ts';
import { DEMO_EXAMINATEURS } from './demo-examinateurs.ts';
import { DEMO_COMMISSARIATS, DEMO_REQUERANTS } from './demo-listes.ts';
import { deposerPiecesDemo } from './demo-pieces.ts';

/** Files per office, and the id slice of each (ids are 1..DEMO_DOSSIERS_TOTAL, office after office). */
export const DEMO_DOSSIERS_PAR_BUREAU: Readonly<Record<DemoBureauId, number>> = {
  argenteuil: 900,
  chartres: 500,
  'paris-nord': 600,
};
export const DEMO_DOSSIERS_TOTAL = Object.values(DEMO_DOSSIERS_PAR_BUREAU).reduce((a, b) => a + b, 0);
/** Days covered around the day of the seed: [-JOURS_AVANT, +JOURS_APRES]. */
export const DEMO_JOURS_AVANT = 120;
export const DEMO_JOURS_APRES = 60;

// ---------------------------------------------------------------------------------------------------
// Roster: who examines where (the demo sign-in accounts and the active demo examiners of the administration work).

export interface MembreDemo {
  adresseEmail: string;
  nomComplet: string;
  role: RoleExaminateur;
  bureauIds: readonly DemoBureauId[];
  /** Share of the appointments (the sign-in accounts get more, so that they open on a full agenda). */
  poids: number;
}

export const DEMO_ROSTER: readonly MembreDemo[] = [
  ...DEMO_ACCOUNTS.flatMap((a) =>
    a.role === 'medecin' || a.role === 'psychologue'
      ? [
          {
            adresseEmail: a.adresseEmail,
            nomComplet: a.nomComplet,
            role: a.role,
            bureauIds: a.bureauIds,
            poids: 3,
          },
        ]
      : [],
  ),
  ...DEMO_EXAMINATEURS.filter((e) => e.actif).map((e) => ({
    adresseEmail: e.adresseEmail,
    nomComplet: e.nomComplet,
    role: e.role,
    bureauIds: e.bureauIds,
    poids: 2,
  })),
];

/** An examiner of the roster with its stored id (`rang`: its place in DEMO_ROSTER). */
export interface ExaminateurDemo {
  id: string;
  nomComplet: string;
  role: RoleExaminateur;
  rang: number;
  poids: number;
  bureauIds: readonly DemoBureauId[];
}

export interface ContexteDemoDossiers {
  /** The instant of the seed: nothing is dated after it. */
  maintenant: Date;
  examinateurs: readonly ExaminateurDemo[];
  /** The user recorded as creator of an office's files (its demo secretariat), or null. */
  createurs: Readonly<Partial<Record<DemoBureauId, string>>>;
}

// ---------------------------------------------------------------------------------------------------
// Deterministic randomness.

/** mulberry32: a small seeded PRNG (same seed, same files). */
function prng(graine: number): () => number {
  let a = graine >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Tirage {
  constructor(private readonly alea: () => number) {}
  reel(): number {
    return this.alea();
  }
  entier(min: number, max: number): number {
    return min + Math.floor(this.alea() * (max - min + 1));
  }
  vrai(probabilite: number): boolean {
    return this.alea() < probabilite;
  }
  un<T>(liste: readonly T[]): T {
    return liste[Math.floor(this.alea() * liste.length)]!;
  }
  pondere<T>(choix: readonly (readonly [T, number])[]): T {
    const total = choix.reduce((s, [, p]) => s + p, 0);
    let r = this.alea() * total;
    for (const [v, p] of choix) {
      r -= p;
      if (r < 0) return v;
    }
    return choix[choix.length - 1]![0];
  }
}

// ---------------------------------------------------------------------------------------------------
// Fictitious contents.

const NOMS: readonly string[] = (
  'MARTIN,BERNARD,THOMAS,PETIT,ROBERT,RICHARD,DURAND,DUBOIS,MOREAU,LAURENT,SIMON,MICHEL,' +
  'LEFEBVRE,LEROY,ROUX,DAVID,BERTRAND,MOREL,FOURNIER,GIRARD,BONNET,DUPONT,LAMBERT,FONTAINE,' +
  'ROUSSEAU,VINCENT,MULLER,LEFEVRE,FAURE,ANDRE,MERCIER,BLANC,GUERIN,BOYER,GARNIER,CHEVALIER,' +
  'FRANCOIS,LEGRAND,GAUTHIER,GARCIA,PERRIN,ROBIN,CLEMENT,MORIN,NICOLAS,HENRY,ROUSSEL,' +
  'MATHIEU,GAUTIER,MASSON,MARCHAND,DUVAL,DENIS,DUMONT,MARIE,LEMAIRE,NOEL,MEYER,DUFOUR,' +
  'MEUNIER,BRUN,BLANCHARD,GIRAUD,JOLY,RIVIERE,LUCAS,BRUNET,GAILLARD,BARBIER,ARNAUD,MARTINEZ,' +
  'GERARD,ROCHE,RENARD,SCHMITT,ROY,LEROUX,COLIN,VIDAL,CARON,PICARD,ROGER,FABRE,AUBERT,' +
  'LEMOINE,RENAUD,DUMAS,LACROIX,OLIVIER,PHILIPPE,BOURGEOIS,PIERRE,BENOIT,REY,LECLERC,PAYET,' +
  'ROLLAND,LECLERCQ,GUILLAUME,LECOMTE,LOPEZ,JEAN,DUPUY,GUILLOT,HUBERT,BERGER,CARPENTIER,' +
  'SANCHEZ,DUPUIS,MOULIN,LOUIS,DESCHAMPS,HUET,VASSEUR,PEREZ,BOUCHER,FLEURY,ROYER,KLEIN,' +
  'JACQUET,ADAM,PARIS,POIRIER,MARTY,AUBRY,GUYOT,CARRE,CHARLES,RENAULT,CHARPENTIER,MENARD,' +
  'MAILLARD,BARON,BERTIN,BAILLY,HERVE,SCHNEIDER,FERNANDEZ,LE GALL,COLLET,LEGER,BOUVIER,' +
  'JULIEN,PREVOST,MILLET,PERROT,DANIEL,LE ROUX,COUSIN,GERMAIN,BRETON,BESSON,LANGLOIS,REMY,' +
  'LE GOFF,PELLETIER,LEVEQUE,PERRIER,LEBLANC,BARRE,LEBRUN,MARCHAL,WEBER,MALLET,HAMON,' +
  'BOULANGER,JACOB,MONNIER,MICHAUD,RODRIGUEZ,GUICHARD,GILLET,ETIENNE,GRONDIN,POULAIN,' +
  'TESSIER,CHEVALLIER,COLLIN,CHAUVIN,DA SILVA,BOUCHET,GAY,LEMAITRE,BENARD,MARECHAL,HUMBERT,' +
  'REYNAUD,ANTOINE,HOARAU,PERRET,BARTHELEMY,CORDIER,PICHON,LEJEUNE,GILBERT,LAMY,DELAUNAY,' +
  'PASQUIER,CARLIER,LAPORTE,BENSAID,HAMIDI,DIALLO,TRAORE,NGUYEN,TRAN,BELKACEM,OUEDRAOGO,' +
  'KONE,MEZIANE,YILMAZ'
).split(',');

const PRENOMS_FEMMES: readonly string[] = (
  'Marie,Nathalie,Isabelle,Sylvie,Catherine,Françoise,Valérie,Christine,Sandrine,Céline,' +
  'Julie,Aurélie,Émilie,Camille,Léa,Manon,Chloé,Sarah,Inès,Lina,Jade,Louise,Emma,Zoé,Anaïs,' +
  'Laura,Pauline,Mélanie,Fatima,Aïcha,Yasmine,Nadia,Samira,Awa,Mariam,Linh,Sophie,Claire,' +
  'Hélène,Martine,Monique'
).split(',');

const PRENOMS_HOMMES: readonly string[] = (
  'Jean,Pierre,Michel,Philippe,Alain,Nicolas,Christophe,Stéphane,Laurent,Sébastien,Julien,' +
  'Thomas,Kevin,Maxime,Alexandre,Lucas,Hugo,Théo,Nathan,Enzo,Louis,Gabriel,Adam,Mohamed,' +
  'Karim,Mehdi,Youssef,Rayan,Bilal,Moussa,Mamadou,Ibrahim,Minh,David,Antoine,François,' +
  'Olivier,Patrick,Bruno,Éric'
).split(',');

const PROFESSIONS = [
  'Sans emploi',
  'Étudiant(e)',
  'Lycéen(ne)',
  'Employé(e) de commerce',
  'Agent d’entretien',
  'Chauffeur-livreur',
  'Aide-soignant(e)',
  'Infirmier(ère)',
  'Enseignant(e)',
  'Ouvrier(ère) du bâtiment',
  'Cuisinier(ère)',
  'Serveur(se)',
  'Agent de sécurité',
  'Retraité(e)',
  'Comptable',
  'Technicien(ne)',
  'Chauffeur de taxi',
  'Agent de police',
  'Commerçant(e)',
  'Artisan',
  'Auxiliaire de vie',
  'Informaticien(ne)',
  '',
] as const;

const NATURES_AFFAIRE = [
  'Violences volontaires',
  'Violences intrafamiliales',
  'Violences conjugales',
  'Accident de la voie publique',
  'Rixe sur la voie publique',
  'Vol avec violence',
  'Violences sur personne dépositaire de l’autorité publique',
  'Harcèlement',
  'Morsure de chien',
  'Accident du travail',
] as const;

const NOTES = [
  'Patient accompagné d’un interprète (arabe).',
  'Mineur accompagné de sa mère.',
  'Prévoir une salle au rez-de-chaussée (fauteuil roulant).',
  'Rappeler la veille pour confirmer.',
  'Certificat initial d’un autre service joint au dossier.',
  'Patient sourd : prévoir l’interprète LSF.',
] as const;

const RETOURS = [
  'Radiographies demandées, rapport en attente des résultats.',
  'Rapport à relire.',
  'Photos des lésions jointes.',
  'Revoir le patient dans 10 jours.',
] as const;

const REGIES: Record<DemoBureauId, readonly string[]> = {
  argenteuil: ['Régie du TJ de Pontoise', 'Régie DDSP 95', 'Régie du groupement de gendarmerie 95'],
  chartres: ['Régie du TJ de Chartres', 'Régie DDSP 28', 'Régie du groupement de gendarmerie 28'],
  'paris-nord': ['Régie du TJ de Paris', 'Régie PP Paris', 'Régie DTSP 93'],
};

const BUREAU_NOM = Object.fromEntries(DEMO_BUREAUX.map((b) => [b.id, b.nom])) as Record<DemoBureauId, string>;

/** Share of each appointment kind per office (Paris Nord: mostly custody visits, the dépôt). */
const PART_LIEUX: Record<DemoBureauId, readonly (readonly [LieuId, number])[]> = {
  argenteuil: [
    [LIEU.rendezVousMedecin, 55],
    [LIEU.rendezVousPsychologue, 25],
    [LIEU.demandeDeVisite, 20],
  ],
  chartres: [
    [LIEU.rendezVousMedecin, 50],
    [LIEU.rendezVousPsychologue, 30],
    [LIEU.demandeDeVisite, 20],
  ],
  'paris-nord': [
    [LIEU.rendezVousMedecin, 35],
    [LIEU.rendezVousPsychologue, 15],
    [LIEU.demandeDeVisite, 50],
  ],
};

const TYPE = Object.fromEntries(TYPES_EXAMEN_DEFAUT.map((t) => [t.nom, t])) as Record<string, TypeExamen>;

/**
 * The exam types of each kind, weighted (every type of the tariff table is in one of them): custody
 * visits take the custody acts, psychologists the psychiatric/psychological assessments, doctors the
 * rest with ITT first.
 */
const TYPES_PAR_LIEU: Record<number, readonly (readonly [TypeExamen, number])[]> = {
  [LIEU.rendezVousMedecin]: (
    [
      ['ITT', 40],
      ['ITT sans TVA', 8],
      ['DU', 4],
      ['DU sans matériel', 2],
      ['DU+PS', 3],
      ['DU+PS+IN', 2],
      ['EMP', 3],
      ['IN', 2],
      ['K90', 2],
      ['PS', 4],
      ['PS+IN', 2],
      ['DCD', 1],
      ['DCD+PS', 1],
      ['Autre', 3],
    ] as const
  ).map(([nom, p]) => [TYPE[nom]!, p] as const),
  [LIEU.rendezVousPsychologue]: (
    [
      ['IPM', 10],
      ['IPMp', 6],
      ['Autre', 2],
    ] as const
  ).map(([nom, p]) => [TYPE[nom]!, p] as const),
  [LIEU.demandeDeVisite]: (
    [
      ['GaV', 30],
      ['GAV+DU', 6],
      ['GAV+DU+PS', 3],
      ['GAV+ITT', 5],
      ['GAV+PS', 4],
      ['GAV+TVA', 4],
      ['PGAV', 6],
      ['PGAV+TVA', 3],
      ['ITT+GAV', 5],
    ] as const
  ).map(([nom, p]) => [TYPE[nom]!, p] as const),
};

// ---------------------------------------------------------------------------------------------------
// Generation.

const MINUTES_RDV = [
  ...Array.from({ length: 12 }, (_, i) => 9 * 60 + 15 * i),
  ...Array.from({ length: 16 }, (_, i) => 14 * 60 + 15 * i),
];
const MINUTES_VISITE = Array.from({ length: 48 }, (_, i) => 8 * 60 + 15 * i);

/** Weight of one day: weekdays full, weekends only custody visits; fewer bookings far ahead. */
function poidsDuJour(ecart: number, jourSemaine: number): number {
  const base = jourSemaine <= 5 ? 1 : jourSemaine === 6 ? 0.2 : 0.1;
  return ecart <= 0 ? base : base * Math.max(0.15, 1 - ecart / (DEMO_JOURS_APRES * 1.1));
}

/** Spreads `total` over the days by weight (largest remainder: the sum is exact). */
function repartir(total: number, poids: readonly number[]): number[] {
  const somme = poids.reduce((a, b) => a + b, 0);
  const brut = poids.map((p) => (p * total) / somme);
  const parts = brut.map(Math.floor);
  let reste = total - parts.reduce((a, b) => a + b, 0);
  const ordre = brut
    .map((b, i) => [b - Math.floor(b), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of ordre) {
    if (reste === 0) break;
    parts[i]! += 1;
    reste -= 1;
  }
  return parts;
}

function statutDuJour(t: Tirage, ecart: number, avantMaintenant: boolean): StatutId {
  if (ecart > 0 || (ecart === 0 && !avantMaintenant)) {
    return t.pondere([
      [STATUT.rdvPris, 93],
      [STATUT.annule, 7],
    ]);
  }
  if (ecart === 0) {
    return t.pondere([
      [STATUT.rdvPris, 10],
      [STATUT.arrive, 40],
      [STATUT.examine, 40],
      [STATUT.annule, 10],
    ]);
  }
  if (ecart >= -14) {
    return t.pondere([
      [STATUT.rdvPris, 4],
      [STATUT.arrive, 8],
      [STATUT.examine, 30],
      [STATUT.rapportEnCours, 30],
      [STATUT.rapportValide, 20],
      [STATUT.annule, 8],
    ]);
  }
  return t.pondere([
    [STATUT.rdvPris, 2],
    [STATUT.examine, 5],
    [STATUT.rapportEnCours, 10],
    [STATUT.rapportValide, 75],
    [STATUT.annule, 8],
  ]);
}

const MS_JOUR = 86_400_000;

/**
 * Paris time without a time-zone lookup per file (thousands of them: the seed must stay fast): the
 * Paris offset of each day, taken once at noon from shared's `instantParis`. Exact for the daytime
 * instants of the demo (the offset changes at night only).
 */
class HeureDeParis {
  private readonly decalages = new Map<Jour, number>();
  private decalage(jour: Jour): number {
    let d = this.decalages.get(jour);
    if (d === undefined) {
      d = instantParis(jour, 720).getTime() - (jour * MS_JOUR + 720 * 60_000);
      this.decalages.set(jour, d);
    }
    return d;
  }
  instant(jour: Jour, minutes: number): Date {
    return new Date(jour * MS_JOUR + minutes * 60_000 + this.decalage(jour));
  }
  private local(instant: Date): number {
    return instant.getTime() - this.decalage(Math.floor(instant.getTime() / MS_JOUR));
  }
  jour(instant: Date): Jour {
    return Math.floor(this.local(instant) / MS_JOUR);
  }
  minutes(instant: Date): number {
    return Math.floor((this.local(instant) % MS_JOUR) / 60_000);
  }
}

const iso = (d: Date) => d.toISOString();
const plusMinutes = (d: Date, m: number) => new Date(d.getTime() + m * 60_000);
const auPlus = (d: Date, borne: Date) => (d.getTime() > borne.getTime() ? borne : d);

/** The patient files of the demo (pure: same context, same files). */
export function genererDossiersDemo(ctx: ContexteDemoDossiers): DossierAEcrire[] {
  const { maintenant } = ctx;
  const aujourdhui = jourParis(maintenant);
  const minutesMaintenant = minutesParis(maintenant);
  const paris = new HeureDeParis();
  const dossiers: DossierAEcrire[] = [];
  let id = 0;
  // The slots already given, per examiner and day across offices (an examiner works in several).
  const occupes = new Map<string, Set<number>>();
  for (const [rangBureau, { id: bureauId }] of DEMO_BUREAUX.entries()) {
    const t = new Tirage(prng(0x0d05 + rangBureau * 7919));
    const jours = Array.from(
      { length: DEMO_JOURS_AVANT + DEMO_JOURS_APRES + 1 },
      (_, i) => aujourdhui - DEMO_JOURS_AVANT + i,
    );
    const parJour = repartir(
      DEMO_DOSSIERS_PAR_BUREAU[bureauId],
      jours.map((j) => poidsDuJour(j - aujourdhui, ((((j + 3) % 7) + 7) % 7) + 1)),
    );
    const membres = ctx.examinateurs.filter((e) => e.bureauIds.includes(bureauId));
    const commissariats = DEMO_COMMISSARIATS[bureauId].map((c) => ({
      id: idEntreeDuBureau(bureauId, `demo-${c.slug}`),
      nom: c.nom,
    }));
    const requerants = DEMO_REQUERANTS[bureauId].map((r) => ({
      id: idEntreeDuBureau(bureauId, `demo-${r.slug}`),
      nom: r.nom,
    }));
    for (const [k, jour] of jours.entries()) {
      const ecart = jour - aujourdhui;
      const weekEnd = ((((jour + 3) % 7) + 7) % 7) + 1 > 5;
      for (let n = 0; n < parJour[k]!; n++) {
        id += 1;
        const disponibles = membres.filter((e) => weekEnd || jourAbsenceDemo(e.rang, aujourdhui) !== jour);
        // An office without any examiner in the table (a partial seed) gets no file; ids stay stable.
        if (disponibles.length === 0) continue;
        let lieu: LieuId = weekEnd ? LIEU.demandeDeVisite : t.pondere(PART_LIEUX[bureauId]);
        let role = lieu === LIEU.rendezVousPsychologue ? 'psychologue' : 'medecin';
        if (!disponibles.some((e) => e.role === role)) {
          // The only doctor (or psychologist) of the office is absent that day: the other kind.
          role = role === 'medecin' ? 'psychologue' : 'medecin';
          lieu = role === 'medecin' ? LIEU.rendezVousMedecin : LIEU.rendezVousPsychologue;
        }
        const candidats = disponibles.filter((e) => e.role === role);
        const examinateur = t.pondere(candidats.map((e) => [e, e.poids] as const));
        const cle = `${examinateur.id}#${jour}`;
        const pris = occupes.get(cle) ?? new Set<number>();
        occupes.set(cle, pris);
        const grille = lieu === LIEU.demandeDeVisite ? MINUTES_VISITE : MINUTES_RDV;
        const libres = grille.filter((m) => !pris.has(m));
        const heure = t.un(libres.length > 0 ? libres : grille);
        pris.add(heure);
        dossiers.push(
          dossierDemo(t, {
            id,
            bureauId,
            jour,
            heure,
            lieu,
            examinateur,
            statut: statutDuJour(t, ecart, heure < minutesMaintenant - 30),
            commissariats,
            requerants,
            creePar: ctx.createurs[bureauId] ?? null,
            maintenant,
            paris,
          }),
        );
      }
    }
  }
  return dossiers;
}

interface Parametres {
  id: number;
  bureauId: DemoBureauId;
  jour: Jour;
  heure: number;
  lieu: LieuId;
  examinateur: ExaminateurDemo;
  statut: StatutId;
  commissariats: readonly { id: string; nom: string }[];
  requerants: readonly { id: string; nom: string }[];
  creePar: string | null;
  maintenant: Date;
  paris: HeureDeParis;
}

function dossierDemo(t: Tirage, p: Parametres): DossierAEcrire {
  const { jour, heure, lieu, statut, maintenant, paris } = p;
  const rdv = paris.instant(jour, heure);
  const visite = lieu === LIEU.demandeDeVisite;
  // Booked some days before (custody visits: the same day, a few hours before), never after now.
  const prisLe = visite
    ? plusMinutes(rdv, -t.entier(30, 300))
    : paris.instant(
        jour -
          t.pondere([
            [1, 2],
            [3, 3],
            [7, 4],
            [14, 3],
            [30, 1],
          ] as const) -
          t.entier(0, 3),
        t.entier(9 * 60, 17 * 60),
      );
  const dateRdvPris = auPlus(prisLe, plusMinutes(maintenant, -t.entier(5, 240)));
  const femme = t.vrai(0.5);
  const sexe = femme ? 'Femme' : 'Homme';
  const nom = `${t.un(NOMS)} ${t.un(femme ? PRENOMS_FEMMES : PRENOMS_HOMMES)}`;
  const anneeNaissance =
    new Date(rdv).getUTCFullYear() -
    t.pondere([
      [t.entier(14, 17), 1],
      [t.entier(18, 30), 4],
      [t.entier(31, 55), 4],
      [t.entier(56, 85), 1],
    ] as const);
  const dateDeNaissance = `${anneeNaissance}-${String(t.entier(1, 12)).padStart(2, '0')}-${String(t.entier(1, 28)).padStart(2, '0')}`;
  const examenType = t.pondere(TYPES_PAR_LIEU[lieu]!);
  const famille = familleExamen(examenType);
  const montants = montantsDuType(examenType, REGLAGES_DEFAUT);
  const examine = statut >= STATUT.examine && statut !== STATUT.annule;
  const arrive = statut >= STATUT.arrive && statut !== STATUT.annule;
  const complet = examine || t.vrai(0.85);

  const dateArrivé = arrive ? auPlus(plusMinutes(rdv, t.entier(-15, 20)), maintenant) : null;
  const examenInstant = examine ? auPlus(plusMinutes(dateArrivé ?? rdv, t.entier(5, 40)), maintenant) : null;
  const dateAnnulé =
    statut === STATUT.annule
      ? auPlus(new Date((dateRdvPris.getTime() + rdv.getTime()) / 2), maintenant)
      : null;

  let examenConclusion = '';
  let gavVisiteEffectuée: boolean | null = null;
  let gavMotifNonVisite: (typeof MOTIFS_NON_VISITE)[number] = '';
  if (examine && famille === 'ITT') {
    examenConclusion = String(
      t.pondere([
        [0, 3],
        [1, 4],
        [2, 4],
        [3, 3],
        [5, 3],
        [7, 2],
        [10, 2],
        [15, 1],
        [21, 1],
        [30, 1],
      ] as const),
    );
  } else if (examine && famille === 'GaV') {
    gavVisiteEffectuée = t.vrai(0.9);
    if (gavVisiteEffectuée) {
      examenConclusion = t.pondere([
        ['Compatible', 85],
        ['Non compatible', 10],
        ['Refus', 5],
      ] as const);
    } else {
      gavMotifNonVisite = t.pondere([
        ['Absent', 3],
        ['Annulé', 2],
        ['Médecin Suivant', 2],
      ] as const);
    }
  }

  // A requisition for most files (custody visits always have one); a few validated reports without.
  const requisition = visite || t.vrai(0.7);
  const jourRequisition = paris.jour(dateRdvPris) - t.entier(0, 5);
  const affaireJour = Math.min(jourRequisition, paris.jour(dateRdvPris)) - t.entier(0, 20);
  const validation =
    statut === STATUT.rapportValide ? auPlus(plusMinutes(rdv, t.entier(1, 20) * 1440), maintenant) : null;
  const dateMail =
    validation && t.vrai(0.7) ? auPlus(plusMinutes(validation, t.entier(10, 2880)), maintenant) : null;
  const dateRemis =
    validation && t.vrai(0.3) ? auPlus(plusMinutes(validation, t.entier(1, 10) * 1440), maintenant) : null;
  const evenements = [
    dateRdvPris,
    dateArrivé,
    examenInstant,
    dateAnnulé,
    validation,
    dateMail,
    dateRemis,
  ].filter((d): d is Date => d !== null);
  const dateModification = new Date(Math.max(...evenements.map((d) => d.getTime())));
  const pgav = examenType.nom.startsWith('PGAV');

  return {
    id: p.id,
    bureauId: p.bureauId,
    creeLe: iso(dateRdvPris),
    version: VERSION_INITIALE,
    creePar: p.creePar,
    lieu,
    dateRdvPris: iso(dateRdvPris),
    dateArrivé: dateArrivé && iso(dateArrivé),
    dateAnnulé: dateAnnulé && iso(dateAnnulé),
    dateMail: dateMail && iso(dateMail),
    dateRemis: dateRemis && iso(dateRemis),
    statut: statutRef(statut),
    nom,
    profession: complet ? t.un(PROFESSIONS) : '',
    dateDeNaissance: complet ? dateDeNaissance : null,
    sexe: complet || t.vrai(0.5) ? sexe : '',
    // A visit request names its police station from the start (docs/product-rules.md#validation 'Veuillez choisir une origine');
    // picked from the id, not the random stream, so the other fields of the demo stay as they were.
    commissariat: complet
      ? t.un(p.commissariats)
      : lieu === LIEU.demandeDeVisite
        ? (p.commissariats[p.id % p.commissariats.length] ?? null)
        : null,
    regie: complet ? t.un(REGIES[p.bureauId]) : '',
    rendezVousDate: jour,
    rendezVousHeure: heure,
    examinateur: { id: p.examinateur.id, nomComplet: p.examinateur.nomComplet },
    examenType: { id: examenType.id, nom: examenType.nom, tarif: examenType.tarif, tva: examenType.tva },
    examenConclusion,
    examenDate: examenInstant && formatDateFr(paris.jour(examenInstant)),
    examenHeure: examenInstant && formatHeure(paris.minutes(examenInstant)),
    gavHeureProlongation: pgav ? formatHeure(t.un(MINUTES_VISITE)) : null,
    gavVisiteEffectuée,
    gavMotifNonVisite,
    requerant: requisition ? t.un(p.requerants) : null,
    requisitionFournie: requisition,
    requisitionDate: requisition ? isoDepuisJour(jourRequisition) : null,
    requisitionNumero: requisition
      ? `${isoDepuisJour(jourRequisition).slice(0, 4)}/${String(t.entier(1, 99999)).padStart(5, '0')}`
      : '',
    attestationFournie: examine && t.vrai(0.4),
    montantHT: montants.ht,
    montantTVA: montants.tva,
    bordereauNumero: null,
    dateModification: iso(dateModification),
    photos: [],
    documents: [],
    affaireDate: t.vrai(0.8) ? isoDepuisJour(affaireJour) : null,
    affaireNature: t.un(NATURES_AFFAIRE),
    affaireNom: `Procédure n° ${isoDepuisJour(affaireJour).slice(0, 4)}/${String(t.entier(1, 999999)).padStart(6, '0')}`,
    notes: t.vrai(0.15) ? t.un(NOTES) : '',
    retourExaminateur: statut === STATUT.rapportEnCours && t.vrai(0.4) ? t.un(RETOURS) : '',
    bureau: { id: p.bureauId, nom: BUREAU_NOM[p.bureauId] },
  };
}

// ---------------------------------------------------------------------------------------------------
// Writing.

type Item = Record<string, NativeAttributeValue>;
type EtatDemo = 'absent' | 'reserve' | 'complet' | 'sans-demo';

async function etatDemo(): Promise<EtatDemo> {
  const out = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: keys.compteurDossiers, ConsistentRead: true }),
  );
  if (!out.Item) return 'absent';
  const demo = out.Item.demo as string | undefined;
  return demo === 'complet' || demo === 'reserve' ? demo : 'sans-demo';
}

/** Creates the counter at DEMO_DOSSIERS_TOTAL (ids 1..N reserved for the demo); false when it exists. */
async function reserverIds(): Promise<boolean> {
  return siAccepte(
    ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.compteurDossiers,
        UpdateExpression: 'SET valeur = :n, demo = :reserve, #type = :type',
        ConditionExpression: 'attribute_not_exists(PK)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':n': DEMO_DOSSIERS_TOTAL,
          ':reserve': 'reserve',
          ':type': 'CompteurDossiers',
        },
      }),
    ),
  );
}

async function marquerComplet(): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.compteurDossiers,
      UpdateExpression: 'SET demo = :complet',
      ExpressionAttributeValues: { ':complet': 'complet' },
    }),
  );
}

const LOT = 25;
const LOTS_EN_PARALLELE = 8;

/** BatchWriteItem by 25, a few batches at a time, unprocessed items retried (data/retry.ts). */
export async function ecrireParLots(items: readonly Item[]): Promise<void> {
  const lots: Item[][] = [];
  for (let i = 0; i < items.length; i += LOT) lots.push(items.slice(i, i + LOT));
  let suivant = 0;
  const ouvrier = async () => {
    while (suivant < lots.length) {
      const demandes = lots[suivant++]!.map((Item) => ({ PutRequest: { Item } }));
      await untilProcessed(demandes, async (restantes) => {
        const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName()]: restantes } }));
        return (out.UnprocessedItems?.[tableName()] ?? []) as typeof demandes;
      });
    }
  };
  await Promise.all(Array.from({ length: LOTS_EN_PARALLELE }, ouvrier));
}

/** The demo roster with stored ids (members missing from the table are left out). */
async function examinateursStockes(): Promise<{
  examinateurs: ExaminateurDemo[];
  createurs: Partial<Record<DemoBureauId, string>>;
}> {
  const parEmail = new Map((await listerUtilisateurs()).map((u) => [u.adresseEmail, u]));
  const examinateurs = DEMO_ROSTER.flatMap((m, rang) => {
    const u = parEmail.get(m.adresseEmail);
    return u
      ? [{ id: u.id, nomComplet: u.nomComplet, role: m.role, rang, poids: m.poids, bureauIds: m.bureauIds }]
      : [];
  });
  const createurs: Partial<Record<DemoBureauId, string>> = {};
  for (const a of DEMO_ACCOUNTS) {
    const u = parEmail.get(a.adresseEmail);
    if (u && (a.role === 'secretariat' || a.role === 'secretariat-externe')) {
      for (const b of a.bureauIds) createurs[b] ??= u.id;
    }
  }
  return { examinateurs, createurs };
}

export interface DossiersSemes {
  dossiers: number;
  pieces: number;
  disponibilitesRv: number;
}

/**
 * Seeds the demo patient files and the examiners' hours once (see the header); answers what was
 * written this time (zeros on a re-run).
 */
export async function seedDemoDossiers(now: Date): Promise<DossiersSemes> {
  let etat = await etatDemo();
  if (etat === 'absent') etat = (await reserverIds()) ? 'reserve' : await etatDemo();
  if (etat === 'complet') return { dossiers: 0, pieces: 0, disponibilitesRv: 0 };
  if (etat === 'sans-demo') {
    logger.info('dossiers de démonstration non écrits : des dossiers existent déjà');
    return { dossiers: 0, pieces: 0, disponibilitesRv: 0 };
  }
  const debut = Date.now();
  const { examinateurs, createurs } = await examinateursStockes();
  const { dossiers, index } = requisitionsDemo(
    genererDossiersDemo({ maintenant: now, examinateurs, createurs }),
  );
  const pieces = await deposerPiecesDemo(dossiers, now);
  await ecrireParLots([...dossiers.map(itemDossier), ...index, ...pieces]);
  const rv: ExaminateurRv[] = examinateurs;
  const disponibilitesRv = await seedDemoDisponibilitesRv(rv, jourParis(now), now);
  await marquerComplet();
  logger.info('dossiers de démonstration écrits', {
    dossiers: dossiers.length,
    pieces: pieces.length,
    disponibilitesRv,
    dureeMs: Date.now() - debut,
  });
  return { dossiers: dossiers.length, pieces: pieces.length, disponibilitesRv };
}
