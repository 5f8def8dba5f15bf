// S3 buckets: server access logs, the files bucket (logos, photos, documents through presigned URLs)
// and the private bucket that holds the SPA build behind CloudFront. All private, encrypted, TLS only.
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { PREFIXES_FICHIERS } from '@umj/functions/api/files-prefixes';

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
      // CloudFront standard logging writes with ACLs, which need object-writer ownership.
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(400) }],
    });
    Validations.of(this.accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This bucket is the access-log destination itself; logging it into itself would loop.',
    });

    this.files = new s3.Bucket(this, 'Files', {
      ...privateBucketDefaults,
      versioned: true,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'files/',
      lifecycleRules: [
        {
          noncurrentVersionExpiration: Duration.days(90),
          abortIncompleteMultipartUploadAfter: Duration.days(7),
        },
        // An attachment uploaded but never checked stays under the incoming prefix: gone after a day
        // (a check comes within 20 minutes of the upload form, docs/api.md).
        {
          id: 'EntrantsNonVerifies',
          prefix: PREFIXES_FICHIERS.piecesEntrantes,
          expiration: Duration.days(1),
        },
      ],
    });

    this.spa = new s3.Bucket(this, 'Spa', {
      ...privateBucketDefaults,
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
