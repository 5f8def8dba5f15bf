// Authorization matrix: tokens an attacker could present, forged with the local runtime's own
// secret (handed over by the global setup) through the server's own key derivation (HKDF,
// functions/src/lib/auth/signing-key.ts) and claims (access-token.ts), each broken in ONE way. The
// `valide` forgery is the control: the same helper with nothing broken is accepted, so every 401 of the
// others comes from the one thing broken.
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { inject } from 'vitest';

export type ForgedKind =
  | 'valide'
  | 'expire'
  | 'mauvaiseAudience'
  | 'mauvaisEmetteur'
  | 'mauvaiseSignature'
  | 'algNone'
  | 'sansRole';

export interface ForgeInput {
  /** The user id (`sub`) and role of a real account. */
  sub: string;
  role: string;
}

async function serverKey(): Promise<Uint8Array> {
  // The handlers read JWT_SECRET lazily (config/env.ts): set it before the first derivation.
  process.env.JWT_SECRET = inject('jwtSecret');
  const { tokenSigningKey } = await import('@umj/functions/lib/auth/signing-key');
  return tokenSigningKey();
}

export async function forgeToken(kind: ForgedKind, input: ForgeInput): Promise<string> {
  const { env } = await import('@umj/functions/config/env');
  const now = Date.now() / 1000;
  const iat = kind === 'expire' ? now - 11 * 3600 : now;
  const exp = kind === 'expire' ? Math.floor(now) - 3600 : Math.floor(now) + 3600;
  const claims: Record<string, unknown> = { sid: randomUUID() };
  if (kind !== 'sansRole') claims.role = input.role;
  const issuer = kind === 'mauvaisEmetteur' ? 'un-autre-emetteur' : env.jwtIssuer;
  const audience = kind === 'mauvaiseAudience' ? 'une-autre-application' : env.jwtAudience;
  if (kind === 'algNone') {
    return new UnsecuredJWT(claims)
      .setSubject(input.sub)
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .encode();
  }
  const key = kind === 'mauvaiseSignature' ? new Uint8Array(randomBytes(32)) : await serverKey();
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(input.sub)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key);
}
