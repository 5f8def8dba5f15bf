// S3 buckets: server access logs, the files bucket (logos, photos, documents through presigned URLs)
// and the private bucket that holds the SPA build behind CloudFront. All private, encrypted, TLS only.
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { PREFIXES_FICHIERS } from '@umj/functions/api/files-prefixes';
import { acknowledgeGuardRule } from '../policy-validation.ts';
import { stageBucketName } from '../stage.ts';

/** Days an upload never checked stays under the incoming prefix. */
export const INCOMING_EXPIRATION_DAYS = 1;
/** Days a generated bordereau file (PDF, Chorus CSV) is kept. */
export const GENERATED_BORDEREAU_DAYS = 30;
/** Days a replaced or deleted version of a file is kept. */
export const FILES_NONCURRENT_VERSION_DAYS = 30;

const privateBucketDefaults = {
  blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
  encryption: s3.BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  minimumTLSVersion: 1.2,
  removalPolicy: RemovalPolicy.RETAIN,
} satisfies s3.BucketProps;

export class Buckets extends Construct {
  /** Receives S3 server access logs and CloudFront standard logs. */
  readonly accessLogs: s3.Bucket;
  readonly files: s3.Bucket;
  readonly spa: s3.Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.accessLogs = new s3.Bucket(this, 'AccessLogs', {
      ...privateBucketDefaults,
      bucketName: stageBucketName(this, 'journaux-acces'),
      // CloudFront standard logging writes with ACLs, which need object-writer ownership.
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      versioned: true,
      lifecycleRules: [
        {
          expiration: Duration.days(400),
          noncurrentVersionExpiration: Duration.days(FILES_NONCURRENT_VERSION_DAYS),
          abortIncompleteMultipartUploadAfter: Duration.days(7),
        },
      ],
    });
    acknowledgeGuardRule(
      this.accessLogs,
      's3_bucket_acl_prohibited_check',
      'CloudFront standard logging writes with ACLs: the log bucket needs object-writer ownership.',
    );
    acknowledgeGuardRule(
      this.accessLogs,
      's3_bucket_logging_enabled_check',
      'This bucket is the access-log destination itself; logging it into itself would loop.',
    );
    Validations.of(this.accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This bucket is the access-log destination itself; logging it into itself would loop.',
    });

    this.files = new s3.Bucket(this, 'Files', {
      ...privateBucketDefaults,
      bucketName: stageBucketName(this, 'fichiers'),
      versioned: true,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'files/',
      // Logos, attachments and blank documents are kept; a replaced or deleted version goes after 30 days.
      lifecycleRules: [
        {
          id: 'AnciennesVersions',
          noncurrentVersionExpiration: Duration.days(FILES_NONCURRENT_VERSION_DAYS),
          abortIncompleteMultipartUploadAfter: Duration.days(7),
        },
        // An attachment uploaded but never checked stays under the incoming prefix: gone after a day
        // (a check comes within 20 minutes of the upload form, docs/api.md).
        {
          id: 'EntrantsNonVerifies',
          prefix: PREFIXES_FICHIERS.piecesEntrantes,
          expiration: Duration.days(INCOMING_EXPIRATION_DAYS),
        },
        // A bordereau's PDF and Chorus export are generated again on demand from the table.
        {
          id: 'BordereauxGeneres',
          prefix: PREFIXES_FICHIERS.bordereaux,
          expiration: Duration.days(GENERATED_BORDEREAU_DAYS),
        },
      ],
    });

    this.spa = new s3.Bucket(this, 'Spa', {
      ...privateBucketDefaults,
      bucketName: stageBucketName(this, 'spa'),
      // A deployment replaces the files; the previous build stays 30 days (a rollback by hand).
      versioned: true,
      lifecycleRules: [
        {
          noncurrentVersionExpiration: Duration.days(FILES_NONCURRENT_VERSION_DAYS),
          abortIncompleteMultipartUploadAfter: Duration.days(7),
        },
      ],
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'spa/',
    });
  }
}

/**
 * The CORS rule of the files bucket: the SPA POSTs (presigned POST: every upload, never a presigned PUT,
 * which carries no size limit) and GETs files from the browser, from the site's origins only. Applied after CloudFront
 * exists by infra/lib/stateless/files-bucket-cors.ts (the CSP names the bucket, the CORS rule
 * names the distribution, so neither can be a property of the other's resource).
 */
export function filesCorsRule(origins: string[]) {
  return {
    AllowedOrigins: origins,
    AllowedMethods: ['GET', 'HEAD', 'POST'],
    AllowedHeaders: ['content-type', 'content-md5', 'x-amz-*'],
    ExposeHeaders: ['ETag'],
    MaxAgeSeconds: 3000,
  };
}
