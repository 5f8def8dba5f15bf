// No test-env import here: this file checks the production cost (OWASP), not the reduced test cost.
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  OWASP_DUMMY_HASH,
  OWASP_SCRYPT_COST,
  verifyPassword,
} from '../../src/lib/auth/password.ts';

describe('password hashing (API: scrypt at OWASP parameters, constant-time comparison)', () => {
  it('new hashes use N=2^17, r=8, p=1 with a random salt, stored with their parameters', async () => {
    expect(OWASP_SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const a = await hashPassword('Demo-2026!');
    const b = await hashPassword('Demo-2026!');
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Demo-2026!', a)).toBe(true);
    expect(await verifyPassword('demo-2026!', a)).toBe(false);
    expect(await verifyPassword('Demo-2026!', 'md5$abc')).toBe(false);
  });

  it('a sign-in of an unknown account checks against a dummy hash stored at the same parameters (one derivation, as a real check), which no password matches', async () => {
    expect(OWASP_DUMMY_HASH).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('Demo-2026!', OWASP_DUMMY_HASH)).toBe(false);
  });
});
