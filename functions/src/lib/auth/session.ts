// Turns a bearer token into the caller's session: a valid JWT (access-token.ts) whose user still
// exists, is active and confirmed, and whose token was issued after the user's validAfter (logout,
// password reset, role change or disabling end every earlier session). Used by the REST middleware
// and by the WebSocket $connect handler.
import type { Role } from '@umj/shared/roles';
import { getUtilisateurById, type UtilisateurItem } from '../../data/utilisateurs.ts';
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

export async function sessionFromToken(token: string): Promise<AuthSession> {
  const claims = await verifyAccessToken(token);
  const utilisateur = await getUtilisateurById(claims.sub);
  if (!utilisateur || !utilisateur.actif || !utilisateur.confirme || claims.iat < utilisateur.validAfter) {
    throw new UnauthenticatedError();
  }
  return {
    utilisateurId: utilisateur.id,
    sid: claims.sid,
    role: utilisateur.role,
    bureauIds: utilisateur.bureauIds,
    adresseEmail: utilisateur.adresseEmail,
    exp: claims.exp,
    utilisateur,
  };
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
