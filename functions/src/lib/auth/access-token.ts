// Access tokens (API): JWT HS256 signed and verified with jose, fixed algorithm allow-list,
// issuer and audience from env, expiry 10 h. Claims: sub (user id), sid (random session id, the
// `authSignature` of realtime messages), role, iat (fractional seconds, compared with validAfter).
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { isRole, type Role } from '@umj/shared/roles';
import { env } from '../../config/env.ts';
import { UnauthenticatedError } from '../../errors.ts';
import { tokenSigningKey } from './signing-key.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60 * 60;
const ALGORITHMS = ['HS256'];

export interface AccessTokenClaims {
  sub: string;
  sid: string;
  role: Role;
  /** Epoch seconds, fractional (millisecond precision). */
  iat: number;
  exp: number;
}

export async function signAccessToken(
  user: { id: string; role: Role },
  now: Date = new Date(),
): Promise<{ token: string; claims: AccessTokenClaims }> {
  const iat = now.getTime() / 1000;
  const claims: AccessTokenClaims = {
    sub: user.id,
    sid: randomUUID(),
    role: user.role,
    iat,
    exp: Math.floor(iat) + ACCESS_TOKEN_TTL_SECONDS,
  };
  const token = await new SignJWT({ sid: claims.sid, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(env.jwtIssuer)
    .setAudience(env.jwtAudience)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(await tokenSigningKey());
  return { token, claims };
}

/** Verifies signature, algorithm, issuer, audience and expiry; 401 on any failure. */
export async function verifyAccessToken(token: string): Promise<AccessTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, await tokenSigningKey(), {
      algorithms: ALGORITHMS,
      issuer: env.jwtIssuer,
      audience: env.jwtAudience,
      requiredClaims: ['sub', 'sid', 'role', 'iat', 'exp'],
    });
    if (typeof payload.sid !== 'string' || !isRole(payload.role)) throw new UnauthenticatedError();
    return { sub: payload.sub!, sid: payload.sid, role: payload.role, iat: payload.iat!, exp: payload.exp! };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof UnauthenticatedError)
      throw new UnauthenticatedError();
    throw error;
  }
}
