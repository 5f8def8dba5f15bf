// Every environment variable the handlers read, read here and nowhere else. On AWS the CDK stack sets
// them; locally the local runtime (src/local) sets them before importing any handler.

/**
 * Every variable read below, and only these (the type of `optional`/`required` enforces it): the local
 * runtime's bundles mode fails a handler that reads one its function's template does not set
 * (src/local/bundles/environnement.ts, docs/local-runtime.md#bundles-mode).
 */
export const VARIABLES_LUES = [
  'AWS_REGION',
  'TABLE_NAME',
  'DYNAMODB_ENDPOINT',
  'FILES_BUCKET',
  'AUDIT_DIGESTS_BUCKET',
  'AUDIT_RETENTION_DAYS',
  'S3_ENDPOINT',
  'SPLIT_DEAD_LETTER_QUEUE_URL',
  'SQS_ENDPOINT',
  'WS_MANAGEMENT_ENDPOINT',
  'JWT_SECRET_ARN',
  'JWT_SECRET',
  'ORIGIN_SECRET_ARN',
  'ORIGIN_SECRET',
  'JWT_ISSUER',
  'JWT_AUDIENCE',
  'MAIL_MODE',
  'MAIL_OUTBOX_DIR',
  'MAIL_FROM',
  'LOG_LEVEL',
  'ALLOWED_ORIGINS',
  'UMJ_APPELS_AWS_FICHIER',
] as const;
export type VariableLue = (typeof VARIABLES_LUES)[number];

function optional(name: VariableLue): string | undefined {
  const v = process.env[name];
  return v === undefined || v === '' ? undefined : v;
}
function required(name: VariableLue): string {
  const v = optional(name);
  if (v === undefined) throw new Error(`Variable d'environnement manquante : ${name}`);
  return v;
}

export const env = {
  get region(): string {
    return optional('AWS_REGION') ?? 'eu-west-3';
  },
  /** Name of the single table. */
  get tableName(): string {
    return required('TABLE_NAME');
  },
  /** Local only: DynamoDB Local's URL. Unset on AWS. */
  get dynamodbEndpoint(): string | undefined {
    return optional('DYNAMODB_ENDPOINT');
  },
  /** Bucket for logos, photos and documents. */
  get filesBucket(): string {
    return required('FILES_BUCKET');
  },
  /**
   * Bucket of the audit trail's daily digests (S3 Object Lock on AWS, write-once locally).
   * Only the verification route reads it and only the scheduled sealing writes it.
   */
  get auditDigestsBucket(): string {
    return required('AUDIT_DIGESTS_BUCKET');
  },
  /**
   * Days an audit entry is kept (its TTL) and a digest is locked; the CDK context value
   * `auditRetentionDays` (default 365, the CNIL's usual figure for access logs).
   */
  get auditRetentionDays(): number {
    const days = Number(optional('AUDIT_RETENTION_DAYS') ?? '365');
    if (!Number.isInteger(days) || days < 1) throw new Error(`AUDIT_RETENTION_DAYS invalide : ${days}`);
    return days;
  },
  /** Local only: s3rver's URL. Unset on AWS. */
  get s3Endpoint(): string | undefined {
    return optional('S3_ENDPOINT');
  },
  /**
   * URL of the scheduled payment split's dead-letter queue (SQS): an office whose split failed is sent
   * there (infra/lib/stateless/scheduled-split.ts; locally the gateway's stand-in, src/local/sqs-local.ts).
   */
  get splitDeadLetterQueueUrl(): string {
    return required('SPLIT_DEAD_LETTER_QUEUE_URL');
  },
  /** Local only: the SQS stand-in's URL (the local gateway). Unset on AWS. */
  get sqsEndpoint(): string | undefined {
    return optional('SQS_ENDPOINT');
  },
  /** https URL of the WebSocket management API (API Gateway @connections), locally the gateway. */
  get wsManagementEndpoint(): string | undefined {
    return optional('WS_MANAGEMENT_ENDPOINT');
  },
  /** On AWS: ARN of the Secrets Manager secret that holds the JWT signing key. */
  get jwtSecretArn(): string | undefined {
    return optional('JWT_SECRET_ARN');
  },
  /** Locally: the JWT signing key itself (generated once and kept in the data folder). */
  get jwtSecret(): string | undefined {
    return optional('JWT_SECRET');
  },
  /**
   * On AWS: ARN of the Secrets Manager secret whose value CloudFront sends in the origin
   * header (src/api/origin-headers.ts); requests without it are refused. Unset: no check.
   */
  get originSecretArn(): string | undefined {
    return optional('ORIGIN_SECRET_ARN');
  },
  /** Locally: that value itself (random per run, the local gateway sends it as CloudFront does). */
  get originSecret(): string | undefined {
    return optional('ORIGIN_SECRET');
  },
  get jwtIssuer(): string {
    return optional('JWT_ISSUER') ?? 'umj-backoffice';
  },
  get jwtAudience(): string {
    return optional('JWT_AUDIENCE') ?? 'umj-backoffice-spa';
  },
  /** 'ses' on AWS, 'outbox' locally (mails written to MAIL_OUTBOX_DIR and logged). */
  get mailMode(): 'ses' | 'outbox' {
    return optional('MAIL_MODE') === 'ses' ? 'ses' : 'outbox';
  },
  get mailOutboxDir(): string {
    return optional('MAIL_OUTBOX_DIR') ?? '.data/mail-outbox';
  },
  get mailFrom(): string {
    return optional('MAIL_FROM') ?? 'no-reply@umj.example';
  },
  /** Lowest level written by the logger: 'info' (default), 'warn' or 'error' (the bench uses 'warn'). */
  get logLevel(): 'info' | 'warn' | 'error' {
    const level = optional('LOG_LEVEL');
    return level === 'warn' || level === 'error' ? level : 'info';
  },
  /**
   * Tests only: the file where the AWS calls of the functions are recorded, one JSON line each
   * (lib/adapters/appels-aws.ts, docs/deployment.md#the-permissions-the-tests-use). Unset on AWS and by
   * `npm start`: nothing is recorded.
   */
  get appelsAwsFichier(): string | undefined {
    return optional('UMJ_APPELS_AWS_FICHIER');
  },
  /** Comma-separated origins allowed to open the WebSocket. */
  get allowedOrigins(): string[] {
    return (optional('ALLOWED_ORIGINS') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  },
};

/** The variables whose value names an AWS resource, read back by lib/adapters/appels-aws-iam.ts. */
export type VariableDeRessource =
  | 'TABLE_NAME'
  | 'FILES_BUCKET'
  | 'AUDIT_DIGESTS_BUCKET'
  | 'SPLIT_DEAD_LETTER_QUEUE_URL';

/** The value of such a variable, undefined when unset. */
export function valeurDeLaVariable(nom: VariableDeRessource): string | undefined {
  return optional(nom);
}
