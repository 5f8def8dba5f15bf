// The environment the handlers read (src/config/env.ts), set by the local runtime before any handler
// is imported: same variable names as the CDK stack sets on AWS, local endpoints and secrets.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { LOCAL_ACCESS_KEY_ID, LOCAL_REGION, LOCAL_SECRET_ACCESS_KEY } from './local-credentials.ts';

export const LOCAL_TABLE_NAME = 'umj-local';
export const LOCAL_FILES_BUCKET = 'umj-files-local';
/** The audit digests, write-once (src/local/s3-local.ts), as the Object Lock bucket on AWS. */
export const LOCAL_AUDIT_DIGESTS_BUCKET = 'umj-audit-local';

/** A JWT signing key: kept in `file` (created once) when given, else random for this run only. */
export function jwtSecret(file: string | null): string {
  const fresh = () => randomBytes(48).toString('base64url');
  if (file === null) return fresh();
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored !== '') return stored;
  }
  const secret = fresh();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export interface LocalEnvInput {
  tableName: string;
  dynamodbEndpoint: string;
  filesBucket: string;
  auditDigestsBucket: string;
  s3Endpoint: string;
  wsManagementEndpoint: string;
  jwtSecret: string;
  mailOutboxDir: string;
  allowedOrigins: string[];
  /** The value the gateway sends in the origin header, as CloudFront does on AWS. */
  originSecret: string;
  /** The SQS stand-in (src/local/sqs-local.ts) and the split's dead-letter queue URL there. */
  sqsEndpoint: string;
  splitDeadLetterQueueUrl: string;
}

export function localEnvironment(input: LocalEnvInput): Record<string, string> {
  return {
    TABLE_NAME: input.tableName,
    DYNAMODB_ENDPOINT: input.dynamodbEndpoint,
    FILES_BUCKET: input.filesBucket,
    AUDIT_DIGESTS_BUCKET: input.auditDigestsBucket,
    S3_ENDPOINT: input.s3Endpoint,
    WS_MANAGEMENT_ENDPOINT: input.wsManagementEndpoint,
    JWT_SECRET: input.jwtSecret,
    MAIL_MODE: 'outbox',
    MAIL_OUTBOX_DIR: input.mailOutboxDir,
    ALLOWED_ORIGINS: input.allowedOrigins.join(','),
    ORIGIN_SECRET: input.originSecret,
    SQS_ENDPOINT: input.sqsEndpoint,
    SPLIT_DEAD_LETTER_QUEUE_URL: input.splitDeadLetterQueueUrl,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: LOCAL_SECRET_ACCESS_KEY,
  };
}

/** Sets the variables; removes the AWS-only ones that would send a handler to a real account. */
export function applyEnvironment(vars: Record<string, string>): void {
  for (const name of ['JWT_SECRET_ARN', 'ORIGIN_SECRET_ARN', 'AWS_SESSION_TOKEN', 'AWS_PROFILE'])
    delete process.env[name];
  Object.assign(process.env, vars);
}
