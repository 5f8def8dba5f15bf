// "Audit trail that holds in front of a court", in the CDK stack: the daily digests live in
// an S3 bucket with Object Lock (compliance, retention = the audit retention) whose policy refuses any
// overwrite and any delete; a scheduled Lambda of its own writes them (least privilege); only the
// verification route reads them; every role that touches the table is denied Update/Delete/BatchWrite
// on `AUDIT#` items; the retention is a context value that drives the entries' TTL and the lock.
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { apiRoutes, wsRoutes } from '@umj/functions/api/routes';
import { fluxConsommateurs } from '@umj/functions/api/flux-consommateurs';
import { SCHEDULE_INPUT } from '@umj/functions/local/scheduled-event';
import { DEFAULT_CONFIG, readDeploymentConfig } from '../lib/deployment-config.ts';
import { AuditDigests } from '../lib/stateful/audit-digests.ts';
import { DataTable } from '../lib/stateful/table.ts';
import { AUDIT_REWRITE_ACTIONS } from '../lib/stateless/handler-function.ts';
import { ScheduledAuditSeal } from '../lib/stateless/scheduled-audit-seal.ts';
import { allTemplates, resourcesOfType, sharedTestStack, STUB_ENTRY } from './helpers/test-stack.ts';
import { actionsOf, propertiesOf, statementsOf, type Statement } from './helpers/functions.ts';

const built = sharedTestStack();
const allHandlers = [...apiRoutes.map((r) => r.handler), ...Object.values(wsRoutes)];

const DENY_AUDIT_REWRITE = {
  Effect: 'Deny',
  Action: AUDIT_REWRITE_ACTIONS,
  Condition: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': ['AUDIT#*'] } },
};

/** The seal construct alone on a table and a digests bucket (no bundling). */
function buildSeal(retentionDays: number) {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const parent = new Stack(app, 'SealTest');
  const data = new DataTable(parent, 'Data');
  const accessLogs = new s3.Bucket(parent, 'AccessLogs');
  const digests = new AuditDigests(parent, 'AuditDigests', { retentionDays, accessLogs });
  const seal = new ScheduledAuditSeal(parent, 'Seal', {
    table: data.table,
    digests: digests.bucket,
    retentionDays,
    entry: STUB_ENTRY,
  });
  return { parent: Template.fromStack(parent), seal: Template.fromStack(seal) };
}

describe('the audit digests bucket (S3 Object Lock)', () => {
  const bucket = () => {
    const buckets = resourcesOfType(built.template, 'AWS::S3::Bucket').filter(
      ([, b]) => b.Properties.ObjectLockEnabled === true,
    );
    expect(buckets).toHaveLength(1);
    return buckets[0]!;
  };

  it('one versioned bucket with Object Lock in COMPLIANCE mode for the default 365 days, retained', () => {
    const [, b] = bucket();
    expect(b.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(b.Properties.ObjectLockConfiguration).toEqual({
      ObjectLockEnabled: 'Enabled',
      Rule: { DefaultRetention: { Mode: 'COMPLIANCE', Days: 365 } },
    });
    expect(b.DeletionPolicy).toBe('Retain');
    expect(b.Properties.PublicAccessBlockConfiguration).toMatchObject({
      BlockPublicAcls: true,
      RestrictPublicBuckets: true,
    });
  });

  it('its policy refuses, to everyone, a PutObject without If-None-Match (no overwrite) and any delete', () => {
    const [id] = bucket();
    const policies = resourcesOfType(built.template, 'AWS::S3::BucketPolicy').filter(
      ([, p]) => p.Properties.Bucket.Ref === id,
    );
    expect(policies).toHaveLength(1);
    const statements = policies[0]![1].Properties.PolicyDocument.Statement as Statement[];
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Effect: 'Deny',
          Principal: { AWS: '*' },
          Action: 's3:PutObject',
          Condition: { Null: { 's3:if-none-match': 'true' } },
        }),
        expect.objectContaining({
          Effect: 'Deny',
          Principal: { AWS: '*' },
          Action: ['s3:DeleteObject', 's3:DeleteObjectVersion'],
        }),
      ]),
    );
  });

  it('of the API handlers, only GET /audit/verification may read it (GetObject under condensats/), none may write it', () => {
    const [id] = bucket();
    for (const handler of allHandlers) {
      const onDigests = statementsOf(built, handler).filter((s) => JSON.stringify(s.Resource).includes(id));
      if (handler === 'audit/verifier-audit') {
        expect(onDigests.map((s) => [s.Effect, s.Action])).toEqual([['Allow', 's3:GetObject']]);
        expect(JSON.stringify(onDigests[0]!.Resource)).toContain('/condensats/*');
      } else {
        expect(onDigests, handler).toEqual([]);
      }
    }
  });
});

describe('no role may rewrite or delete an audit entry', () => {
  it.each(allHandlers.map((h) => [h]))(
    'the role of %s denies UpdateItem, DeleteItem and BatchWriteItem on AUDIT# items (ForAnyValue LeadingKeys)',
    (handler) => {
      expect(statementsOf(built, handler)).toContainEqual(expect.objectContaining(DENY_AUDIT_REWRITE));
    },
  );

  it('so does every other Lambda role of the stack that may write the table (scheduled split, sealing, notification sweep, stream consumers)', () => {
    const writers = allTemplates(built)
      .flatMap((t) => resourcesOfType(t, 'AWS::IAM::Policy'))
      .map(([, p]) => p.Properties.PolicyDocument.Statement as Statement[])
      .filter((statements) =>
        actionsOf(statements.filter((s) => s.Effect === 'Allow')).some((a) => a.startsWith('dynamodb:')),
      );
    expect(writers.length).toBe(allHandlers.length + 3 + fluxConsommateurs.length);
    for (const statements of writers) {
      expect(statements).toContainEqual(expect.objectContaining(DENY_AUDIT_REWRITE));
    }
  });
});

describe('audit retention as a CDK context value', () => {
  it('default 365 days; a whole number of days from context (string or number); anything else fails the synth', () => {
    const read = (context: Record<string, unknown>) =>
      readDeploymentConfig(new App({ context })).auditRetentionDays;
    expect(DEFAULT_CONFIG.auditRetentionDays).toBe(365);
    expect(read({})).toBe(365);
    expect(read({ auditRetentionDays: '1095' })).toBe(1095);
    expect(read({ auditRetentionDays: 730 })).toBe(730);
    for (const wrong of ['un an', 0, -1, 1.5, 36500]) {
      expect(() => read({ auditRetentionDays: wrong })).toThrow(/auditRetentionDays/);
    }
  });

  it('it drives the TTL of the entries (AUDIT_RETENTION_DAYS of every handler)', () => {
    for (const handler of allHandlers) {
      expect(propertiesOf(built, handler).Environment.Variables.AUDIT_RETENTION_DAYS, handler).toBe('365');
    }
  });

  it('a longer retention (3 years) locks the digests and sets the sealing function for as long', () => {
    const { parent, seal } = buildSeal(1095);
    parent.hasResourceProperties('AWS::S3::Bucket', {
      ObjectLockConfiguration: {
        ObjectLockEnabled: 'Enabled',
        Rule: { DefaultRetention: { Mode: 'COMPLIANCE', Days: 1095 } },
      },
    });
    seal.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ AUDIT_RETENTION_DAYS: '1095' }) },
    });
  });
});

describe('the scheduled sealing (infra/lib/stateless/scheduled-audit-seal.ts)', () => {
  const { seal } = buildSeal(365);

  it('EventBridge Scheduler invokes it every 5 minutes (UTC) with the scheduled time, dead-lettered on failure', () => {
    seal.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0/5 * * * ? *)',
      ScheduleExpressionTimezone: 'Etc/UTC',
      Target: Match.objectLike({
        // What the local runtime sends (functions/test/local/aws-events.test.ts compares it with AWS's).
        Input: SCHEDULE_INPUT,
        DeadLetterConfig: Match.anyValue(),
      }),
    });
    expect(Object.keys(seal.findResources('AWS::CloudWatch::Alarm'))).toHaveLength(2);
  });

  it('its role may only Query the AUDIT# partitions, PutObject and GetObject digests under condensats/ (and dead-letter its failed events)', () => {
    const policies = resourcesOfType(seal, 'AWS::IAM::Policy').map(
      ([, p]) => p.Properties.PolicyDocument.Statement as Statement[],
    );
    const own = policies.find((statements) => actionsOf(statements).includes('s3:PutObject'))!;
    const allowed = own.filter(
      (s) =>
        s.Effect === 'Allow' && !actionsOf([s]).some((a) => a.startsWith('logs:') || a.startsWith('xray:')),
    );
    expect(allowed.map((s) => [s.Action, s.Condition ?? null])).toEqual([
      [['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'], null],
      ['dynamodb:Query', { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['AUDIT#*'] } }],
      [['s3:PutObject', 's3:GetObject'], null],
    ]);
    expect(JSON.stringify(allowed[2]!.Resource)).toContain('/condensats/*');
    expect(own).toContainEqual(expect.objectContaining(DENY_AUDIT_REWRITE));
  });
});
