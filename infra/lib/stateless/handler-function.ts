// One Lambda handler with the project's defaults: Node.js 22 on arm64, bundled locally by esbuild
// (ESM, minified, source maps, AWS SDK bundled rather than taken from the runtime; one esbuild run for
// every handler, handler-bundles.ts), its own log group
// kept one year (and kept when the stack is deleted), X-Ray tracing, and a role that starts with
// nothing but writing its own logs.
// Access to data is added through the grant helpers so that every grant stays explicit. They take the
// resource or its ARN/id: the route handlers live in nested stacks where the table, the bucket, the
// secret and the WebSocket API are parameters (handler-family-stack.ts).
import { AssetHashType, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { dirname, relative } from 'node:path';
import { nagReferenceOf } from '../logical-id.ts';
import { DEPS_LOCK_FILE, REPO_ROOT } from '../paths.ts';
import { copyBundle, ESM_REQUIRE_BANNER } from './handler-bundles.ts';

export const DEFAULT_MEMORY_MB = 512;

/** Every request path is served by GetItem, Query, BatchGet or a transaction: Scan is never granted. */
export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
];
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
/** What no role may do to an audit entry. */
export const AUDIT_REWRITE_ACTIONS = [
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
/** A table, or its ARN (a parameter of a nested stack). */
export type TableRef = dynamodb.ITable | string;
/** A bucket, or its ARN (a parameter of a nested stack). */
export type BucketRef = s3.IBucket | string;

function arnOfTable(table: TableRef): string {
  return typeof table === 'string' ? table : table.tableArn;
}

export const HANDLER_TIMEOUT = Duration.seconds(10);
export const HANDLER_LOG_RETENTION = logs.RetentionDays.ONE_YEAR;

export interface HandlerFunctionProps {
  /** TypeScript file whose `handler` export is the Lambda handler. */
  entry: string;
  description: string;
  environment: Record<string, string>;
  memorySize?: number;
  /**
   * Packages left out of the bundle and installed beside it (native binaries such as sharp's): `npm ci`
   * from the repository lockfile, for the Lambda platform (linux arm64, glibc) whatever the build machine.
   */
  nodeModules?: readonly string[];
}

/** npm installs the optional native packages of the Lambda platform, not of the machine that builds. */
export const LAMBDA_PLATFORM_NPM_ENV = {
  npm_config_os: 'linux',
  npm_config_cpu: 'arm64',
  npm_config_libc: 'glibc',
};

/** The export of every entry the function runs (its template's Handler is `index.<this>`). */
export const HANDLER_EXPORT = 'handler';

export class HandlerFunction extends Construct {
  readonly fn: lambda.Function;
  /** The source file whose HANDLER_EXPORT the function runs. */
  readonly entry: string;

  constructor(scope: Construct, id: string, props: HandlerFunctionProps) {
    super(scope, id);
    this.entry = props.entry;
    // The logs of a handler are kept one year, and kept when the stack is deleted (as the
    // API Gateway access logs are). One LogGroup per function, no `logRetention` custom resource.
    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: HANDLER_LOG_RETENTION,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${props.description}`,
    });
    logGroup.grantWrite(role);

    const common = {
      handler: `index.${HANDLER_EXPORT}`,
      description: props.description,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? DEFAULT_MEMORY_MB,
      timeout: HANDLER_TIMEOUT,
      tracing: lambda.Tracing.ACTIVE,
      logGroup,
      role,
      // Stack traces point at the TypeScript sources through the bundled source maps.
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
    };
    this.fn = props.nodeModules?.length
      ? // Native packages installed beside the bundle: NodejsFunction's own bundling (esbuild, then npm ci).
        new NodejsFunction(this, 'Function', {
          ...common,
          entry: props.entry,
          handler: HANDLER_EXPORT,
          projectRoot: REPO_ROOT,
          depsLockFilePath: DEPS_LOCK_FILE,
          bundling: {
            format: OutputFormat.ESM,
            target: 'node22',
            mainFields: ['module', 'main'],
            minify: true,
            sourceMap: true,
            sourcesContent: false,
            externalModules: [],
            banner: ESM_REQUIRE_BANNER,
            forceDockerBundling: false,
            nodeModules: [...props.nodeModules],
            environment: LAMBDA_PLATFORM_NPM_ENV,
          },
        })
      : // Every other handler: its bundle from the one esbuild run of all handlers (handler-bundles.ts).
        new lambda.Function(this, 'Function', {
          ...common,
          code: lambda.Code.fromAsset(dirname(props.entry), {
            assetHashType: AssetHashType.OUTPUT,
            bundling: {
              image: lambda.Runtime.NODEJS_22_X.bundlingImage,
              // CDK reuses a staged asset for the same folder and bundling options within a synth: the
              // entry in the options makes each handler's its own (two handlers of one folder, two bundles).
              environment: { UMJ_ENTREE: relative(REPO_ROOT, props.entry) },
              local: {
                tryBundle(outputDir) {
                  copyBundle(props.entry, outputDir);
                  return true;
                },
              },
            },
          }),
        });

    const validations = Validations.of(this);
    validations.acknowledge(
      {
        id: 'AwsSolutions-L1',
        reason:
          'The serverless platform fixes the Lambda runtime to Node.js 22 (the version the handlers and the local runtime are tested on).',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions (CDK grant for active tracing).',
      },
    );
  }

  /** GetItem/BatchGetItem/Query (and condition checks in transactions): nothing that writes, no Scan. */
  grantTableRead(table: TableRef): void {
    this.grantTable(arnOfTable(table), TABLE_READ_ACTIONS);
  }

  /** Reads plus Put/Update/Delete/BatchWrite (transactions use these per-item actions). Still no Scan. */
  grantTableReadWrite(table: TableRef): void {
    this.grantTable(arnOfTable(table), [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS]);
  }

  /**
   * PutItem (or the given write actions) restricted by IAM to items whose partition key starts with
   * `partitionKeyPrefix`.
   */
  grantTableAppendUnder(table: TableRef, partitionKeyPrefix: string, actions = ['dynamodb:PutItem']): void {
    this.fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions,
        resources: [arnOfTable(table)],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${partitionKeyPrefix}*`] } },
      }),
    );
  }

  /**
   * The audit trail is append-only for this role. An explicit Deny (it wins over every
   * Allow) of UpdateItem, DeleteItem and BatchWriteItem on items whose partition key starts with
   * `AUDIT#`. `ForAnyValue`: one such key in a batch is enough. It holds in transactions too (IAM
   * checks each action of TransactWriteItems as its PutItem/UpdateItem/DeleteItem). A PutItem over an
   * existing entry cannot be told apart from an append in IAM (no condition key sees the condition
   * expression): the code appends only with `attribute_not_exists`, and the hash chain shows any
   * overwrite.
   */
  denyAuditRewrite(table: TableRef, auditPartitionPrefix: string): void {
    this.fn.addToRolePolicy(
      new iam.PolicyStatement({
        effect: iam.Effect.DENY,
        actions: AUDIT_REWRITE_ACTIONS,
        resources: [arnOfTable(table)],
        conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': [`${auditPartitionPrefix}*`] } },
      }),
    );
  }

  /** Reads the audit digests (the verification route). */
  grantAuditDigestsRead(bucketArn: string, prefix: string): void {
    this.fn.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [`${bucketArn}/${prefix}*`] }),
    );
    this.acknowledgeWildcard(
      `Resource::${nagReferenceOf(this, bucketArn)}/${prefix}*`,
      'One digest object per day, named by the day at run time; GetObject only, under the digests prefix.',
    );
  }

  /**
   * Objects of the files bucket under the given key prefixes only: GetObject (presigned
   * downloads), plus PutObject (presigned uploads, previews written by the server) and/or DeleteObject;
   * GetObject alone under `readOnlyPrefixes`.
   */
  grantFiles(
    bucket: BucketRef,
    access: 'read' | 'read-write' | 'read-delete' | 'read-write-delete',
    prefixes: readonly string[],
    readOnlyPrefixes: readonly string[] = [],
  ): void {
    if (prefixes.length === 0) throw new Error(`${this.node.path}: files access without a key prefix`);
    const actions = {
      read: ['s3:GetObject'],
      'read-write': ['s3:GetObject', 's3:PutObject'],
      'read-delete': ['s3:GetObject', 's3:DeleteObject'],
      'read-write-delete': ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
    }[access];
    const bucketArn = typeof bucket === 'string' ? bucket : bucket.bucketArn;
    const under = (list: readonly string[]) => list.map((prefix) => `${bucketArn}/${prefix}*`);
    this.fn.addToRolePolicy(new iam.PolicyStatement({ actions, resources: under(prefixes) }));
    if (readOnlyPrefixes.length > 0) {
      this.fn.addToRolePolicy(
        new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: under(readOnlyPrefixes) }),
      );
    }
    for (const prefix of [...prefixes, ...readOnlyPrefixes]) {
      this.acknowledgeWildcard(
        `Resource::${nagReferenceOf(this, bucketArn)}/${prefix}*`,
        'Object keys are created at run time per office and entity under this prefix; the grant names the exact actions on this bucket only.',
      );
    }
  }

  /**
   * Reads one secret's value: GetSecretValue only (`Secret.grantRead` adds DescribeSecret, which no
   * handler calls: the permission test found it never used, docs/deployment.md#the-permissions-the-tests-use).
   */
  grantSecretRead(secretArn: string): void {
    this.fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [secretArn],
      }),
    );
  }

  /** The given write actions on the items of ONE partition (`partitionKey` exactly), by IAM's LeadingKeys. */
  grantTableWritesIn(table: TableRef, partitionKey: string, actions: string[]): void {
    this.fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions,
        resources: [arnOfTable(table)],
        conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [partitionKey] } },
      }),
    );
  }

  /**
   * Posts to (and removes) the connections of one WebSocket API stage: what
   * `WebSocketStage.grantManagementApiAccess` grants, for an API given by its id.
   */
  grantManageConnections(webSocketApiId: string, stageName: string): void {
    const api = Stack.of(this).formatArn({ service: 'execute-api', resource: webSocketApiId });
    this.fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['execute-api:ManageConnections'],
        resources: [`${api}/${stageName}/*/@connections/*`],
      }),
    );
    this.acknowledgeWildcard(
      `Resource::arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:${nagReferenceOf(this, webSocketApiId)}/${stageName}/*/@connections/*`,
      'Connection ids are only known at run time; the grant is ManageConnections on this API stage only.',
    );
  }

  private grantTable(tableArn: string, actions: string[]): void {
    this.fn.addToRolePolicy(
      new iam.PolicyStatement({ actions, resources: [tableArn, `${tableArn}/index/*`] }),
    );
    this.acknowledgeWildcard(
      `Resource::${nagReferenceOf(this, tableArn)}/index/*`,
      'The access patterns query the GSIs of the single table (docs/data-model.md); the grant covers its indexes only.',
    );
  }

  /** Acknowledges one cdk-nag IAM5 finding (one wildcard resource or action) on this function. */
  acknowledgeWildcard(finding: string, reason: string): void {
    Validations.of(this).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
  }
}
