// Turns a bearer token into the caller's session: a valid JWT (access-token.ts) whose user still
// exists, is active and confirmed, and whose token was issued after the user's validAfter (logout,
// password reset, role change or disabling end every earlier session), and which has not been idle
// for INACTIVITE_MAX_MS (30 minutes without a call end the session). Used by the REST
// middleware and by the WebSocket $connect handler. DynamoDB cost per call: one BatchGetItem (user +
// session activity, both consistent; $connect reads the user's registration item in it too), plus one
// UpdateItem at most once a minute per session.
import { INACTIVITE_MAX_MS, PAS_ACTIVITE_SESSION_MS } from '@umj/shared/constantes';
import type { Role } from '@umj/shared/roles';
import { lireUtilisateurEtSession, noterActiviteSession } from '../../data/sessions.ts';
import type { UtilisateurItem } from '../../data/utilisateurs.ts';
import { verifyAccessToken } from './access-token.ts';
import { UnauthenticatedError } from '../../errors.ts';

export interface AuthSession {
  utilisateurId: string;
  sid: string;
  /** The stored role (equal to the token's: a role change ends the sessions). */
  role: Role;
  bureauIds: string[];
  adresseEmail: string;
  /** Token expiry, epoch seconds. */
  exp: number;
  utilisateur: UtilisateurItem;
}

export const MESSAGE_SESSION_INACTIVE =
  'Session expirée après 30 minutes sans activité, veuillez vous reconnecter';

export interface SessionOptions {
  /** Does this call count as the user's activity? No for the WebSocket connection (not a user action). */
  activite?: boolean;
  /** Epoch ms; the clock (tests inject it). */
  maintenant?: number;
}

export async function sessionFromToken(token: string, options: SessionOptions = {}): Promise<AuthSession> {
  return (await sessionEtItem(token, undefined, options)).session;
}

/**
 * sessionFromToken, reading besides, in the same request, the item `cle` names for the token's user
 * ($connect: the user's registration item). The item is answered only once the session is valid.
 */
export async function sessionEtItem(
  token: string,
  cle: ((utilisateurId: string) => { PK: string; SK: string }) | undefined,
  options: SessionOptions = {},
): Promise<{ session: AuthSession; item: Record<string, unknown> | undefined }> {
  const maintenant = options.maintenant ?? Date.now();
  const claims = await verifyAccessToken(token);
  const { utilisateur, derniereActivite, aussi } = await lireUtilisateurEtSession(
    claims.sub,
    claims.sid,
    cle?.(claims.sub),
  );
  if (!utilisateur || !utilisateur.actif || !utilisateur.confirme || claims.iat < utilisateur.validAfter) {
    throw new UnauthenticatedError();
  }
  // Idle timeout: the sign-in (iat) is the first activity; S1 keeps the later ones.
  const activite = Math.max(derniereActivite ?? 0, claims.iat * 1000);
  if (maintenant - activite >= INACTIVITE_MAX_MS) throw new UnauthenticatedError(MESSAGE_SESSION_INACTIVE);
  if ((options.activite ?? true) && maintenant - activite >= PAS_ACTIVITE_SESSION_MS) {
    await noterActiviteSession(claims.sid, maintenant, claims.exp);
  }
  const session: AuthSession = {
    utilisateurId: utilisateur.id,
    sid: claims.sid,
    role: utilisateur.role,
    bureauIds: utilisateur.bureauIds,
    adresseEmail: utilisateur.adresseEmail,
    exp: claims.exp,
    utilisateur,
  };
  return { session, item: aussi };
}

/** `Authorization: Bearer <token>` (header names are case-insensitive). */
export function bearerToken(
  headers: Record<string, string | undefined> | null | undefined,
): string | undefined {
  const value = headerValue(headers, 'authorization');
  const match = /^Bearer\s+(\S+)$/i.exec(value ?? '');
  return match?.[1];
}

export function headerValue(
  headers: Record<string, string | undefined> | null | undefined,
  name: string,
): string | undefined {
  if (!headers) return undefined;
  const wanted = name.toLowerCase();
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === wanted) return v;
  return undefined;
}
