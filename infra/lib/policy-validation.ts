// Policy as code at synthesis, besides cdk-nag: the AWS Control Tower proactive controls, run by
// cfn-guard (its binary is bundled with @cdklabs/cdk-validator-cfnguard: no network). A finding
// fails `cdk synth`. The controls turned off below are choices of the whole product, each with its
// reason; a finding on one resource is acknowledged beside that resource instead
// (`Validations.of(...).acknowledge({ id: 'cdk-validator-cfnguard::<rule>' })`).
import { Validations } from 'aws-cdk-lib';
import { CfnGuardValidator } from '@cdklabs/cdk-validator-cfnguard';
import type { IConstruct } from 'constructs';

/**
 * Control Tower rules (file names of the package's rules) that do not fit this product, with the
 * reason (docs/operations.md#policy-as-code); the comment gives the name a finding prints.
 */
export const DISABLED_GUARD_RULES: Record<string, string> = {
  // lambda_inside_vpc_check
  'ct-lambda-pr-3':
    'No resource of the product is in a VPC: a VPC would only add NAT or endpoints (DynamoDB, S3, SES, ' +
    'Secrets Manager, execute-api) to pay for, and the functions are reached through API Gateway only.',
  // s3_bucket_default_encryption_kms_check
  'ct-s3-pr-10':
    'Buckets are encrypted with S3-managed keys; access is separated per role and prefix by IAM, which a KMS key ' +
    'would duplicate at a cost per request.',
  // cloudwatch_log_group_encrypted_check
  'ct-cloudwatch-pr-3':
    'CloudWatch Logs encrypts every log group at rest with its own keys; the logs hold no body, token or code ' +
    '(functions/src/lib/adapters/logger.ts).',
  // s3_event_notifications_enabled_check
  'ct-s3-pr-4':
    'Nothing consumes bucket events: an upload is checked when the SPA asks for it (docs/api.md), a generated ' +
    'file is registered by the handler that wrote it.',
  // s3_bucket_object_lock_enabled_check
  'ct-s3-pr-9':
    'Only the audit digests are write-once (Object Lock, stateful/audit-digests.ts); files, logos and the SPA ' +
    'are replaced and deleted by design (a deleted attachment must be gone).',
  // cloudfront_origin_failover_enabled_check
  'ct-cloudfront-pr-4': 'One region: the APIs and the table have no second region to fail over to.',
  // cloudfront_custom_ssl_certificate_check
  'ct-cloudfront-pr-6':
    'Without a custom domain the site is served on its *.cloudfront.net name with CloudFront’s certificate; ' +
    'with one (context domainName, certificateArn) the distribution uses that ACM certificate.',
  // cloudfront_sni_enabled_check
  'ct-cloudfront-pr-7':
    'Goes with the custom certificate: SNI is used when a custom domain is given (web-hosting.ts).',
  // cloudfront_security_policy_check
  'ct-cloudfront-pr-9':
    'CloudFront imposes its own TLS policy on the *.cloudfront.net certificate; with a custom domain the ' +
    'distribution sets TLSv1.2_2021 (web-hosting.ts).',
};

export function policyValidator(): CfnGuardValidator {
  return new CfnGuardValidator({ disabledRules: Object.keys(DISABLED_GUARD_RULES) });
}

/** Acknowledges a cfn-guard finding on one construct, with its reason. */
export function acknowledgeGuardRule(construct: IConstruct, rule: string, reason: string): void {
  Validations.of(construct).acknowledge({ id: `cdk-validator-cfnguard::${rule}`, reason });
}
