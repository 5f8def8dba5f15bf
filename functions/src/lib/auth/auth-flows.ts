// Sign-in rules shared by the auth handlers: a growing delay after repeated failures, counted per known
// device and for the unknown devices of the account ("repeated failures for one account slowed
// down or locked for a while": never a lock that keeps the right password of a known device out), the one-time codes and their quota per
// address over 24 hours (codes cannot be brute-forced by asking for a new one each time).
import { getCode, putCode, recordWrongCode, type CodeUsage } from '../../data/codes.ts';
import { compterDansQuota, finDeFenetre, lireQuota } from '../../data/quotas-codes.ts';
import {
  cleAppareil,
  compterTentative,
  effacerEchecs,
  lireCompteur,
  poserDelai,
  type CleCompteur,
} from '../../data/echecs-connexion.ts';
import { keys } from '../../data/keys.ts';
import { lireUtilisateurParEmail, type UtilisateurItem } from '../../data/utilisateurs.ts';
import type { AuditInfo } from '../http/request-state.ts';
import {
  delaiApresEchecs,
  DUREE_JETON_APPAREIL_JOURS,
  minutesRestantes,
  tentativeVerifiee,
} from '@umj/shared/verrouillage';
import {
  AccountLockedError,
  InvalidCodeError,
  TooManyCodesError,
  TooManyWrongCodesError,
} from '../../errors.ts';
import { deviceIdOf } from './device-token.ts';
import { CODE_MAX_ATTEMPTS, empreinteAdresse, hashCode, newCode, sameHash } from './one-time-code.ts';
import { compter } from '../../lib/adapters/metrics.ts';
import { METRIQUES } from '../../api/metriques.ts';

/**
 * Where a sign-in's failures count. A valid device token of the account whose device is not
 * waiting: that device's own counter (U8). Otherwise, the account's unknown devices together (U5).
 */
export type Provenance = { kind: 'appareil'; appareilId: string } | { kind: 'inconnu' };

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
  return { kind: 'appareil', appareilId };
}

/** The counter a sign-in of `u` from `provenance` counts against (U8 for a known device, else U5). */
function compteurDe(u: UtilisateurItem, provenance: Provenance): CleCompteur {
  return provenance.kind === 'appareil' ? cleAppareil(u.id, provenance.appareilId) : keys.utilisateur(u.id);
}

/**
 * Counts a sign-in attempt against its provenance before the password is checked (one conditional
 * write): 429 while that counter waits, and 429 for an attempt beyond the allowed ones (counted while
 * a concurrent one decides the next delay, `tentativeVerifiee`), which then sets the delay its count
 * calls for. Returns the count, for `refuserMotDePasse`.
 */
export async function compterTentativeConnexion(
  u: UtilisateurItem,
  now: Date,
  provenance: Provenance = { kind: 'inconnu' },
): Promise<number> {
  const cle = compteurDe(u, provenance);
  const expireLe = provenance.kind === 'appareil' ? expirationAppareil(now) : undefined;
  const tentative = await compterTentative(cle, now, expireLe);
  if (tentative.kind === 'en-attente')
    throw new AccountLockedError(minutesRestantes(tentative.jusqua, now.getTime()));
  if (!tentativeVerifiee(tentative.echecs, tentative.echecsAuDelai))
    await attendre(cle, tentative.echecs, now);
  return tentative.echecs;
}

/**
 * A wrong password, whose attempt `compterTentativeConnexion` counted as the `echecs`-th in a row: from
 * the 5th that counter waits 1, 2, 4 … 60 minutes (shared/src/verrouillage.ts), and this answer
 * already says so (429); below, nothing more is written (the caller answers its own refusal).
 */
export async function refuserMotDePasse(
  u: UtilisateurItem,
  now: Date,
  echecs: number,
  provenance: Provenance = { kind: 'inconnu' },
): Promise<void> {
  if (delaiApresEchecs(echecs) > 0) await attendre(compteurDe(u, provenance), echecs, now);
}

/** Makes the counter wait the delay of `echecs` failures (if its count is still that), then 429. */
async function attendre(cle: CleCompteur, echecs: number, now: Date): Promise<never> {
  const minutes = delaiApresEchecs(echecs);
  await poserDelai(cle, echecs, now.getTime() + minutes * 60_000);
  compter(METRIQUES.comptesVerrouilles);
  throw new AccountLockedError(minutes);
}

/** A success clears the counter of its provenance only (an attacker's count on unknown devices stays). */
export async function clearFailedLoginsOf(u: UtilisateurItem, provenance: Provenance): Promise<void> {
  await effacerEchecs(compteurDe(u, provenance));
}

/** TTL of a device's counter: as long as its token may live. */
function expirationAppareil(now: Date): number {
  return Math.floor(now.getTime() / 1000) + DUREE_JETON_APPAREIL_JOURS * 86_400;
}

/** E-mails carrying a code (sign-up, reset, invitation) per address over 24 hours. */
export const MAX_CODES_PAR_FENETRE = 5;
/** Wrong codes per address over 24 hours (every code and usage together). */
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

/**
 * The user an e-mailed code was sent to, once `checkCode` accepts the code, and the hash to consume
 * with the change it authorises. The audit entry names the address before the check (a refusal names
 * it), then the user.
 */
export async function utilisateurDuCode(
  entree: { adresseEmail: string; code: string },
  usage: CodeUsage,
  audit: AuditInfo,
  now: Date,
): Promise<{ utilisateur: UtilisateurItem; codeHash: string }> {
  audit.adresseEmail = entree.adresseEmail;
  const utilisateur = await lireUtilisateurParEmail(entree.adresseEmail);
  const codeHash = await checkCode(entree.adresseEmail, utilisateur, usage, entree.code, now);
  audit.utilisateurId = utilisateur!.id;
  audit.cible = `UTILISATEUR#${utilisateur!.id}`;
  return { utilisateur: utilisateur!, codeHash };
}
