// The environment of one function in bundles mode (docs/local-runtime.md#bundles-mode): exactly the
// variables its template gives it, where the values that point at AWS (resources, endpoints,
// secrets) are replaced through the ONE list below, plus what the Lambda runtime itself sets.
import { VARIABLES_LUES, type VariableLue } from '../../config/env.ts';
import type { BundledFunction } from './cdk-assembly.ts';

/**
 * A template variable whose value points at AWS, and the local variables that replace it (their values
 * are those of the source mode, src/local/local-env.ts): the variable itself when it is kept with a
 * local value, the local-only ones that come with it (an endpoint, a secret's value instead of its
 * ARN). Applied only to the functions whose template sets the variable.
 */
export interface LocalStandIn {
  variable: string;
  local: readonly VariableLue[];
  why: string;
}

export const LOCAL_STAND_INS: readonly LocalStandIn[] = [
  { variable: 'TABLE_NAME', local: ['TABLE_NAME', 'DYNAMODB_ENDPOINT'], why: 'the table: DynamoDB Local' },
  { variable: 'FILES_BUCKET', local: ['FILES_BUCKET', 'S3_ENDPOINT'], why: 'the files bucket: s3rver' },
  {
    variable: 'AUDIT_DIGESTS_BUCKET',
    local: ['AUDIT_DIGESTS_BUCKET', 'S3_ENDPOINT'],
    why: 'the audit digests bucket: s3rver behind the write-once guard',
  },
  {
    variable: 'WS_MANAGEMENT_ENDPOINT',
    local: ['WS_MANAGEMENT_ENDPOINT'],
    why: "the WebSocket API's @connections: the gateway",
  },
  {
    variable: 'SPLIT_DEAD_LETTER_QUEUE_URL',
    local: ['SPLIT_DEAD_LETTER_QUEUE_URL', 'SQS_ENDPOINT'],
    why: "the scheduled split's dead-letter queue: the gateway's SQS stand-in",
  },
  { variable: 'JWT_SECRET_ARN', local: ['JWT_SECRET'], why: 'the JWT key: its value, not a secret ARN' },
  {
    variable: 'ORIGIN_SECRET_ARN',
    local: ['ORIGIN_SECRET'],
    why: "the origin header's value the gateway sends, not a secret ARN",
  },
  { variable: 'MAIL_MODE', local: ['MAIL_MODE', 'MAIL_OUTBOX_DIR'], why: 'SES: the mail outbox folder' },
  {
    variable: 'ALLOWED_ORIGINS',
    local: ['ALLOWED_ORIGINS'],
    why: "CloudFront's domain: the gateway's origins",
  },
];

/**
 * What the Lambda runtime sets in every function (not in the template): the region and credentials
 * (the local dummy ones), the function's name, memory and version. `TZ` (`:UTC` on Lambda) is the
 * process's: a thread cannot have a time zone of its own.
 */
export const LAMBDA_RUNTIME_VARIABLES = [
  'AWS_REGION',
  'AWS_DEFAULT_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_LAMBDA_FUNCTION_NAME',
  'AWS_LAMBDA_FUNCTION_MEMORY_SIZE',
  'AWS_LAMBDA_FUNCTION_VERSION',
  'AWS_EXECUTION_ENV',
  'LAMBDA_TASK_ROOT',
] as const;

/**
 * Local additions passed through from the runtime's own environment when set there: the file where
 * the SDK clients record each AWS call (`UMJ_APPELS_AWS_FICHIER`, docs/local-runtime.md#bundles-mode).
 */
export const PASSED_THROUGH = ['UMJ_APPELS_AWS_FICHIER'] as const;

export class BundleEnvironmentError extends Error {}

/** The environment of `fn`, and what its thread needs to fail a read of a variable its template lacks. */
export interface FunctionEnvironment {
  variables: Record<string, string>;
  /** Names of env.ts whose read, when absent from `variables`, fails loudly. */
  watched: string[];
  /** Names the template sets that the local list removed (an ARN replaced by its value): unset, no failure. */
  replaced: string[];
  /** A local-only name -> the template variable(s) it stands in for (for the failure's message). */
  standsInFor: Record<string, string>;
}

/**
 * `fn`'s environment: each template variable kept as written when it is a plain string, replaced by the
 * local list when it points at AWS; a CloudFormation expression the list does not know fails here.
 */
export function functionEnvironment(
  fn: BundledFunction,
  local: Readonly<Record<string, string>>,
): FunctionEnvironment {
  const variables: Record<string, string> = {};
  const replaced: string[] = [];
  const need = (name: string): string => {
    const value = local[name];
    if (value === undefined) throw new BundleEnvironmentError(`${name} n'a pas de valeur locale`);
    return value;
  };
  for (const [name, value] of Object.entries(fn.environment)) {
    const standIn = LOCAL_STAND_INS.find((s) => s.variable === name);
    if (standIn) {
      for (const localName of standIn.local) variables[localName] = need(localName);
      if (!standIn.local.includes(name as VariableLue)) replaced.push(name);
    } else if (typeof value === 'string') {
      variables[name] = value;
    } else {
      throw new BundleEnvironmentError(
        `${fn.description} : la variable ${name} vaut une expression CloudFormation (${JSON.stringify(value)}) ` +
          `sans équivalent local ; ajoutez-la à LOCAL_STAND_INS (functions/src/local/bundles/environment.ts)`,
      );
    }
  }
  Object.assign(variables, {
    AWS_REGION: need('AWS_REGION'),
    AWS_DEFAULT_REGION: need('AWS_REGION'),
    AWS_ACCESS_KEY_ID: need('AWS_ACCESS_KEY_ID'),
    AWS_SECRET_ACCESS_KEY: need('AWS_SECRET_ACCESS_KEY'),
    AWS_LAMBDA_FUNCTION_NAME: fn.key,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(fn.memoryMb),
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
    LAMBDA_TASK_ROOT: fn.directory,
  } satisfies Record<(typeof LAMBDA_RUNTIME_VARIABLES)[number], string>);
  for (const name of PASSED_THROUGH) {
    const value = process.env[name];
    if (value !== undefined && value !== '') variables[name] = value;
  }
  const standsInFor: Record<string, string> = {};
  for (const standIn of LOCAL_STAND_INS) {
    for (const localName of standIn.local) {
      if (localName === standIn.variable) continue;
      standsInFor[localName] = standsInFor[localName]
        ? `${standsInFor[localName]} ou ${standIn.variable}`
        : standIn.variable;
    }
  }
  // A local addition is optional: its absence is the AWS case, never a failure.
  const watched = VARIABLES_LUES.filter((name) => !(PASSED_THROUGH as readonly string[]).includes(name));
  return { variables, watched, replaced, standsInFor };
}
