// CDK (infra/): the stateful resources — the single table, the buckets, the JWT signing key.
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import {
  TABLE_INDEXES,
  TABLE_PARTITION_KEY,
  TABLE_SORT_KEY,
  TABLE_TTL_ATTRIBUTE,
} from '@umj/functions/data/table-definition';
import { resourcesOfType, sharedTestStack, type TemplateResource } from './helpers/test-stack.ts';

const { template } = sharedTestStack();

function bucketWithLogPrefix(prefix: string): TemplateResource {
  const found = resourcesOfType(template, 'AWS::S3::Bucket').find(
    ([, r]) => r.Properties.LoggingConfiguration?.LogFilePrefix === prefix,
  );
  if (!found) throw new Error(`No bucket logging under ${prefix}`);
  return found[1];
}

describe('CDK: the single table', () => {
  it('§ Data: one table, keys PK/SK and the GSIs of table-definition.ts, all string keys, all attributes projected', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_PARTITION_KEY, KeyType: 'HASH' },
        { AttributeName: TABLE_SORT_KEY, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
    const [, table] = resourcesOfType(template, 'AWS::DynamoDB::Table')[0]!;
    const keyNames = [
      TABLE_PARTITION_KEY,
      TABLE_SORT_KEY,
      ...TABLE_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey]),
    ];
    expect(table.Properties.AttributeDefinitions).toEqual(
      [...new Set(keyNames)].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
    );
  });

  it("the list indexes exist: GSI4 (an office's files by status and month) and GSI5 (by normalised name), all attributes (docs/data-model.md#list-indexes)", () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: Match.arrayWith(
        ['GSI4', 'GSI5'].map((IndexName) => ({
          IndexName,
          KeySchema: [
            { AttributeName: `${IndexName}PK`, KeyType: 'HASH' },
            { AttributeName: `${IndexName}SK`, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      ),
    });
  });

  it('§ Data: TTL on the attribute of table-definition.ts', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: TABLE_TTL_ATTRIBUTE, Enabled: true },
    });
  });

  it('§ CDK: on-demand, PITR, encryption, deletion protection, retained on stack deletion', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
        DeletionProtectionEnabled: true,
      }),
    });
  });
});

describe('CDK: buckets', () => {
  it('§ CDK: every bucket is private, encrypted, TLS-only and retained', () => {
    const buckets = resourcesOfType(template, 'AWS::S3::Bucket');
    // Access logs, files, SPA and the audit digests.
    expect(buckets).toHaveLength(4);
    for (const [, bucket] of buckets) {
      expect(bucket.DeletionPolicy).toBe('Retain');
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(
        bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault,
      ).toEqual({ SSEAlgorithm: 'AES256' });
    }
    for (const [, policy] of resourcesOfType(template, 'AWS::S3::BucketPolicy')) {
      expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it('§ API (logos through presigned URLs): the files bucket is versioned, logged, and allows POST/GET from the site origins only', () => {
    const files = bucketWithLogPrefix('files/');
    expect(files.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    // An attachment uploaded but never checked expires under the incoming prefix.
    expect(files.Properties.LifecycleConfiguration.Rules).toContainEqual({
      Id: 'EntrantsNonVerifies',
      Prefix: 'incoming/dossiers/',
      ExpirationInDays: 1,
      Status: 'Enabled',
    });
    // Put by a custom resource once CloudFront exists (the CSP names the bucket, the CORS rule
    // names the distribution: a property of the bucket would make a dependency cycle). Its call is a
    // JSON text joined with tokens: each token becomes a marker naming what it refers to.
    expect(files.Properties.CorsConfiguration).toBeUndefined();
    const [, cors] = resourcesOfType(template, 'Custom::AWS')[0]!;
    const [separator, parts] = cors.Properties.Create['Fn::Join'] as [string, unknown[]];
    const call = JSON.parse(
      parts
        .map((p) => (typeof p === 'string' ? p : `<${JSON.stringify(p).replace(/"/g, '')}>`))
        .join(separator),
    ) as {
      service: string;
      action: string;
      parameters: {
        Bucket: string;
        CORSConfiguration: { CORSRules: { AllowedMethods: string[]; AllowedOrigins: string[] }[] };
      };
    };
    expect(call).toMatchObject({ service: 'S3', action: 'PutBucketCors' });
    expect(call.parameters.Bucket).toMatch(/^<\{Ref:BucketsFiles/);
    const rule = call.parameters.CORSConfiguration.CORSRules[0]!;
    // Every browser upload is a presigned POST (type and size in its policy): no PUT from the browser.
    expect(rule.AllowedMethods).toEqual(['GET', 'HEAD', 'POST']);
    expect(rule.AllowedOrigins).toHaveLength(2);
    expect(rule.AllowedOrigins[1]).toBe('https://umj.example.fr');
    expect(rule.AllowedOrigins[0]).toMatch(/^https:\/\/<\{Fn::GetAtt:\[WebDistribution.*,DomainName\]\}>$/);
    expect(rule.AllowedOrigins).not.toContain('*');
  });

  it('§ CDK: the SPA bucket is private (read by CloudFront through OAC only) and logged', () => {
    const spa = bucketWithLogPrefix('spa/');
    expect(spa.Properties.CorsConfiguration).toBeUndefined();
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
          }),
        ]),
      },
    });
  });
});

describe('CDK: the JWT signing secret outside the code', () => {
  it('§ CDK: a Secrets Manager secret generated at deployment (no value in the template)', () => {
    // The JWT key, and the origin header's value: both generated, neither in the template.
    template.resourceCountIs('AWS::SecretsManager::Secret', 2);
    for (const [, secret] of resourcesOfType(template, 'AWS::SecretsManager::Secret')) {
      expect(secret.Properties.SecretString).toBeUndefined();
    }
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 64, ExcludePunctuation: true }),
      SecretString: Match.absent(),
    });
  });
});
