// "Authentication abuse": repeated sign-in failures slow down, they never lock an account
// for good. Failures are counted apart for each device the server knows (the device token it gave at
// a successful sign-in) and for the unknown devices of the account together (OWASP "device cookies").
// From the 5th failure in a row of a counter, that counter waits before its next try: 1 minute, then
// 2, 4, 8, 16, 32, and 60 minutes at most; a counter whose last failure is 24 hours old starts again.
// The delay of the unknown devices never applies to a known device: the right password from a browser
// that signed in before still gets in while someone guesses elsewhere.

/** Failures in a row a counter allows before its first delay. */
export const ECHECS_AVANT_DELAI = 5;
/** The first delay (minutes), doubled at each further failure. */
export const DELAI_INITIAL_MINUTES = 1;
/** The longest delay (minutes). */
export const DELAI_MAXIMAL_MINUTES = 60;
/** A counter whose last failure is older than this starts again from zero (hours). */
export const OUBLI_ECHECS_HEURES = 24;
/** How long a device token stays valid without a new sign-in (days); each sign-in renews it. */
export const DUREE_JETON_APPAREIL_JOURS = 180;

/** The delay (minutes) after `echecs` failures in a row; 0 below ECHECS_AVANT_DELAI. */
export function delaiApresEchecs(echecs: number): number {
  if (echecs < ECHECS_AVANT_DELAI) return 0;
  const doublements = echecs - ECHECS_AVANT_DELAI;
  return Math.min(DELAI_MAXIMAL_MINUTES, DELAI_INITIAL_MINUTES * 2 ** Math.min(doublements, 30));
}

/** Whole minutes (at least 1) until `jusqua` (epoch ms). */
export function minutesRestantes(jusqua: number, maintenant: number): number {
  return Math.max(1, Math.ceil((jusqua - maintenant) / 60_000));
}

/** Whether a counter whose last failure was at `dernierEchec` (epoch ms) starts again at `maintenant`. */
export function echecsOublies(dernierEchec: number | undefined, maintenant: number): boolean {
  return dernierEchec !== undefined && maintenant - dernierEchec >= OUBLI_ECHECS_HEURES * 3_600_000;
}

/**
 * Whether the attempt counted as the `echecs`-th in a row (counted before its password is checked) may
 * check its password: the first ECHECS_AVANT_DELAI of a counter, then only the first one after each
 * delay (`echecsAuDelai`: the count the last delay was set at). Any other attempt comes while another
 * one decides the next delay (concurrent guesses): it is refused without checking, so concurrent
 * guesses never get more checks than the allowed attempts.
 */
export function tentativeVerifiee(echecs: number, echecsAuDelai: number): boolean {
  return echecs <= Math.max(ECHECS_AVANT_DELAI, echecsAuDelai + 1);
}
