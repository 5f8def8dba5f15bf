// Values that differ between deployments, read from CDK context (`cdk.json` or `-c key=value`).
// Everything has a default so that `cdk synth` works offline; docs/deployment.md lists what to set.
import type { Construct } from 'constructs';
import { readStage, type Stage } from './stage.ts';

export interface DeploymentConfig {
  /**
   * `-c stage=staging|production` (default production): prefixes the stack names and the name of
   * every stateful resource, so that both stages can live in one account (stage.ts).
   */
  stage: Stage;
  /** Address subscribed to the operations topic every alarm notifies (context `alarmEmail`). */
  alarmEmail?: string;
  /** Verified SES identity (address) the mails are sent from: env MAIL_FROM. */
  mailFrom: string;
  /** Origins allowed besides the CloudFront distribution's own (e.g. a custom domain). */
  extraAllowedOrigins: string[];
  jwtIssuer: string;
  jwtAudience: string;
  /**
   * Days the audit trail is kept: the TTL of its entries (env AUDIT_RETENTION_DAYS) and the
   * Object Lock retention of its daily digests. 365 by default (the CNIL's usual figure for access
   * logs); longer when the health establishment asks (context `auditRetentionDays`).
   */
  auditRetentionDays: number;
  /**
   * ARN of the CLOUDFRONT-scope AWS WAF web ACL attached to the distribution (the
   * `WebAclArn` output of the UmjBackofficeWaf stack, in us-east-1, or an existing one).
   */
  webAclArn?: string;
  /** A custom domain of the site, with its ACM certificate (us-east-1): TLS 1.2 minimum. */
  customDomain?: { domainName: string; certificateArn: string };
}

export const DEFAULT_CONFIG: DeploymentConfig = {
  stage: 'production',
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

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const WEB_ACL_ARN = /^arn:aws[a-z-]*:wafv2:us-east-1:\d{12}:global\/webacl\/[\w-]+\/[\w-]+$/;
const CERTIFICATE_ARN = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/;
const DOMAIN_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

function readWebAclArn(scope: Construct): string | undefined {
  const arn = contextString(scope, 'webAclArn');
  if (arn !== undefined && !WEB_ACL_ARN.test(arn)) {
    throw new Error(
      `Context "webAclArn": "${arn}" is not the ARN of a CLOUDFRONT-scope web ACL (arn:aws:wafv2:us-east-1:<account>:global/webacl/<name>/<id>).`,
    );
  }
  return arn;
}

function readCustomDomain(scope: Construct): DeploymentConfig['customDomain'] {
  const domainName = contextString(scope, 'domainName');
  const certificateArn = contextString(scope, 'certificateArn');
  if (domainName === undefined && certificateArn === undefined) return undefined;
  if (domainName === undefined || certificateArn === undefined) {
    throw new Error('Context "domainName" and "certificateArn" go together: give both or neither.');
  }
  if (!DOMAIN_NAME.test(domainName))
    throw new Error(`Context "domainName": "${domainName}" is not a domain name.`);
  if (!CERTIFICATE_ARN.test(certificateArn)) {
    throw new Error(
      `Context "certificateArn": "${certificateArn}" is not an ACM certificate ARN in us-east-1 (CloudFront only uses those).`,
    );
  }
  return { domainName: domainName.toLowerCase(), certificateArn };
}

export function readDeploymentConfig(scope: Construct): DeploymentConfig {
  const mailFrom = contextString(scope, 'mailFrom') ?? DEFAULT_CONFIG.mailFrom;
  if (!EMAIL.test(mailFrom)) {
    throw new Error(`Context "mailFrom": "${mailFrom}" is not an e-mail address.`);
  }
  const alarmEmail = contextString(scope, 'alarmEmail');
  if (alarmEmail !== undefined && !EMAIL.test(alarmEmail)) {
    throw new Error(`Context "alarmEmail": "${alarmEmail}" is not an e-mail address.`);
  }
  return {
    stage: readStage(scope),
    alarmEmail,
    mailFrom,
    extraAllowedOrigins: parseOrigins(contextString(scope, 'allowedOrigins')),
    jwtIssuer: contextString(scope, 'jwtIssuer') ?? DEFAULT_CONFIG.jwtIssuer,
    jwtAudience: contextString(scope, 'jwtAudience') ?? DEFAULT_CONFIG.jwtAudience,
    auditRetentionDays: parseRetention(scope),
    webAclArn: readWebAclArn(scope),
    customDomain: readCustomDomain(scope),
  };
}
