// Operations (docs/operations.md): every alarm of every stack notifies the operations topic, each
// handler family has its errors and throttles alarms, every dead-letter queue its depth alarm; the
// dashboard, the lifecycle rules, the table's backup plan and the stage's names are in the templates.
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { METRIQUES } from '@umj/functions/api/metriques';
import { readStage } from '../lib/stage.ts';
import { TABLE_BACKUP_RETENTION_DAYS } from '../lib/stateful/table-backup.ts';
import {
  allTemplates,
  buildTestStack,
  resourcesOfType,
  sharedTestStack,
  type TemplateResource,
} from './helpers/test-stack.ts';

const built = sharedTestStack();
const templates = allTemplates(built);
const waf = Template.fromStack(built.wafStack);
const topicsOf = (template: Template) => resourcesOfType(template, 'AWS::SNS::Topic');

/** The ARN of the operations topic as `template` sees it (a Ref in the parent, a parameter in a nested stack). */
function topicRefIn(template: Template, parentTopicId: string): unknown[] {
  const parameters = Object.keys(template.toJSON().Parameters ?? {});
  return [{ Ref: parentTopicId }, ...parameters.filter((p) => p.includes('Topic')).map((p) => ({ Ref: p }))];
}

describe('Operations: alarms that reach someone', () => {
  const [[topicId]] = topicsOf(built.template) as [[string, TemplateResource]];

  it('one operations topic in the main stack, one in the web ACL stack, SSL enforced', () => {
    expect(topicsOf(built.template)).toHaveLength(1);
    expect(topicsOf(waf)).toHaveLength(1);
    built.template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: [
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ],
      },
    });
  });

  it('every alarm of every stack (nested ones included) has the topic as its ALARM and OK action', () => {
    let count = 0;
    for (const template of [...templates, waf]) {
      const accepted = template === waf ? [{ Ref: topicsOf(waf)[0]![0] }] : topicRefIn(template, topicId);
      for (const [id, alarm] of resourcesOfType(template, 'AWS::CloudWatch::Alarm')) {
        expect(accepted, id).toContainEqual(alarm.Properties.AlarmActions?.[0]);
        expect(alarm.Properties.AlarmActions, id).toHaveLength(1);
        expect(alarm.Properties.OKActions, id).toEqual(alarm.Properties.AlarmActions);
        count++;
      }
    }
    // Families' errors and throttles, dead-letter queues, API, table, nightly jobs, WAF.
    expect(count).toBeGreaterThan(2 * built.families.size + 6);
  });

  it('the e-mail subscription comes from the alarmEmail context value, and a wrong address fails the synth', () => {
    expect(resourcesOfType(built.template, 'AWS::SNS::Subscription')).toHaveLength(0);
    const withEmail = buildTestStack({ context: { alarmEmail: 'astreinte@umj.example.fr' } });
    for (const template of [withEmail.template, Template.fromStack(withEmail.wafStack)]) {
      template.hasResourceProperties('AWS::SNS::Subscription', {
        Protocol: 'email',
        Endpoint: 'astreinte@umj.example.fr',
      });
    }
    expect(() => buildTestStack({ context: { alarmEmail: 'astreinte' } })).toThrow(/alarmEmail/);
  });

  it('each handler family has an errors alarm and a throttles alarm over its functions', () => {
    for (const [family, { template }] of built.families) {
      const alarms = resourcesOfType(template, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
      const watched = (metricName: string) =>
        alarms
          .flatMap((a) => (a.Metrics ?? []) as { MetricStat?: { Metric: { MetricName: string } } }[])
          .filter((m) => m.MetricStat?.Metric.MetricName === metricName).length;
      const functions = resourcesOfType(template, 'AWS::Lambda::Function').length;
      expect(watched('Errors'), family).toBe(functions);
      expect(watched('Throttles'), family).toBe(functions);
    }
  });

  it('every dead-letter queue (a queue without a redrive policy) has a depth alarm', () => {
    let queues = 0;
    for (const template of templates) {
      const alarms = JSON.stringify(resourcesOfType(template, 'AWS::CloudWatch::Alarm'));
      for (const [id, queue] of resourcesOfType(template, 'AWS::SQS::Queue')) {
        if (queue.Properties.RedrivePolicy) continue;
        expect(alarms, id).toContain(`{"Name":"QueueName","Value":{"Fn::GetAtt":["${id}","QueueName"]}}`);
        queues++;
      }
    }
    expect(queues).toBeGreaterThanOrEqual(2);
  });

  it('API 5xx rate, DynamoDB throttles, a missing split or audit digest, and the WAF blocked requests alarm', () => {
    const alarms = JSON.stringify(resourcesOfType(built.template, 'AWS::CloudWatch::Alarm'));
    expect(alarms).toContain('5XXError');
    expect(alarms).toContain('ThrottledRequests');
    for (const metric of [METRIQUES.repartitionsCalculees, METRIQUES.condensatsScelles]) {
      built.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: metric,
        Namespace: 'UmjBackoffice',
        Dimensions: [{ Name: 'service', Value: 'umj-production' }],
        TreatMissingData: 'breaching',
        ComparisonOperator: 'LessThanThreshold',
      });
    }
    waf.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      Dimensions: Match.arrayWith([{ Name: 'WebACL', Value: 'umj-production-backoffice' }]),
    });
  });

  it('every handler logs and counts under the stage service name (Powertools variables)', () => {
    for (const template of templates) {
      for (const [id, fn] of resourcesOfType(template, 'AWS::Lambda::Function')) {
        if (!String(fn.Properties.Description ?? '').startsWith('UMJ ')) continue;
        expect(fn.Properties.Environment.Variables, id).toMatchObject({
          POWERTOOLS_SERVICE_NAME: 'umj-production',
          POWERTOOLS_METRICS_NAMESPACE: 'UmjBackoffice',
        });
      }
    }
  });
});

describe('Operations: dashboard', () => {
  it('the dashboard shows API traffic, latency per family, DynamoDB capacity and the business metrics', () => {
    const [[, dashboard]] = resourcesOfType(built.template, 'AWS::CloudWatch::Dashboard') as [
      [string, TemplateResource],
    ];
    expect(dashboard.Properties.DashboardName).toBe('umj-production-operations');
    const body = JSON.stringify(built.template.toJSON().Resources).replace(/\\"/g, '"');
    for (const text of ['"Count"', '5XXError', 'ConsumedReadCapacityUnits', 'ConsumedWriteCapacityUnits']) {
      expect(body).toContain(text);
    }
    for (const name of Object.values(METRIQUES)) expect(body).toContain(`"${name}"`);
    for (const family of built.families.keys()) expect(body).toContain(`Lambda « ${family} » : durée p95`);
  });
});

describe('Storage that cleans itself, and backups', () => {
  const buckets = resourcesOfType(built.template, 'AWS::S3::Bucket');
  const files = buckets.find(([id]) => id.startsWith('BucketsFiles'))![1];
  const rules = files.Properties.LifecycleConfiguration.Rules as Record<string, unknown>[];

  it('files bucket: incoming uploads expire after 1 day, generated bordereaux after 30 days', () => {
    expect(rules).toContainEqual(
      expect.objectContaining({ Prefix: 'incoming/dossiers/', ExpirationInDays: 1, Status: 'Enabled' }),
    );
    expect(rules).toContainEqual(
      expect.objectContaining({ Prefix: 'bordereaux/', ExpirationInDays: 30, Status: 'Enabled' }),
    );
  });

  it('files bucket: attachments and logos are kept (no expiry of their prefixes), old versions go after 30 days', () => {
    expect(files.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(rules).toContainEqual(
      expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 }, Status: 'Enabled' }),
    );
    for (const rule of rules.filter((r) => r.ExpirationInDays !== undefined)) {
      expect(['incoming/dossiers/', 'bordereaux/']).toContain(rule.Prefix);
    }
  });

  it('the table has point-in-time recovery and a daily AWS Backup kept 35 days in a protected vault', () => {
    built.template.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    built.template.hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: {
        BackupPlanRule: [
          Match.objectLike({
            ScheduleExpression: 'cron(0 3 * * ? *)',
            Lifecycle: { DeleteAfterDays: TABLE_BACKUP_RETENTION_DAYS },
          }),
        ],
      },
    });
    const [[, vault]] = resourcesOfType(built.template, 'AWS::Backup::BackupVault') as [
      [string, TemplateResource],
    ];
    expect(vault.DeletionPolicy).toBe('Retain');
    expect(JSON.stringify(vault.Properties.AccessPolicy)).toContain('backup:DeleteRecoveryPoint');
    expect(JSON.stringify(resourcesOfType(built.template, 'AWS::Backup::BackupSelection'))).toContain(
      'DataTable',
    );
  });
});

describe('Stages: distinct names for every stateful resource', () => {
  const staging = buildTestStack({ context: { stage: 'staging' } });

  function statefulNames(template: Template): string[] {
    const names: unknown[] = [
      ...resourcesOfType(template, 'AWS::DynamoDB::Table').map(([, r]) => r.Properties.TableName),
      ...resourcesOfType(template, 'AWS::S3::Bucket').map(([, r]) => r.Properties.BucketName),
      ...resourcesOfType(template, 'AWS::SecretsManager::Secret').map(([, r]) => r.Properties.Name),
      ...resourcesOfType(template, 'AWS::Backup::BackupVault').map(([, r]) => r.Properties.BackupVaultName),
      ...resourcesOfType(template, 'AWS::SNS::Topic').map(([, r]) => r.Properties.TopicName),
    ];
    return names.map((n) => JSON.stringify(n));
  }

  it('-c stage=staging names the stacks and every table, bucket, secret, vault and topic apart from production', () => {
    expect(built.stack.stackName).toBe('UmjBackoffice-production');
    expect(staging.stack.stackName).toBe('UmjBackoffice-staging');
    expect(staging.wafStack.stackName).toBe('UmjBackofficeWaf-staging');
    const production = statefulNames(built.template);
    const stagingNames = statefulNames(staging.template);
    expect(production).toHaveLength(9);
    for (const name of production) expect(name).toContain('umj-production-');
    for (const name of stagingNames) expect(name).toContain('umj-staging-');
    expect(stagingNames.filter((n) => production.includes(n))).toEqual([]);
    Template.fromStack(staging.wafStack).hasResourceProperties('AWS::WAFv2::WebACL', {
      Name: 'umj-staging-backoffice',
    });
  });

  it('a stage other than staging or production fails the synth', () => {
    expect(readStage(new App())).toBe('production');
    expect(() => readStage(new App({ context: { stage: 'prod' } }))).toThrow(/stage/);
  });
});
