// Sign-in rules shared by the auth handlers: lockout after repeated failures (issue 3: "repeated
// failures for one account slowed down or locked for a while") and the one-time code check.
import { getCode, recordWrongCode, type CodeUsage } from '../../data/codes.ts';
import { lockUtilisateur, recordFailedLogin, type UtilisateurItem } from '../../data/utilisateurs.ts';
import { AccountLockedError, InvalidCodeError } from '../../errors.ts';
import { CODE_MAX_ATTEMPTS, hashCode, sameHash } from './one-time-code.ts';

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

/**
 * Checks a code e-mailed to the user; a wrong one counts as an attempt (5 at most). Returns the hash
 * to consume atomically with the change it authorises. Same error for an unknown user, a missing,
 * expired or wrong code (no enumeration).
 */
export async function checkCode(
  u: UtilisateurItem | undefined,
  usage: CodeUsage,
  code: string,
  now: Date,
): Promise<string> {
  if (!u) throw new InvalidCodeError();
  const stored = await getCode(u.id, usage);
  if (!stored || stored.expireLe <= now.getTime() / 1000 || stored.tentatives >= CODE_MAX_ATTEMPTS) {
    throw new InvalidCodeError();
  }
  const hash = await hashCode(u.id, usage, code);
  if (!sameHash(hash, stored.codeHash)) {
    await recordWrongCode(u.id, usage, CODE_MAX_ATTEMPTS);
    throw new InvalidCodeError();
  }
  return hash;
}
