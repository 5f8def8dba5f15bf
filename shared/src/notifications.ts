// Notifications (docs/architecture.md#notifications): what the header's bell and envelope list for the
// signed-in user. Each is stored per user with an expiry, under a deterministic id (kind, office, item),
// so that a repeated stream record or sweep never writes it twice. Event-driven kinds come from the
// table's change stream, time-driven kinds from the scheduled sweep; both use the rules below.
import * as z from 'zod';
import { etatEcheance, estDemandeDeVisite } from './demandes-visite.ts';
import type { DossierPatient } from './dossier-patient.ts';
import type { Role } from './roles.ts';

/** The kinds of notification; `retour-examinateur` is the envelope's, every other one the bell's. */
export const GENRES_NOTIFICATION = [
  'visite-echeance-proche',
  'visite-echeance-depassee',
  'dossier-attribue',
  'dossier-sans-bordereau',
  'garde-non-confirmee',
  'configuration-modifiee',
  'retour-examinateur',
] as const;
export type GenreNotification = (typeof GENRES_NOTIFICATION)[number];

/** Where a notification is shown: the bell (alerts) or the envelope (messages). */
export type CanalNotification = 'cloche' | 'enveloppe';
export const canalDuGenre = (genre: GenreNotification): CanalNotification =>
  genre === 'retour-examinateur' ? 'enveloppe' : 'cloche';

/** Choice: a notification is kept 30 days (DynamoDB TTL), read or not. */
export const DUREE_NOTIFICATION_JOURS = 30;
const SECONDES_PAR_JOUR = 86_400;

/** The TTL (epoch seconds) of a notification created at `now`. */
export function expirationNotification(now: Date): number {
  return Math.floor(now.getTime() / 1000) + DUREE_NOTIFICATION_JOURS * SECONDES_PAR_JOUR;
}

/** The roles of "the office's secretariat" that receive its notifications (members of the office). */
export const ROLES_SECRETARIAT_NOTIFIES: readonly Role[] = ['secretariat'];

/** At most this many characters of an examiner's feedback are copied into its message. */
export const LONGUEUR_MAX_MESSAGE = 500;

/**
 * The notification's id: its kind, office (`-` for none) and item, so that one user gets one
 * notification per kind and item however often the stream or the sweep sees it. URL-safe.
 */
export function idNotification(genre: GenreNotification, bureauId: string | null, objet: string): string {
  return [genre, bureauId ?? '-', objet].map(encodeURIComponent).join('~');
}

export const notificationSchema = z.object({
  id: z.string(),
  genre: z.enum(GENRES_NOTIFICATION),
  /** The office of the item (null: a notification of no office, e.g. a common setting). */
  bureauId: z.string().nullable(),
  /** The patient file concerned, when there is one. */
  dossierId: z.number().int().nullable(),
  /** What the notification names (e.g. the patient's name, the setting's key, the slot). */
  libelle: z.string(),
  /** The examiner's feedback (envelope), the limit's instant (visit requests), or null. */
  detail: z.string().nullable(),
  /** ISO instant of creation. */
  creeLe: z.string(),
  lue: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export interface ListeNotifications {
  /** Newest first. */
  notifications: Notification[];
  /** Unread per channel (the badges). */
  nonLues: Record<CanalNotification, number>;
}

/** Unread counts of a list, per channel. */
export function compterNonLues(notifications: readonly Pick<Notification, 'genre' | 'lue'>[]) {
  const nonLues: Record<CanalNotification, number> = { cloche: 0, enveloppe: 0 };
  for (const n of notifications) if (!n.lue) nonLues[canalDuGenre(n.genre)] += 1;
  return nonLues;
}

/** PATCH /notifications/{id}: `{ lue }`. */
export const marquageNotificationSchema = z.object(
  { lue: z.boolean({ error: 'Le champ lue doit valoir true ou false' }) },
  { error: 'Le corps de la requête doit être un objet' },
);
/** PATCH /notifications: every notification of one channel (or both) marked read. */
export const marquageToutesNotificationsSchema = z.object(
  {
    lue: z.literal(true, { error: 'Le champ lue doit valoir true' }),
    canal: z.enum(['cloche', 'enveloppe'], { error: 'Le canal doit être cloche ou enveloppe' }).optional(),
  },
  { error: 'Le corps de la requête doit être un objet' },
);
export const notificationPathSchema = z.object({
  id: z.string().min(1, "L'identifiant de la notification est requis").max(300, 'Identifiant trop long'),
});

/**
 * Which visit-request kind a file calls for at `now`: near its 3-hour limit, past it, or none (not a
 * visit request, over, no limit yet, or more than SEUIL_ECHEANCE_PROCHE_MINUTES left).
 */
export function genreEcheanceVisite(
  dossier: Pick<DossierPatient, 'lieu' | 'rendezVousDate' | 'rendezVousHeure' | 'statut'>,
  now: Date,
): 'visite-echeance-proche' | 'visite-echeance-depassee' | null {
  if (!estDemandeDeVisite(dossier)) return null;
  const etat = etatEcheance(dossier, now);
  if (etat === 'proche') return 'visite-echeance-proche';
  return etat === 'depassee' ? 'visite-echeance-depassee' : null;
}

/**
 * The examiner a file newly assigns (created with one, or its examiner changed): null when the
 * examiner is unchanged or none. A visit request's doctor hears of it through its limit instead.
 */
export function examinateurNouvellementAttribue(
  avant: Pick<DossierPatient, 'examinateur'> | undefined,
  apres: Pick<DossierPatient, 'examinateur' | 'lieu'>,
): string | null {
  const nouveau = apres.examinateur?.id ?? null;
  if (nouveau === null || estDemandeDeVisite(apres)) return null;
  return avant?.examinateur?.id === nouveau ? null : nouveau;
}

/** The examiner's feedback when it was just written or changed (trimmed, capped), else null. */
export function retourExaminateurNouveau(
  avant: Pick<DossierPatient, 'retourExaminateur'> | undefined,
  apres: Pick<DossierPatient, 'retourExaminateur'>,
): string | null {
  const texte = (apres.retourExaminateur ?? '').trim();
  if (texte === '' || texte === (avant?.retourExaminateur ?? '').trim()) return null;
  return texte.slice(0, LONGUEUR_MAX_MESSAGE);
}

interface ZoneDeBureau {
  id: number;
  bureau: { id: string } | null;
}

/** The entries of a configuration value that differ (by id) between two values, both sides. */
function entreesModifiees<T extends { id: number }>(avant: readonly T[], apres: readonly T[]): T[] {
  const cle = (e: T) => JSON.stringify(e);
  const avantParId = new Map(avant.map((e) => [e.id, cle(e)]));
  const apresParId = new Map(apres.map((e) => [e.id, cle(e)]));
  return [
    ...apres.filter((e) => avantParId.get(e.id) !== cle(e)),
    ...avant.filter((e) => !apresParId.has(e.id)),
  ];
}

/**
 * Who a configuration change concerns (docs/architecture.md#notifications): the offices of the zones
 * (key `zones`) or of the slots' zones (key `créneaux`) it changed; null for a key common to every
 * office (periods, exam types, settings): everyone.
 */
export function bureauxDuChangement(
  cle: string,
  avant: unknown,
  apres: unknown,
  zones: readonly ZoneDeBureau[],
): string[] | null {
  const liste = <T>(v: unknown) => (Array.isArray(v) ? (v as T[]) : []);
  if (cle === 'zones') {
    const modifiees = entreesModifiees(liste<ZoneDeBureau>(avant), liste<ZoneDeBureau>(apres));
    return [...new Set(modifiees.flatMap((z) => (z.bureau ? [z.bureau.id] : [])))];
  }
  if (cle !== 'créneaux') return null;
  const modifies = entreesModifiees(liste<{ id: number; zone: number }>(avant), liste(apres));
  const zoneIds = new Set(modifies.map((c) => c.zone));
  return [...new Set(zones.flatMap((z) => (zoneIds.has(z.id) && z.bureau ? [z.bureau.id] : [])))];
}
