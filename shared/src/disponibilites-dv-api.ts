// Issue 10 duty grid (DV availability): the contract the handlers and the screens share (GET filter,
// stored item, grid answer, PUT body), who may set which choice (spec §4 §6), and the conflicts the
// secretariat sees. The grid rules themselves (effective status, editability, excluded slot-days, slot
// order, one examiner's grid) are those of disponibilites.ts, used here, never restated.
import * as z from 'zod';
import { dateIsoSchema, instantParis, type Jour } from './dates.ts';
import {
  choixProposes,
  DISPO,
  estModifiable,
  grilleExaminateur,
  jourExclu,
  plageCreneau,
  statutEffectif,
  STATUTS_DISPONIBILITE,
  type Disponibilite,
  type LigneGrille,
  type StatutDisponibilite,
} from './disponibilites.ts';
import { inGroup, type Role } from './roles.ts';

/** Spec §3 Availability as stored and answered: one per slot, day and examiner (pattern V3). */
export interface DisponibiliteDvStockee {
  bureauId: string;
  créneauId: number;
  /** Day number (spec §3). */
  date: Jour;
  examinateur: { id: string; nomComplet: string };
  choixExaminateur: StatutDisponibilite;
  choixSecretariat: StatutDisponibilite;
  /** 0 for a cell nobody wrote yet (the §4 default NonDisponible/NonDisponible). */
  version: number;
  /** Id of the last user who wrote it. */
  modifiePar?: string;
  /** ISO instant (UTC) of the last write; '' for an unwritten default. */
  modifieLe: string;
}

/** GET /bureaux/{bureauId}/disponibilites-dv?du=AAAA-MM-JJ&jours=7|1[&examinateur=]. */
export const filtreGrilleDvSchema = z.object({
  du: dateIsoSchema('Veuillez entrer la date de début'),
  jours: z.coerce
    .number({ error: 'Nombre de jours invalide (1 ou 7)' })
    .refine((n) => n === 1 || n === 7, { error: 'Nombre de jours invalide (1 ou 7)' })
    .default(7),
  examinateur: z.string().min(1).max(100).optional(),
});
export type FiltreGrilleDv = z.infer<typeof filtreGrilleDvSchema>;

const choixSchema = z.union(
  STATUTS_DISPONIBILITE.map((s) => z.literal(s.id)),
  { error: 'Statut de disponibilité invalide' },
);

/**
 * PUT /bureaux/{bureauId}/disponibilites-dv/{jour}/{creneauId}/{examinateurId}: the examiner's choice
 * or the secretariat's, at the version read (absent or 0: the cell was never written, it is created;
 * 409 VERSION_CONFLICT when someone wrote it meanwhile or the version moved on).
 */
export const modificationDisponibiliteDvSchema = z
  .object({
    choixExaminateur: choixSchema.optional(),
    choixSecretariat: choixSchema.optional(),
    version: z
      .number({ error: 'Version manquante' })
      .int('Version invalide')
      .min(0, 'Version invalide')
      .default(0),
  })
  .refine((b) => b.choixExaminateur !== undefined || b.choixSecretariat !== undefined, {
    path: ['choixExaminateur'],
    error: 'Veuillez choisir une disponibilité',
  });
export type ModificationDisponibiliteDv = z.infer<typeof modificationDisponibiliteDvSchema>;

/** What the secretariat sets: the two confirmations, or NonDisponible to clear its choice. */
export const CHOIX_SECRETARIAT: readonly StatutDisponibilite[] = [
  DISPO.confirmeProvisoire,
  DISPO.confirmeDefinitif,
  DISPO.nonDisponible,
];

/** The §4 default of a cell nobody wrote: NonDisponible for both choices, version 0. */
export function disponibiliteParDefaut(params: {
  bureauId: string;
  créneauId: number;
  date: Jour;
  examinateur: DisponibiliteDvStockee['examinateur'];
}): DisponibiliteDvStockee {
  return {
    ...params,
    choixExaminateur: DISPO.nonDisponible,
    choixSecretariat: DISPO.nonDisponible,
    version: 0,
    modifieLe: '',
  };
}

export interface Appelant {
  id: string;
  role: Role;
}

/** A refused change: 403 (not the caller's to change) or 400 on a field (not allowed now). */
export interface RefusModificationDv {
  statut: 403 | 400;
  message: string;
  champ?: 'choixExaminateur' | 'choixSecretariat' | 'jour';
}

/**
 * Who may set what (spec §4 §6; issue 10). Choices of this project, documented in docs/api.md:
 * - a doctor sets only its own cell, only its choice, among `choixProposes` of the current value, and
 *   only while the cell is editable (`estModifiable` with today in Europe/Paris: ConfirméDéfinitif
 *   only today or tomorrow); a psychologist has no duty grid;
 * - the secretariat (administrator, secretariat) sets only its choice (Confirmé ?, Confirmé ! or
 *   NonDisponible to clear), on any doctor's cell of today or later, not on a duty declared finished;
 *   the external secretariat reads the grid (route table, spec §2) but does not confirm (menu, §6);
 * - nobody writes an excluded slot-day (zone weekdays, slot validity dates).
 * Returns null when allowed.
 */
export function refusModificationDv(params: {
  appelant: Appelant;
  actuelle: Pick<DisponibiliteDvStockee, 'examinateur' | 'date' | 'choixExaminateur' | 'choixSecretariat'>;
  demande: Pick<ModificationDisponibiliteDv, 'choixExaminateur' | 'choixSecretariat'>;
  exclu: boolean;
  today: Jour;
}): RefusModificationDv | null {
  const { appelant, actuelle, demande, exclu, today } = params;
  const secretariat = inGroup(appelant.role, 'secretariat');
  if (!secretariat && !inGroup(appelant.role, 'doctor')) {
    return inGroup(appelant.role, 'anySecretariat')
      ? { statut: 403, message: 'Le secrétariat externe consulte la grille des gardes sans la modifier' }
      : { statut: 403, message: 'Seuls les médecins et le secrétariat utilisent la grille des gardes' };
  }
  if (!secretariat && actuelle.examinateur.id !== appelant.id) {
    return { statut: 403, message: 'Vous ne pouvez modifier que vos propres disponibilités' };
  }
  if (exclu) return { statut: 400, champ: 'jour', message: "Ce créneau n'est pas ouvert ce jour-là" };
  if (secretariat) {
    if (demande.choixExaminateur !== undefined) {
      return {
        statut: 403,
        champ: 'choixExaminateur',
        message: "Seul l'examinateur choisit sa disponibilité",
      };
    }
    const choix = demande.choixSecretariat;
    if (choix === undefined || !CHOIX_SECRETARIAT.includes(choix)) {
      return {
        statut: 400,
        champ: 'choixSecretariat',
        message:
          'Le secrétariat confirme (Confirmé ? ou Confirmé !) ou retire sa confirmation (Non Disponible)',
      };
    }
    if (actuelle.date < today) {
      return { statut: 400, champ: 'jour', message: "Une garde passée n'est plus modifiable" };
    }
    if (statutEffectif(actuelle) === DISPO.gardeFinie) {
      return { statut: 400, champ: 'choixSecretariat', message: 'Cette garde est déclarée finie' };
    }
    return null;
  }
  if (demande.choixSecretariat !== undefined) {
    return { statut: 403, champ: 'choixSecretariat', message: 'Seul le secrétariat confirme une garde' };
  }
  if (!estModifiable(actuelle, today)) {
    return { statut: 400, champ: 'choixExaminateur', message: "Cette disponibilité n'est plus modifiable" };
  }
  if (!choixProposes(actuelle).includes(demande.choixExaminateur as StatutDisponibilite)) {
    return { statut: 400, champ: 'choixExaminateur', message: "Ce choix n'est pas proposé pour ce créneau" };
  }
  return null;
}

/** An availability as the grid answers it: with its effective status and whether the caller may edit it. */
export type DisponibiliteDvVue = DisponibiliteDvStockee & {
  statut: StatutDisponibilite;
  modifiable: boolean;
};

export interface CelluleGrilleDv {
  jour: Jour;
  exclu: boolean;
  /** Every examiner's availability (the secretariat), or the caller's own, default included (a doctor). */
  disponibilites: DisponibiliteDvVue[];
}

export interface LigneGrilleDv extends LigneGrille {
  cellules: CelluleGrilleDv[];
}

/** The GET answer: the grid of one office. */
export interface GrilleDv {
  bureauId: string;
  jours: Jour[];
  /** Today in Europe/Paris on the server (the editable window's reference). */
  aujourdhui: Jour;
  lignes: LigneGrilleDv[];
  /** The office's doctors the secretariat may confirm (a doctor: itself). */
  examinateurs: DisponibiliteDvStockee['examinateur'][];
  conflits: ConflitGrille[];
}

/** An availability as answered to the caller: its effective status and whether the caller may change it. */
export function vueDisponibiliteDv(params: {
  disponibilite: DisponibiliteDvStockee;
  appelant: Appelant;
  exclu: boolean;
  today: Jour;
}): DisponibiliteDvVue {
  const { disponibilite: d, appelant, exclu, today } = params;
  const demande = inGroup(appelant.role, 'anySecretariat')
    ? { choixSecretariat: DISPO.confirmeProvisoire }
    : { choixExaminateur: choixProposes(d)[0] as StatutDisponibilite };
  const refus = refusModificationDv({ appelant, actuelle: d, demande, exclu, today });
  return { ...d, statut: statutEffectif(d), modifiable: refus === null };
}

/** Items grouped by a key, in their order. */
function grouper<T>(items: readonly T[], cle: (item: T) => string): Map<string, T[]> {
  const groupes = new Map<string, T[]>();
  for (const item of items) {
    const k = cle(item);
    const groupe = groupes.get(k);
    if (groupe) groupe.push(item);
    else groupes.set(k, [item]);
  }
  return groupes;
}

function versDisponibilite(d: DisponibiliteDvStockee): Disponibilite {
  return { ...d, id: d.version };
}

/**
 * The grid answer of one office (issue 10): per row (`lignesGrille`, sorted per §4) and day, whether
 * the slot-day is excluded and the availabilities with their effective status and `modifiable` for
 * the caller. A doctor sees its own cells only, one per slot-day (§4 `grilleExaminateur`: a default
 * when none, an emptied cell when the data is ambiguous); the secretariat sees every examiner's.
 */
export function construireGrilleDv(params: {
  bureauId: string;
  lignes: readonly LigneGrille[];
  jours: readonly Jour[];
  disponibilites: readonly DisponibiliteDvStockee[];
  appelant: Appelant & { nomComplet: string };
  examinateurs: readonly DisponibiliteDvStockee['examinateur'][];
  today: Jour;
  now: Date;
}): GrilleDv {
  const { bureauId, lignes, jours, disponibilites, appelant, today } = params;
  const secretariat = inGroup(appelant.role, 'anySecretariat');
  const vue = (d: DisponibiliteDvStockee, exclu: boolean) =>
    vueDisponibiliteDv({ disponibilite: d, appelant, exclu, today });
  const entete = {
    bureauId,
    jours: [...jours],
    aujourdhui: today,
  };
  if (secretariat) {
    const parCellule = grouper(disponibilites, (d) => `${d.créneauId}#${d.date}`);
    const ordre = new Intl.Collator('fr');
    return {
      ...entete,
      examinateurs: [...params.examinateurs],
      conflits: conflitsGrille({ lignes, jours, disponibilites, now: params.now }),
      lignes: lignes.map((ligne) => ({
        ...ligne,
        cellules: jours.map((jour) => {
          const exclu = jourExclu(ligne.zone, ligne.creneau, jour);
          const ici = [...(parCellule.get(`${ligne.creneau.id}#${jour}`) ?? [])].sort((a, b) =>
            ordre.compare(a.examinateur.nomComplet, b.examinateur.nomComplet),
          );
          return { jour, exclu, disponibilites: ici.map((d) => vue(d, exclu)) };
        }),
      })),
    };
  }
  const moi = { id: appelant.id, nomComplet: appelant.nomComplet };
  const miennes = disponibilites.filter((d) => d.examinateur.id === appelant.id);
  const grille = grilleExaminateur({
    lignes,
    jours,
    disponibilites: miennes.map(versDisponibilite),
    examinateur: moi,
  });
  return {
    ...entete,
    examinateurs: [moi],
    conflits: [],
    lignes: grille.map(({ ligne, cellules }) => ({
      ...ligne,
      cellules: cellules.map((c): CelluleGrilleDv => {
        if (c.exclu || c.disponibilite === null) return { jour: c.jour, exclu: c.exclu, disponibilites: [] };
        const stockee =
          miennes.find((d) => d.créneauId === ligne.creneau.id && d.date === c.jour) ??
          disponibiliteParDefaut({ bureauId, créneauId: ligne.creneau.id, date: c.jour, examinateur: moi });
        return { jour: c.jour, exclu: false, disponibilites: [vue(stockee, false)] };
      }),
    })),
  };
}

/** Statuses that put a doctor on duty (a confirmation by the secretariat). */
export function estConfirme(
  d: Pick<DisponibiliteDvStockee, 'choixExaminateur' | 'choixSecretariat'>,
): boolean {
  const statut = statutEffectif(d);
  return statut === DISPO.confirmeProvisoire || statut === DISPO.confirmeDefinitif;
}

/** Hours ahead within which a zone-slot without anyone confirmed is flagged. */
export const HORIZON_SANS_CONFIRME_HEURES = 48;

export type ConflitGrille =
  | { type: 'doubleConfirmation'; créneauId: number; jour: Jour; examinateurs: string[]; message: string }
  | {
      type: 'chevauchement';
      créneauId: number;
      jour: Jour;
      examinateurs: string[];
      /** The other slot-day the doctor is confirmed on at the same time. */
      autre: { créneauId: number; jour: Jour };
      message: string;
    }
  | { type: 'sansConfirme'; créneauId: number; jour: Jour; examinateurs: string[]; message: string };

/**
 * Conflicts of a grid (issue 10), over the rows and days given (several offices at once on the
 * screen): two doctors confirmed in one zone-slot-day; one doctor confirmed on two slot-days whose
 * times overlap (in two zones, or two slots of one zone; each side is reported); a slot-day not
 * excluded, not over, starting within the next 48 hours, without anyone confirmed. Times are Paris
 * wall-clock times turned into instants (`instantParis`, so a DST night counts its real length).
 */
export function conflitsGrille(params: {
  lignes: readonly LigneGrille[];
  jours: readonly Jour[];
  disponibilites: readonly Pick<
    DisponibiliteDvStockee,
    'créneauId' | 'date' | 'examinateur' | 'choixExaminateur' | 'choixSecretariat'
  >[];
  now: Date;
}): ConflitGrille[] {
  const { lignes, jours, disponibilites, now } = params;
  const ligneParCreneau = new Map(lignes.map((l) => [l.creneau.id, l]));
  const confirmees = disponibilites.filter(
    (d) => jours.includes(d.date) && ligneParCreneau.has(d.créneauId) && estConfirme(d),
  );
  const plages = new Map<string, { debut: number; fin: number }>();
  const plage = (créneauId: number, jour: Jour) => {
    const cle = `${créneauId}#${jour}`;
    let p = plages.get(cle);
    if (p === undefined) {
      const { debut, fin } = plageCreneau((ligneParCreneau.get(créneauId) as LigneGrille).creneau);
      p = { debut: instantParis(jour, debut).getTime(), fin: instantParis(jour, fin).getTime() };
      plages.set(cle, p);
    }
    return p;
  };
  const parCellule = grouper(confirmees, (d) => `${d.créneauId}#${d.date}`);
  const parExaminateur = grouper(confirmees, (d) => d.examinateur.id);
  const horizon = now.getTime() + HORIZON_SANS_CONFIRME_HEURES * 3_600_000;
  const conflits: ConflitGrille[] = [];
  for (const { creneau, zone } of lignes) {
    for (const jour of jours) {
      if (jourExclu(zone, creneau, jour)) continue;
      const ici = parCellule.get(`${creneau.id}#${jour}`) ?? [];
      const noms = ici.map((d) => d.examinateur.nomComplet);
      if (ici.length > 1) {
        conflits.push({
          type: 'doubleConfirmation',
          créneauId: creneau.id,
          jour,
          examinateurs: noms,
          message: `Plusieurs médecins confirmés : ${noms.join(', ')}`,
        });
      }
      const { debut, fin } = plage(creneau.id, jour);
      if (ici.length === 0 && fin > now.getTime() && debut < horizon) {
        conflits.push({
          type: 'sansConfirme',
          créneauId: creneau.id,
          jour,
          examinateurs: [],
          message: 'Aucun médecin confirmé dans les prochaines 48 heures',
        });
      }
      for (const d of ici) {
        for (const autre of parExaminateur.get(d.examinateur.id) as typeof confirmees) {
          if (autre.créneauId === d.créneauId && autre.date === d.date) continue;
          const p = plage(autre.créneauId, autre.date);
          if (p.debut < fin && debut < p.fin) {
            const autreLigne = ligneParCreneau.get(autre.créneauId) as LigneGrille;
            conflits.push({
              type: 'chevauchement',
              créneauId: creneau.id,
              jour,
              examinateurs: [d.examinateur.nomComplet],
              autre: { créneauId: autre.créneauId, jour: autre.date },
              message: `${d.examinateur.nomComplet} est aussi confirmé en même temps : ${autreLigne.zone.nom} ${autreLigne.creneau.nom}`,
            });
          }
        }
      }
    }
  }
  return conflits;
}
