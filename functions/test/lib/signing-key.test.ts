// ("Use separate keys derived with HKDF for token signing and code hashing"): the token key and
// the code key are HKDF-SHA256 derivations of the one secret under their own labels; neither is the
// secret itself, and the e-mailed codes are keyed with the code key only.
import '../helpers/test-env.ts';
import { createHmac, hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashCode } from '../../src/lib/auth/one-time-code.ts';
import { codeHashKey, KEY_USAGES, tokenSigningKey } from '../../src/lib/auth/signing-key.ts';

const secret = () => new TextEncoder().encode(process.env.JWT_SECRET);
const hmac = (key: Uint8Array, text: string) => createHmac('sha256', key).update(text).digest('base64');

describe('keys derived from the one secret', () => {
  it('token and code keys are 32-byte HKDF-SHA256 derivations, different from each other and from the secret', async () => {
    const token = await tokenSigningKey();
    const code = await codeHashKey();
    expect(token).toHaveLength(32);
    expect(code).toHaveLength(32);
    expect(Buffer.from(token).equals(Buffer.from(code))).toBe(false);
    expect(Buffer.from(token).equals(Buffer.from(secret()).subarray(0, 32))).toBe(false);
    expect(Buffer.from(token)).toEqual(
      Buffer.from(hkdfSync('sha256', secret(), 'umj-backoffice', KEY_USAGES.token, 32)),
    );
    expect(Buffer.from(code)).toEqual(
      Buffer.from(hkdfSync('sha256', secret(), 'umj-backoffice', KEY_USAGES.code, 32)),
    );
    expect(await tokenSigningKey()).toBe(token);
  });

  it('e-mailed codes are hashed with the code key, not with the secret nor the token key', async () => {
    const stored = await hashCode('u-1', 'reinitialisation', '123456');
    const text = 'reinitialisation:u-1:123456';
    expect(stored).toBe(hmac(await codeHashKey(), text));
    expect(stored).not.toBe(hmac(secret(), text));
    expect(stored).not.toBe(hmac(await tokenSigningKey(), text));
  });
});
