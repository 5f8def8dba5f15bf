// The duty grid (DV availability): the contract the handlers and the screens share (GET filter, stored
// item, grid answer, PUT body), who may set which choice and how one availability is answered to the
// caller. The grid answer and its conflicts are built in disponibilites-dv-grille.ts; the grid rules
// themselves (effective status, editability, excluded slot-days, slot order, one examiner's grid) are
// those of disponibilites.ts, used here, never restated.
import * as z from 'zod';
import { dateIsoSchema, type Jour } from './dates.ts';
import {
  choixProposes,
  DISPO,
  estModifiable,
  statutEffectif,
  STATUTS_DISPONIBILITE,
  type LigneGrille,
  type StatutDisponibilite,
} from './disponibilites.ts';
import { inGroup, type Role } from './roles.ts';

/** docs/product-rules.md#availability as stored and answered: one per slot, day and examiner (pattern V3). */
export interface DisponibiliteDvStockee {
  bureauId: string;
  créneauId: number;
  /** Day number (docs/product-rules.md#entities). */
  date: Jour;
  examinateur: { id: string; nomComplet: string };
  choixExaminateur: StatutDisponibilite;
  choixSecretariat: StatutDisponibilite;
  /** 0 for a cell nobody wrote yet (the docs/product-rules.md#availability default NonDisponible/NonDisponible). */
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

/** The docs/product-rules.md#availability default of a cell nobody wrote: NonDisponible for both choices, version 0. */
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
 * Who may set what (docs/product-rules.md#availability, docs/product-rules.md#access). Choices of this project, documented in docs/api.md:
 * - a doctor sets only its own cell, only its choice, among `choixProposes` of the current value, and
 *   only while the cell is editable (`estModifiable` with today in Europe/Paris: ConfirméDéfinitif
 *   only today or tomorrow); a psychologist has no duty grid;
 * - the secretariat (administrator, secretariat) sets only its choice (Confirmé ?, Confirmé ! or
 *   NonDisponible to clear), on any doctor's cell of today or later, not on a duty declared finished;
 *   the external secretariat reads the grid (route table, docs/product-rules.md#screens) but does not confirm (menu, docs/product-rules.md#access);
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
