// The value CloudFront sends in the origin header: ORIGIN_SECRET locally (the local gateway
// sends it), the Secrets Manager secret ORIGIN_SECRET_ARN on AWS (read once per container and cached,
// like the signing key). Neither set: the origin is not checked (handler tests call handlers directly).
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from '../../config/env.ts';
import { appelLectureSecret } from '../adapters/appels-aws-iam.ts';
import { noterAppelsAws } from '../adapters/appels-aws.ts';

let cached: { arn: string; value: Promise<string> } | undefined;

export function originCheckConfigured(): boolean {
  return env.originSecret !== undefined || env.originSecretArn !== undefined;
}

/** The expected header value, or undefined when no origin secret is configured. */
export async function expectedOriginSecret(): Promise<string | undefined> {
  // A container reads ORIGIN_SECRET_ARN once (ORIGIN_SECRET stands in for it locally), whichever
  // function of the process read it first here: the recording of the tests (appels-aws.ts) notes the
  // read at every use.
  if (originCheckConfigured()) noterAppelsAws(appelLectureSecret('ORIGIN_SECRET_ARN'));
  if (env.originSecret) return env.originSecret;
  const arn = env.originSecretArn;
  if (!arn) return undefined;
  if (cached?.arn !== arn) {
    const value = new SecretsManagerClient({ region: env.region })
      .send(new GetSecretValueCommand({ SecretId: arn }))
      .then((out) => {
        if (!out.SecretString) throw new Error("Le secret d'origine est vide");
        return out.SecretString;
      });
    // A failed read is retried on the next request, not cached.
    value.catch(() => (cached = undefined));
    cached = { arn, value };
  }
  return cached.value;
}
