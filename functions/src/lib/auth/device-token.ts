// Device tokens (OWASP "Slow Down Online Guessing Attacks with Device Cookies"). After a
// successful sign-in the server gives the browser a token naming the account and a random device id,
// signed with its own HKDF-derived key (signing-key.ts); the SPA keeps it per e-mail address and sends
// it with later sign-ins to that account. It proves only that this browser signed in to this account
// before: it opens no session and is worth nothing for another account.
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { DUREE_JETON_APPAREIL_JOURS } from '@umj/shared/verrouillage';
import { env } from '../../config/env.ts';
import { deviceTokenKey } from './signing-key.ts';

/** Audience of the device tokens: never accepted as an access token (whose audience differs). */
const DEVICE_AUDIENCE = 'umj-appareil';

/** A device token for `utilisateurId`, keeping `appareilId` when the device is known, else a new one. */
export async function signDeviceToken(
  utilisateurId: string,
  appareilId: string | undefined,
  now: Date,
): Promise<{ token: string; appareilId: string }> {
  const id = appareilId ?? randomUUID();
  const iat = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({ app: id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(utilisateurId)
    .setIssuer(env.jwtIssuer)
    .setAudience(DEVICE_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + DUREE_JETON_APPAREIL_JOURS * 86_400)
    .sign(await deviceTokenKey());
  return { token, appareilId: id };
}

/** The device id of a valid token of `utilisateurId`, or undefined (invalid, expired, other account). */
export async function deviceIdOf(
  token: string,
  utilisateurId: string,
  now: Date,
): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, await deviceTokenKey(), {
      algorithms: ['HS256'],
      issuer: env.jwtIssuer,
      audience: DEVICE_AUDIENCE,
      subject: utilisateurId,
      requiredClaims: ['sub', 'app', 'exp'],
      currentDate: now,
    });
    return typeof payload.app === 'string' && payload.app.length <= 64 ? payload.app : undefined;
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
