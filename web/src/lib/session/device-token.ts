// The device tokens the server gives at each successful sign-in (OWASP "device cookies"),
// one per account signed in from this browser, keyed by the e-mail address (lower case). Sent with the
// next sign-in to that account: the server then counts failures against this browser only, and lets it
// in while the account's unknown devices wait after repeated failures. Kept in localStorage across
// sign-outs (it opens no session: it is worth something only with the right password), at most
// MAX_DEVICE_TOKENS accounts (the oldest dropped).

export const DEVICE_TOKENS_KEY = 'jetonsAppareil';
export const MAX_DEVICE_TOKENS = 10;

type Tokens = Record<string, string>;

function storage(): Storage | undefined {
  return globalThis.localStorage;
}

function readAll(): Tokens {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(DEVICE_TOKENS_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

const keyOf = (adresseEmail: string) => adresseEmail.trim().toLowerCase();

export function readDeviceToken(adresseEmail: string): string | undefined {
  return readAll()[keyOf(adresseEmail)];
}

export function writeDeviceToken(adresseEmail: string, token: string): void {
  const key = keyOf(adresseEmail);
  const others = Object.entries(readAll()).filter(([k]) => k !== key);
  const kept = [...others.slice(Math.max(0, others.length - (MAX_DEVICE_TOKENS - 1))), [key, token]];
  storage()?.setItem(DEVICE_TOKENS_KEY, JSON.stringify(Object.fromEntries(kept)));
}
