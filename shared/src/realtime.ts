// WebSocket messages (docs/product-rules.md#realtime socket; WebSocket).
import * as z from 'zod';

/** Tables whose changes are pushed to connected clients. */
export const REALTIME_TABLES = [
  'Utilisateur',
  'Bureau',
  'Configuration',
  'DossierPatient',
  'Disponibilite',
  'DisponibiliteRv',
  'Bordereau',
  'RepartitionPaiement',
  'Commissariat',
  'Requerant',
  'DpRapport',
  'DocumentVierge',
  'Notification',
] as const;
export type RealtimeTable = (typeof REALTIME_TABLES)[number];

export const modificationTableSchema = z.object({
  type: z.literal('ModificationTable'),
  table: z.enum(REALTIME_TABLES),
  operation: z.enum(['INSERT', 'MODIFY', 'REMOVE']),
  /** The `sid` claim of the token of the session that caused the change ('système' when unknown). */
  authSignature: z.string(),
  // What changed, so that a screen refetches only what concerns it (docs/architecture.md#realtime):
  // absent on a signal that names only its table.
  /** The office of an office-scoped table's item. */
  bureauId: z.string().optional(),
  /** The month ('AAAA-MM') of the item, for tables listed by month. */
  mois: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional(),
  /** The day ('AAAA-MM-JJ') of the item, for tables listed by day. */
  jour: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** The one user a per-user item (a Notification) is sent to: that user's connections only. */
  utilisateurId: z.string().optional(),
  /** The item's id (a patient file's number as text). */
  id: z.string().optional(),
  /** The item's version after the change (absent on a REMOVE or an unversioned item). */
  version: z.number().int().optional(),
});
export type ModificationTable = z.infer<typeof modificationTableSchema>;

/**
 * Frames sent by the server over the raw WebSocket. `data` of msgToClient is the JSON text of a
 * ModificationTable message (the spec's "msgToClient (JSON with type ...)").
 */
export const serverFrameSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('msgToClient'), data: z.string() }),
  z.object({ event: z.literal('tokenInvalid') }),
  // The server closed this connection for a reason the client must not retry against (a user's
  // connections beyond MAX_CONNEXIONS_PAR_UTILISATEUR).
  z.object({ event: z.literal('connexionFermee'), message: z.string() }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** Sub-protocol announced by clients; the token travels as the second offered sub-protocol. */
export const REALTIME_PROTOCOL = 'umj.v1';
export { REALTIME_PATH } from './api-paths.ts';

/** At most this many live connections per user; on a new one, the oldest beyond it are closed. */
export const MAX_CONNEXIONS_PAR_UTILISATEUR = 10;
/** The `connexionFermee` frame's text sent to a connection closed for that limit. */
export const MESSAGE_CONNEXION_EN_TROP =
  'Connexion temps réel fermée : plus de 10 fenêtres ouvertes pour ce compte, la plus ancienne est fermée.';
/** The 429 of a `$connect` that could not be registered (the SPA tries again after RECONNEXION_SOCKET_MS). */
export const MESSAGE_CONNEXIONS_SIMULTANEES =
  'Trop de connexions temps réel ouvertes en même temps pour ce compte. Réessayez dans quelques secondes.';

/**
 * A connection registered less than this long ago is never closed to make room: the newer attempt is
 * refused instead (429). Longer than the longest run of a `$connect` (Lambda's 10 s, the local
 * gateway's 29 s), so a closed connection has always finished opening; and a burst of attempts fills
 * the places once rather than closing its own connections in turn (docs/architecture.md#realtime).
 * For the same reason a send answering 410 to a connection this young keeps its registration: its
 * socket may not be open yet (docs/api.md#websocket).
 */
export const AGE_MIN_CONNEXION_FERMEE_MS = 30_000;

/** What the cap reads of a registered connection. */
export interface ConnexionInscrite {
  connectionId: string;
  /** ISO instant of its registration. */
  connecteLe: string;
  /** Epoch seconds: its token's expiry. */
  expireLe: number;
}

/**
 * What registering one more connection of a user does, given its registered ones: remove those whose
 * token has expired, and when MAX_CONNEXIONS_PAR_UTILISATEUR live ones remain, close the oldest
 * (`fermees`) — unless one to close is younger than AGE_MIN_CONNEXION_FERMEE_MS: then refuse.
 */
export type PlanInscription = { inscrire: true; expirees: string[]; fermees: string[] } | { inscrire: false };

export function planifierInscription(
  inscrites: readonly ConnexionInscrite[],
  maintenant: Date,
): PlanInscription {
  const secondes = maintenant.getTime() / 1000;
  const expirees = inscrites.filter((c) => c.expireLe <= secondes).map((c) => c.connectionId);
  const vivantes = inscrites
    .filter((c) => c.expireLe > secondes)
    .sort((a, b) => a.connecteLe.localeCompare(b.connecteLe));
  const enTrop = vivantes.slice(0, Math.max(0, vivantes.length + 1 - MAX_CONNEXIONS_PAR_UTILISATEUR));
  const tropRecente = (c: ConnexionInscrite) =>
    maintenant.getTime() - Date.parse(c.connecteLe) < AGE_MIN_CONNEXION_FERMEE_MS;
  if (enTrop.some(tropRecente)) return { inscrire: false };
  return { inscrire: true, expirees, fermees: enTrop.map((c) => c.connectionId) };
}

// Timings and the reload alert of docs/product-rules.md#session/docs/product-rules.md#constants live in constantes.ts (RECONNEXION_SOCKET_MS,
// RECHARGEMENT_APRES_CONFIGURATION_MS, MESSAGE_APPLICATION_MISE_A_JOUR).

/** What a received frame means to the client. 'ignored' frames are only logged (docs/product-rules.md#errors). */
export type RealtimeEvent =
  | { kind: 'modification'; message: ModificationTable }
  | { kind: 'tokenInvalid' }
  | { kind: 'connexionFermee'; message: string }
  | { kind: 'ignored'; reason: string };

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * Reads one server frame (the parsed `{event, data}` object or its JSON text). docs/product-rules.md#errors: an unknown
 * message type or an invalid ModificationTable message is ignored with a reason to log.
 */
export function readServerFrame(frame: unknown): RealtimeEvent {
  const parsedFrame = serverFrameSchema.safeParse(typeof frame === 'string' ? parseJson(frame) : frame);
  if (!parsedFrame.success) return { kind: 'ignored', reason: 'Trame inconnue' };
  if (parsedFrame.data.event === 'tokenInvalid') return { kind: 'tokenInvalid' };
  if (parsedFrame.data.event === 'connexionFermee')
    return { kind: 'connexionFermee', message: parsedFrame.data.message };
  const payload = parseJson(parsedFrame.data.data);
  const type =
    typeof payload === 'object' && payload !== null ? (payload as { type?: unknown }).type : undefined;
  if (type !== 'ModificationTable')
    return { kind: 'ignored', reason: `Type de message inconnu : ${String(type)}` };
  const message = modificationTableSchema.safeParse(payload);
  return message.success
    ? { kind: 'modification', message: message.data }
    : { kind: 'ignored', reason: 'Message ModificationTable invalide' };
}

/** docs/product-rules.md#session: a Configuration change not caused by the current session forces a reload. */
export function requiresConfigurationReload(
  message: ModificationTable,
  ownSignature: string | null,
): boolean {
  return message.table === 'Configuration' && message.authSignature !== ownSignature;
}
