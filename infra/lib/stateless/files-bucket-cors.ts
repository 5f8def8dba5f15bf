// The CORS rule of the files bucket (its origins: the CloudFront site, the custom domain, the
// `allowedOrigins` context value), put by a custom resource once the distribution exists.
// the Content-Security-Policy of the distribution now names the files bucket's own host instead of
// every S3 host of the region, so the distribution depends on the bucket; the bucket's CORS names the
// distribution, so it cannot stay a property of the bucket (CloudFormation refuses the cycle). The
// call is S3 PutBucketCors on this bucket only, made again when the origins change.
import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { filesCorsRule } from '../stateful/buckets.ts';

export interface FilesBucketCorsProps {
  bucket: s3.IBucket;
  origins: string[];
}

export class FilesBucketCors extends Construct {
  constructor(scope: Construct, id: string, props: FilesBucketCorsProps) {
    super(scope, id);
    const call: cr.AwsSdkCall = {
      service: 'S3',
      action: 'PutBucketCors',
      parameters: {
        Bucket: props.bucket.bucketName,
        CORSConfiguration: { CORSRules: [filesCorsRule(props.origins)] },
      },
      physicalResourceId: cr.PhysicalResourceId.of('files-bucket-cors'),
    };
    new cr.AwsCustomResource(this, 'PutBucketCors', {
      onCreate: call,
      onUpdate: call,
      installLatestAwsSdk: false,
      policy: cr.AwsCustomResourcePolicy.fromStatements([
        new iam.PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [props.bucket.bucketArn] }),
      ]),
      // The provider's own logs, kept like the handlers'.
      logGroup: new logs.LogGroup(this, 'Logs', {
        retention: logs.RetentionDays.ONE_YEAR,
        removalPolicy: RemovalPolicy.RETAIN,
      }),
    });
    this.acknowledgeProvider();
  }

  /** The AwsCustomResource provider is a stack-level singleton Lambda owned by aws-cdk-lib. */
  private acknowledgeProvider(): void {
    const id = `AWS${cr.AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`;
    const target = Stack.of(this).node.tryFindChild(id);
    if (!target) return;
    Validations.of(target).acknowledge(
      {
        id: 'AwsSolutions-L1',
        reason: 'Runtime of the aws-cdk-lib AwsCustomResource provider, chosen by aws-cdk-lib.',
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          'Managed policy of the aws-cdk-lib AwsCustomResource provider, which runs only at deployment to put the CORS rule ' +
          'of the files bucket.',
      },
    );
  }
}
