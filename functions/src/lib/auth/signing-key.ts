// The keys of the server, all derived from ONE secret: JWT_SECRET locally, the Secrets Manager secret
// JWT_SECRET_ARN on AWS (read once per container and cached). Each use gets its own key,
// derived with HKDF-SHA256 (RFC 5869, node:crypto hkdfSync) under its own `info` label, so that a key
// never serves two purposes: token signing (HS256) and the HMAC of e-mailed codes.
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { hkdfSync } from 'node:crypto';
import { env } from '../../config/env.ts';
import { appelLectureSecret } from '../adapters/appels-aws-iam.ts';
import { noterAppelsAws } from '../adapters/appels-aws.ts';

/** HKDF salt: fixed and public (the secret is the input keying material). */
const HKDF_SALT = 'umj-backoffice';
const KEY_BYTES = 32;
/** The `info` label of each derived key; changing one voids everything made with the old key. */
export const KEY_USAGES = {
  token: 'umj jeton HS256 v1',
  code: 'umj code e-mail HMAC v1',
  /** The device tokens of the sign-in (OWASP device cookies). */
  device: 'umj jeton appareil HS256 v1',
} as const;

let cached: Promise<Uint8Array> | undefined;

async function loadSecret(): Promise<string> {
  if (env.jwtSecret) return env.jwtSecret;
  const arn = env.jwtSecretArn;
  if (!arn) throw new Error('Aucune clé de signature : JWT_SECRET ou JWT_SECRET_ARN doit être défini');
  const client = new SecretsManagerClient({ region: env.region });
  const out = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  if (!out.SecretString) throw new Error('Le secret de signature est vide');
  return out.SecretString;
}

/** The one secret, as bytes (never used as a key itself). */
function secret(): Promise<Uint8Array> {
  cached ??= loadSecret().then(
    (value) => {
      if (value.length < 32) throw new Error('La clé de signature doit contenir au moins 32 caractères');
      return new TextEncoder().encode(value);
    },
    (error: unknown) => {
      cached = undefined;
      throw error;
    },
  );
  return cached;
}

const derived = new Map<keyof typeof KEY_USAGES, Promise<Uint8Array>>();

function derivedKey(usage: keyof typeof KEY_USAGES): Promise<Uint8Array> {
  // A container reads the secret once (JWT_SECRET stands in for it locally), whichever function of the
  // process read it first here: the recording of the tests (appels-aws.ts) notes the read at every use.
  noterAppelsAws(appelLectureSecret('JWT_SECRET_ARN'));
  let key = derived.get(usage);
  if (!key) {
    key = secret().then(
      (ikm) => new Uint8Array(hkdfSync('sha256', ikm, HKDF_SALT, KEY_USAGES[usage], KEY_BYTES)),
    );
    // A failed secret read is retried on the next call, not cached.
    key.catch(() => derived.delete(usage));
    derived.set(usage, key);
  }
  return key;
}

/** The HS256 key of access tokens. */
export function tokenSigningKey(): Promise<Uint8Array> {
  return derivedKey('token');
}

/** The HS256 key of the device tokens. */
export function deviceTokenKey(): Promise<Uint8Array> {
  return derivedKey('device');
}

/** The HMAC key of the e-mailed one-time codes. */
export function codeHashKey(): Promise<Uint8Array> {
  return derivedKey('code');
}
