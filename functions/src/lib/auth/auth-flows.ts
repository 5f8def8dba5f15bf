// Sign-in rules shared by the auth handlers: a growing delay after repeated failures, counted per known
// device and for the unknown devices of the account (issue 3: "repeated failures for one account slowed
// down or locked for a while"; issue 12: never a lock that keeps the right password of a known device out), the one-time codes and their quota per
// address over 24 hours (issue 12: codes cannot be brute-forced by asking for a new one each time).
import { getCode, putCode, recordWrongCode, type CodeUsage } from '../../data/codes.ts';
import { compterDansQuota, finDeFenetre, lireQuota } from '../../data/quotas-codes.ts';
import {
  cleAppareil,
  compterEchec,
  effacerEchecs,
  lireCompteur,
  poserDelai,
} from '../../data/echecs-connexion.ts';
import {
  clearFailedLogins,
  lockUtilisateur,
  recordFailedLogin,
  type UtilisateurItem,
} from '../../data/utilisateurs.ts';
import { delaiApresEchecs, DUREE_JETON_APPAREIL_JOURS, minutesRestantes } from '@umj/shared/verrouillage';
import {
  AccountLockedError,
  InvalidCodeError,
  TooManyCodesError,
  TooManyWrongCodesError,
} from '../../errors.ts';
import { deviceIdOf } from './device-token.ts';
import { CODE_MAX_ATTEMPTS, empreinteAdresse, hashCode, newCode, sameHash } from './one-time-code.ts';

/**
 * Issue 12: where a sign-in's failures count. A valid device token of the account whose device is not
 * waiting: that device's own counter (U8). Otherwise, the account's unknown devices together (U5).
 */
export type Provenance =
  | { kind: 'appareil'; appareilId: string; /** its counter has something to clear */ aEchecs: boolean }
  | { kind: 'inconnu' };

/** The provenance of a sign-in to `u` presenting `jetonAppareil` (read, never written). */
export async function provenanceDe(
  u: UtilisateurItem,
  jetonAppareil: string | undefined,
  now: Date,
): Promise<Provenance> {
  if (!jetonAppareil) return { kind: 'inconnu' };
  const appareilId = await deviceIdOf(jetonAppareil, u.id, now);
  if (!appareilId) return { kind: 'inconnu' };
  const compteur = await lireCompteur(cleAppareil(u.id, appareilId));
  // A known device that is itself waiting is treated as unknown (OWASP device cookies).
  if (compteur?.verrouilleJusqua !== undefined && compteur.verrouilleJusqua > now.getTime())
    return { kind: 'inconnu' };
  const aEchecs = (compteur?.echecsConnexion ?? 0) > 0 || compteur?.verrouilleJusqua !== undefined;
  return { kind: 'appareil', appareilId, aEchecs };
}

/** 429 while the account's unknown devices wait (a known device is never stopped here). */
export function assertNotLocked(
  u: UtilisateurItem,
  now: Date,
  provenance: Provenance = { kind: 'inconnu' },
): void {
  if (provenance.kind === 'appareil') return;
  if (u.verrouilleJusqua !== undefined && u.verrouilleJusqua > now.getTime())
    throw new AccountLockedError(minutesRestantes(u.verrouilleJusqua, now.getTime()));
}

/**
 * Counts a wrong password against its provenance; from the 5th failure in a row that counter waits
 * 1, 2, 4 … 60 minutes (shared/src/verrouillage.ts), and this answer already says so (429).
 */
export async function registerFailedLogin(
  u: UtilisateurItem,
  now: Date,
  provenance: Provenance = { kind: 'inconnu' },
): Promise<void> {
  const echecs =
    provenance.kind === 'appareil'
      ? await compterEchec(cleAppareil(u.id, provenance.appareilId), now, expirationAppareil(now))
      : await recordFailedLogin(u.id, now);
  const minutes = delaiApresEchecs(echecs);
  if (minutes === 0) return;
  const jusqua = now.getTime() + minutes * 60_000;
  if (provenance.kind === 'appareil')
    await poserDelai(cleAppareil(u.id, provenance.appareilId), echecs, jusqua);
  else await lockUtilisateur(u.id, echecs, jusqua);
  throw new AccountLockedError(minutes);
}

/** A success clears the counter of its provenance only (an attacker's count on unknown devices stays). */
export async function clearFailedLoginsOf(u: UtilisateurItem, provenance: Provenance): Promise<void> {
  if (provenance.kind === 'appareil') {
    if (provenance.aEchecs) await effacerEchecs(cleAppareil(u.id, provenance.appareilId));
  } else if (u.echecsConnexion > 0 || (u.verrouilleJusqua ?? 0) > 0) await clearFailedLogins(u.id);
}

/** TTL of a device's counter: as long as its token may live. */
function expirationAppareil(now: Date): number {
  return Math.floor(now.getTime() / 1000) + DUREE_JETON_APPAREIL_JOURS * 86_400;
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
