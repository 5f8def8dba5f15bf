// Password hashing (API): node:crypto scrypt at OWASP's parameters (N=2^17, r=8, p=1), random
// 16-byte salt, stored with its parameters (`scrypt$N$r$p$salt$hash`, base64), compared in constant time.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

let costForNewHashes: ScryptCost = OWASP_SCRYPT_COST;

/**
 * TEST-ONLY: lowers the cost of NEW hashes so that test suites do not spend seconds per account.
 * Production code never calls it (the default is OWASP's cost); verification always uses the
 * parameters stored with each hash.
 */
export function useReducedScryptCostForTests(cost: ScryptCost): void {
  costForNewHashes = cost;
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128 * N * r * p bytes; Node's default maxmem (32 MiB) is below OWASP's 128 MiB.
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r * cost.p + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const cost = costForNewHashes;
  const salt = randomBytes(16);
  const hash = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash at OWASP's cost of a random password that was not kept. The check of a sign-in whose account
 * does not exist is one derivation at these parameters, as a real check is: hashing a dummy at the
 * first such sign-in made it cost two (about 1 s of CPU and 256 MB), which took that sign-in past the
 * function's timeout on a loaded machine.
 */
export const OWASP_DUMMY_HASH =
  'scrypt$131072$8$1$QRuRsuqyXfj2j+y5WJ0nvg==$DthsLw9s9s9iQCIUEMy7y11/iryHR0/Edf6utYCETP0=';
let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check when the account does not exist (no user enumeration by timing). */
export async function verifyAgainstDummy(password: string): Promise<void> {
  // Under a test's reduced cost, the dummy is hashed at that cost, as the accounts' hashes are.
  dummyHash ??=
    costForNewHashes === OWASP_SCRYPT_COST
      ? Promise.resolve(OWASP_DUMMY_HASH)
      : hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
}
