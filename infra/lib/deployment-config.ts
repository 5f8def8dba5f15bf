// Values that differ between deployments, read from CDK context (`cdk.json` or `-c key=value`).
// Everything has a default so that `cdk synth` works offline; docs/deployment.md lists what to set.
import type { Construct } from 'constructs';

export interface DeploymentConfig {
  /** Verified SES identity (address) the mails are sent from: env MAIL_FROM. */
  mailFrom: string;
  /** Origins allowed besides the CloudFront distribution's own (e.g. a custom domain). */
  extraAllowedOrigins: string[];
  jwtIssuer: string;
  jwtAudience: string;
  /**
   * Issue 12: days the audit trail is kept: the TTL of its entries (env AUDIT_RETENTION_DAYS) and the
   * Object Lock retention of its daily digests. 365 by default (the CNIL's usual figure for access
   * logs); longer when the health establishment asks (context `auditRetentionDays`).
   */
  auditRetentionDays: number;
}

export const DEFAULT_CONFIG: DeploymentConfig = {
  mailFrom: 'no-reply@umj.example',
  extraAllowedOrigins: [],
  jwtIssuer: 'umj-backoffice',
  jwtAudience: 'umj-backoffice-spa',
  auditRetentionDays: 365,
};

/** Longest audit retention accepted (a typo such as 36500 would lock digests for a century). */
export const MAX_AUDIT_RETENTION_DAYS = 3650;

function parseRetention(scope: Construct): number {
  const value: unknown = scope.node.tryGetContext('auditRetentionDays');
  if (value === undefined || value === null || value === '') return DEFAULT_CONFIG.auditRetentionDays;
  const days = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > MAX_AUDIT_RETENTION_DAYS) {
    throw new Error(
      `Context "auditRetentionDays": "${String(value)}" is not a whole number of days between 1 and ${MAX_AUDIT_RETENTION_DAYS}.`,
    );
  }
  return days;
}

function contextString(scope: Construct, key: string): string | undefined {
  const value: unknown = scope.node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context value "${key}" must be a string.`);
  return value.trim();
}

function parseOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of origins) {
    if (!/^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin)) {
      throw new Error(`Context "allowedOrigins": "${origin}" is not an https origin (https://host[:port]).`);
    }
  }
  return origins;
}

export function readDeploymentConfig(scope: Construct): DeploymentConfig {
  const mailFrom = contextString(scope, 'mailFrom') ?? DEFAULT_CONFIG.mailFrom;
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(mailFrom)) {
    throw new Error(`Context "mailFrom": "${mailFrom}" is not an e-mail address.`);
  }
  return {
    mailFrom,
    extraAllowedOrigins: parseOrigins(contextString(scope, 'allowedOrigins')),
    jwtIssuer: contextString(scope, 'jwtIssuer') ?? DEFAULT_CONFIG.jwtIssuer,
    jwtAudience: contextString(scope, 'jwtAudience') ?? DEFAULT_CONFIG.jwtAudience,
    auditRetentionDays: parseRetention(scope),
  };
}
