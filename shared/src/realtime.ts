// WebSocket messages (spec §7 Realtime socket; issue 3 WebSocket).
import { z } from 'zod';

/** Tables whose changes are pushed to connected clients. */
export const REALTIME_TABLES = [
  'Utilisateur',
  'Bureau',
  'Configuration',
  'DossierPatient',
  'Disponibilite',
  'Bordereau',
  'RepartitionPaiement',
  'Commissariat',
  'Requerant',
  'DpRapport',
] as const;
export type RealtimeTable = (typeof REALTIME_TABLES)[number];

export const modificationTableSchema = z.object({
  type: z.literal('ModificationTable'),
  table: z.enum(REALTIME_TABLES),
  operation: z.enum(['INSERT', 'MODIFY', 'REMOVE']),
  /** The `sid` claim of the token of the session that caused the change. */
  authSignature: z.string(),
});
export type ModificationTable = z.infer<typeof modificationTableSchema>;

/**
 * Frames sent by the server over the raw WebSocket. `data` of msgToClient is the JSON text of a
 * ModificationTable message (the spec's "msgToClient (JSON with type ...)").
 */
export const serverFrameSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('msgToClient'), data: z.string() }),
  z.object({ event: z.literal('tokenInvalid') }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** Sub-protocol announced by clients; the token travels as the second offered sub-protocol. */
export const REALTIME_PROTOCOL = 'umj.v1';
/** Path of the WebSocket endpoint on the SPA's origin (local gateway and CloudFront). */
export const REALTIME_PATH = '/ws';
