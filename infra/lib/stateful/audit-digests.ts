// Audit trail that holds in front of a court: the bucket of the daily digests of the audit
// trail (one `condensats/AAAA-MM-JJ.json` per closed UTC day: count and last hash of the day's chain).
// Stored where the API's roles cannot rewrite it:
// - S3 Object Lock in COMPLIANCE mode, default retention = the audit retention: no version can be
//   deleted or overwritten before it ends, not even by the account's root user;
// - a bucket policy that refuses, to every principal, a PutObject without `If-None-Match: *` (so a
//   digest is never replaced by a newer version: S3 answers 412 when the key exists) and every delete
//   (no delete marker hides a digest either);
// - only the scheduled sealing's role may PutObject (under condensats/), only the verification route
//   may GetObject; no other role is granted anything on it.
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { stageBucketName } from '../stage.ts';

/** Prefix of the digests' keys (functions/src/lib/adapters/audit-digests.ts). */
export const AUDIT_DIGEST_PREFIX = 'condensats/';

export interface AuditDigestsProps {
  /** Days each digest is locked (the audit retention). */
  retentionDays: number;
  accessLogs: s3.IBucket;
}

export class AuditDigests extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: AuditDigestsProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      bucketName: stageBucketName(this, 'condensats-audit'),
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      removalPolicy: RemovalPolicy.RETAIN,
      versioned: true,
      objectLockEnabled: true,
      objectLockDefaultRetention: s3.ObjectLockRetention.compliance(Duration.days(props.retentionDays)),
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'audit-digests/',
      // Nothing expires here (Object Lock keeps each digest for the audit retention).
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });
    this.bucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'DigestsAreWrittenOnce',
        effect: iam.Effect.DENY,
        principals: [new iam.AnyPrincipal()],
        actions: ['s3:PutObject'],
        resources: [this.bucket.arnForObjects('*')],
        conditions: { Null: { 's3:if-none-match': 'true' } },
      }),
    );
    this.bucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'DigestsAreNeverDeleted',
        effect: iam.Effect.DENY,
        principals: [new iam.AnyPrincipal()],
        actions: ['s3:DeleteObject', 's3:DeleteObjectVersion'],
        resources: [this.bucket.arnForObjects('*')],
      }),
    );
  }
}
