// Sign-in rules shared by the auth handlers: lockout after repeated failures (issue 3: "repeated
// failures for one account slowed down or locked for a while"), the one-time codes and their quota per
// address over 24 hours (issue 12: codes cannot be brute-forced by asking for a new one each time).
import { getCode, putCode, recordWrongCode, type CodeUsage } from '../../data/codes.ts';
import { compterDansQuota, finDeFenetre, lireQuota } from '../../data/quotas-codes.ts';
import { lockUtilisateur, recordFailedLogin, type UtilisateurItem } from '../../data/utilisateurs.ts';
import {
  AccountLockedError,
  InvalidCodeError,
  TooManyCodesError,
  TooManyWrongCodesError,
} from '../../errors.ts';
import { CODE_MAX_ATTEMPTS, empreinteAdresse, hashCode, newCode, sameHash } from './one-time-code.ts';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

export function assertNotLocked(u: UtilisateurItem, now: Date): void {
  if (u.verrouilleJusqua !== undefined && u.verrouilleJusqua > now.getTime())
    throw new AccountLockedError(LOCK_MINUTES);
}

/** Counts a wrong password; the 5th in a row locks the account for 15 minutes. */
export async function registerFailedLogin(u: UtilisateurItem, now: Date): Promise<void> {
  const echecs = await recordFailedLogin(u.id);
  if (echecs >= MAX_FAILED_LOGINS) {
    await lockUtilisateur(u.id, echecs, now.getTime() + LOCK_MINUTES * 60_000);
    throw new AccountLockedError(LOCK_MINUTES);
  }
}

/** Issue 12: e-mails carrying a code (sign-up, reset, invitation) per address over 24 hours. */
export const MAX_CODES_PAR_FENETRE = 5;
/** Issue 12: wrong codes per address over 24 hours (every code and usage together). */
export const MAX_MAUVAIS_CODES_PAR_FENETRE = 10;

/**
 * Counts one e-mail carrying a code to the address, before anything is written or sent; 429 past
 * MAX_CODES_PAR_FENETRE in the window. Called for known and unknown addresses alike (same answer).
 */
export async function reserverEnvoiCode(adresseEmail: string, now: Date): Promise<void> {
  const plein = await compterDansQuota(
    await empreinteAdresse(adresseEmail),
    'codesEnvoyes',
    MAX_CODES_PAR_FENETRE,
    now,
  );
  if (plein) throw new TooManyCodesError(finDeFenetre(plein), now);
}

/** A new code for the user's `usage` (replacing the previous one), stored hashed for `ttlSecondes`. */
export async function nouveauCodeStocke(
  utilisateurId: string,
  usage: CodeUsage,
  ttlSecondes: number,
  now: Date,
): Promise<string> {
  const code = newCode();
  await putCode(
    utilisateurId,
    usage,
    await hashCode(utilisateurId, usage, code),
    Math.floor(now.getTime() / 1000) + ttlSecondes,
  );
  return code;
}

/**
 * Checks a code e-mailed to the user; a wrong one counts as an attempt (5 at most per code, and
 * MAX_MAUVAIS_CODES_PAR_FENETRE per address over 24 hours, after which every code is refused with 429
 * until the window ends). Returns the hash to consume atomically with the change it authorises. Same
 * error for an unknown user, a missing, expired or wrong code (no enumeration); an unknown address's
 * wrong codes are counted too.
 */
export async function checkCode(
  adresseEmail: string,
  u: UtilisateurItem | undefined,
  usage: CodeUsage,
  code: string,
  now: Date,
): Promise<string> {
  const empreinte = await empreinteAdresse(adresseEmail);
  const quota = await lireQuota(empreinte, now);
  if (quota && quota.mauvaisCodes >= MAX_MAUVAIS_CODES_PAR_FENETRE)
    throw new TooManyWrongCodesError(finDeFenetre(quota), now);
  const refuser = async (): Promise<never> => {
    const plein = await compterDansQuota(empreinte, 'mauvaisCodes', MAX_MAUVAIS_CODES_PAR_FENETRE, now);
    if (plein) throw new TooManyWrongCodesError(finDeFenetre(plein), now);
    throw new InvalidCodeError();
  };
  if (!u) return refuser();
  const stored = await getCode(u.id, usage);
  if (!stored || stored.expireLe <= now.getTime() / 1000 || stored.tentatives >= CODE_MAX_ATTEMPTS) {
    return refuser();
  }
  const hash = await hashCode(u.id, usage, code);
  if (!sameHash(hash, stored.codeHash)) {
    await recordWrongCode(u.id, usage, CODE_MAX_ATTEMPTS);
    return refuser();
  }
  return hash;
}
