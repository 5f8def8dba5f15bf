// docs/product-rules.md#availability and rules; docs/product-rules.md#constants grid width, editable window, slots crossing midnight.
import * as z from 'zod';
import { FENETRE_CONFIRME_JOURS, LARGEUR_GRILLE_JOURS } from './constantes.ts';
import { isoDepuisJour, jourIsoDeLaSemaine, type Jour } from './dates.ts';
import { GRILLE_TOUS_LES_JOURS, listeGrilleDesJours } from './enums.ts';
import { heureFinEffective, zoneUtilisable, type Creneau, type Zone } from './zones-creneaux.ts';

export const DISPO = {
  pasDeSeance: 0,
  nonDisponible: 10,
  disponible: 20,
  souhaite: 30,
  confirmeProvisoire: 40,
  confirmeDefinitif: 50,
  gardeFinie: 70,
} as const;
export type StatutDisponibilite = (typeof DISPO)[keyof typeof DISPO];

/** docs/product-rules.md#availability statuses with their labels. */
export const STATUTS_DISPONIBILITE: readonly { id: StatutDisponibilite; code: string; nom: string }[] = [
  { id: 0, code: 'PasDeSéance', nom: 'Pas de Séance' },
  { id: 10, code: 'NonDisponible', nom: 'Non Disponible' },
  { id: 20, code: 'Disponible', nom: 'Disponible' },
  { id: 30, code: 'Souhaité', nom: 'Souhaité' },
  { id: 40, code: 'ConfirméProvisoire', nom: 'Confirmé ?' },
  { id: 50, code: 'ConfirméDéfinitif', nom: 'Confirmé !' },
  { id: 70, code: 'GardeFinie', nom: 'Garde Finie' },
];

export function libelleDisponibilite(id: StatutDisponibilite): string {
  return (STATUTS_DISPONIBILITE.find((s) => s.id === id) as { nom: string }).nom;
}

/** docs/product-rules.md#availability: what the examiner chooses among. */
export const CHOIX_EXAMINATEUR: readonly StatutDisponibilite[] = [
  DISPO.nonDisponible,
  DISPO.disponible,
  DISPO.souhaite,
];
/** docs/product-rules.md#availability: the other list (an examiner on a confirmed duty may declare it finished). */
export const CHOIX_EXAMINATEUR_GARDE: readonly StatutDisponibilite[] = [
  DISPO.disponible,
  DISPO.souhaite,
  DISPO.gardeFinie,
];

const statutSchema = z.union(
  STATUTS_DISPONIBILITE.map((s) => z.literal(s.id)),
  { error: 'Statut de disponibilité invalide' },
);

/** docs/product-rules.md#availability: id, créneauId, date (day number), examinateur, the two choices. */
export const disponibiliteSchema = z.object({
  id: z.number().int().nonnegative(),
  créneauId: z.number({ error: 'Veuillez choisir un créneau' }).int().positive('Veuillez choisir un créneau'),
  date: z.number({ error: 'Veuillez entrer une date' }).int('Veuillez entrer une date'),
  examinateur: z.object(
    { id: z.string(), nomComplet: z.string() },
    { error: "Veuillez choisir l'examinateur" },
  ),
  choixExaminateur: statutSchema,
  choixSecretariat: statutSchema,
});
export type Disponibilite = z.infer<typeof disponibiliteSchema>;
type Choix = Pick<Disponibilite, 'choixExaminateur' | 'choixSecretariat'>;

/**
 * docs/product-rules.md#availability effective status: GardeFinie from the examiner wins; else a secretariat choice of
 * ConfirméProvisoire or ConfirméDéfinitif; else the examiner's choice.
 */
export function statutEffectif(d: Choix): StatutDisponibilite {
  if (d.choixExaminateur === DISPO.gardeFinie) return DISPO.gardeFinie;
  if (d.choixSecretariat === DISPO.confirmeProvisoire || d.choixSecretariat === DISPO.confirmeDefinitif) {
    return d.choixSecretariat;
  }
  return d.choixExaminateur;
}

/**
 * docs/product-rules.md#availability editability: the three examiner choices and GardeFinie are editable; ConfirméDéfinitif only
 * when the slot date is today or tomorrow; anything else is not.
 */
export function estModifiable(d: Choix & Pick<Disponibilite, 'date'>, today: Jour): boolean {
  const statut = statutEffectif(d);
  if (CHOIX_EXAMINATEUR.includes(statut) || statut === DISPO.gardeFinie) return true;
  const ecart = d.date - today;
  return statut === DISPO.confirmeDefinitif && ecart >= 0 && ecart <= FENETRE_CONFIRME_JOURS;
}

/**
 * The list the examiner picks from. Choice (spec gives the two lists, not when each is used): once
 * the duty is definitively confirmed (or declared finished) the examiner may only say it is finished
 * or step back to available/wished; before that he states his availability.
 */
export function choixProposes(d: Choix): readonly StatutDisponibilite[] {
  const statut = statutEffectif(d);
  return statut === DISPO.confirmeDefinitif || statut === DISPO.gardeFinie
    ? CHOIX_EXAMINATEUR_GARDE
    : CHOIX_EXAMINATEUR;
}

/**
 * docs/product-rules.md#availability: a slot-day is excluded when the zone's weekday set lacks the date's ISO weekday, unless it
 * includes the all-days value 8. Choice: a slot outside its own validity dates (dateDebut..dateFin)
 * is excluded too.
 */
export function jourExclu(
  zone: Pick<Zone, 'jours'>,
  creneau: Pick<Creneau, 'dateDebut' | 'dateFin'>,
  jour: Jour,
): boolean {
  const liste = listeGrilleDesJours(zone.jours);
  if (!liste.includes(GRILLE_TOUS_LES_JOURS) && !liste.includes(jourIsoDeLaSemaine(jour))) return true;
  const iso = isoDepuisJour(jour);
  return (
    (creneau.dateDebut !== null && iso < creneau.dateDebut) ||
    (creneau.dateFin !== null && iso > creneau.dateFin)
  );
}

const RANG_PERIODE: Record<string, number> = { Matin: 0, 'Après-midi': 1, Soir: 2 };

/** docs/product-rules.md#availability slot order: Matin, Après-midi, Soir, then others; then zone name (then start, then id). */
export function comparerCreneaux(
  a: { creneau: Pick<Creneau, 'id' | 'nom' | 'heureDebut'>; zone: Pick<Zone, 'nom'> },
  b: { creneau: Pick<Creneau, 'id' | 'nom' | 'heureDebut'>; zone: Pick<Zone, 'nom'> },
): number {
  return (
    (RANG_PERIODE[a.creneau.nom] ?? 3) - (RANG_PERIODE[b.creneau.nom] ?? 3) ||
    a.zone.nom.localeCompare(b.zone.nom, 'fr') ||
    a.creneau.heureDebut - b.creneau.heureDebut ||
    a.creneau.id - b.creneau.id
  );
}

/** docs/product-rules.md#entities: start and end of a slot in minutes, the end past 1440 when it crosses midnight. */
export function plageCreneau(creneau: Pick<Creneau, 'heureDebut' | 'heureFin'>): {
  debut: number;
  fin: number;
} {
  return { debut: creneau.heureDebut, fin: heureFinEffective(creneau) };
}

export interface LigneGrille {
  creneau: Creneau;
  zone: Zone;
}

/**
 * docs/product-rules.md#availability: the slots shown in the grid, limited to the offices the user selected, of usable zones only
 * (docs/product-rules.md#entities: a zone needs both jours and bureau), in slot order.
 */
export function lignesGrille(
  creneaux: readonly Creneau[],
  zones: readonly Zone[],
  bureauxSelectionnes: readonly string[],
): LigneGrille[] {
  const zoneParId = new Map(zones.map((z) => [z.id, z]));
  return creneaux
    .flatMap((creneau) => {
      const zone = zoneParId.get(creneau.zone);
      if (zone === undefined || !zoneUtilisable(zone)) return [];
      return bureauxSelectionnes.includes((zone.bureau as { id: string }).id) ? [{ creneau, zone }] : [];
    })
    .sort(comparerCreneaux);
}

/** docs/product-rules.md#availability, docs/product-rules.md#constants: the grid's days: 7 from the start day, or 1 in single-day mode. */
export function joursGrille(debut: Jour, unSeulJour: boolean): Jour[] {
  return Array.from({ length: unSeulJour ? 1 : LARGEUR_GRILLE_JOURS }, (_, i) => debut + i);
}

export type CelluleGrille =
  | { jour: Jour; exclu: true }
  | { jour: Jour; exclu: false; disponibilite: Disponibilite | null };

/**
 * docs/product-rules.md#availability grid for one examiner: per slot and day, the examiner's availability; a slot-day with
 * several matching availabilities is emptied (null: the data is ambiguous and must be re-entered);
 * one with none gets a default NonDisponible for both choices with id 0.
 */
export function grilleExaminateur(params: {
  lignes: readonly LigneGrille[];
  jours: readonly Jour[];
  disponibilites: readonly Disponibilite[];
  examinateur: Disponibilite['examinateur'];
}): { ligne: LigneGrille; cellules: CelluleGrille[] }[] {
  const { lignes, jours, disponibilites, examinateur } = params;
  return lignes.map((ligne) => ({
    ligne,
    cellules: jours.map((jour): CelluleGrille => {
      if (jourExclu(ligne.zone, ligne.creneau, jour)) return { jour, exclu: true };
      const trouvees = disponibilites.filter(
        (d) => d.créneauId === ligne.creneau.id && d.date === jour && d.examinateur.id === examinateur.id,
      );
      if (trouvees.length > 1) return { jour, exclu: false, disponibilite: null };
      const disponibilite = trouvees[0] ?? {
        id: 0,
        créneauId: ligne.creneau.id,
        date: jour,
        examinateur,
        choixExaminateur: DISPO.nonDisponible,
        choixSecretariat: DISPO.nonDisponible,
      };
      return { jour, exclu: false, disponibilite };
    }),
  }));
}
