// The JWT signing key: JWT_SECRET locally, the Secrets Manager secret JWT_SECRET_ARN on AWS (read once
// per container and cached). Also keys the HMAC of one-time codes.
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from '../../config/env.ts';

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

export function signingKey(): Promise<Uint8Array> {
  cached ??= loadSecret().then(
    (secret) => {
      if (secret.length < 32) throw new Error('La clé de signature doit contenir au moins 32 caractères');
      return new TextEncoder().encode(secret);
    },
    (error: unknown) => {
      cached = undefined;
      throw error;
    },
  );
  return cached;
}
