// Six-digit codes e-mailed for sign-up confirmation and password reset. Stored as an HMAC keyed with
// the code key derived from the one secret (signing-key.ts; a leaked table does not reveal codes),
// bound to the user and the usage.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { codeHashKey } from './signing-key.ts';

export const CODE_MAX_ATTEMPTS = 5;

export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export async function hashCode(utilisateurId: string, usage: string, code: string): Promise<string> {
  return createHmac('sha256', await codeHashKey())
    .update(`${usage}:${utilisateurId}:${code}`)
    .digest('base64');
}

/** The fingerprint of an e-mail address under which its code quota is kept (no address stored). */
export async function empreinteAdresse(adresseEmail: string): Promise<string> {
  return createHmac('sha256', await codeHashKey())
    .update(`quota:${adresseEmail}`)
    .digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
