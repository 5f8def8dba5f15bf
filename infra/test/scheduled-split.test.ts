// "a scheduled Lambda (EventBridge rule, daily at 02:00 Europe/Paris, in the CDK stack with its
// own least-privilege role, a dead-letter queue and an alarm)": the ScheduledSplit construct on the
// product's table, synthesized alone (no bundling), and cdk-nag's AwsSolutions checks on it.
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { SCHEDULE_INPUT } from '@umj/functions/local/scheduled-event';
import { DataTable } from '../lib/stateful/table.ts';
import { ScheduledSplit } from '../lib/stateless/scheduled-split.ts';
import { STUB_ENTRY } from './helpers/test-stack.ts';
import { actionsOf, type Statement } from './helpers/functions.ts';

function build() {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const parent = new Stack(app, 'SplitTest');
  const data = new DataTable(parent, 'Data');
  const split = new ScheduledSplit(parent, 'ScheduledSplit', { table: data.table, entry: STUB_ENTRY });
  return { app, stack: split, parent, split, data, template: Template.fromStack(split) };
}

const built = build();
const { template } = built;
const refOf = (construct: { node: { defaultChild?: unknown } } | object) =>
  built.stack.getLogicalId((construct as { node: { defaultChild: never } }).node.defaultChild);

describe('scheduled payment split (infra/lib/stateless/scheduled-split.ts)', () => {
  it('an EventBridge Scheduler schedule runs it daily at 02:00 Europe/Paris with the scheduled time as input', () => {
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 2 * * ? *)',
      ScheduleExpressionTimezone: 'Europe/Paris',
      State: 'ENABLED',
      Target: Match.objectLike({
        Arn: { 'Fn::GetAtt': [refOf(built.split.handler.fn), 'Arn'] },
        // What the local runtime sends (functions/test/local/aws-events.test.ts compares it with AWS's).
        Input: SCHEDULE_INPUT,
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [refOf(built.split.deadLetterQueue), 'Arn'] } },
        RetryPolicy: { MaximumEventAgeInSeconds: 21600, MaximumRetryAttempts: 3 },
      }),
    });
  });

  it('failed invocations go to one encrypted, TLS-only dead-letter queue (schedule target and Lambda on-failure)', () => {
    template.hasResourceProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 86400,
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      MaximumRetryAttempts: 2,
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [refOf(built.split.deadLetterQueue), 'Arn'] } },
      },
    });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      }),
    });
  });

  it('an alarm fires on any message in the dead-letter queue, another on any error of the function', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Namespace: 'AWS/Lambda',
      Threshold: 1,
    });
  });

  it('its own role: Query the offices and configuration, Query the acts index GSI3, Put splits and audit entries only (never read the audit)', () => {
    const roleId = refOf(built.split.handler.fn.role as never);
    const policies = Object.values(
      template.findResources('AWS::IAM::Policy', {
        Properties: { Roles: [{ Ref: roleId }] },
      }),
    );
    const statements = policies.flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
    const dynamodb = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('dynamodb:')));
    // The table is the parent stack's: its ARN is a parameter of this nested stack.
    const parametre = Object.keys(template.toJSON().Parameters ?? {}).find((p) => /Data.*Arn/.test(p));
    const tableArn = { Ref: parametre };
    expect(dynamodb).toEqual([
      {
        Action: ['dynamodb:GetItem', 'dynamodb:Query'],
        Effect: 'Allow',
        Resource: tableArn,
        Condition: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['CONFIGURATION', 'BUREAUX'] } },
      },
      {
        Action: 'dynamodb:Query',
        Effect: 'Allow',
        Resource: { 'Fn::Join': ['', [tableArn, '/index/GSI3']] },
      },
      // A split and its audit entry: one transaction, authorised item by item as PutItem.
      {
        Action: 'dynamodb:PutItem',
        Effect: 'Allow',
        Resource: tableArn,
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['BUREAU#*#REPARTITIONS', 'AUDIT#*'] },
        },
      },
      // It appends audit entries and may never rewrite one.
      {
        Action: ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
        Effect: 'Deny',
        Resource: tableArn,
        Condition: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': ['AUDIT#*'] } },
      },
    ]);
    const actions = actionsOf(statements.filter((s) => s.Effect === 'Allow'));
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.filter((a) => /Update|Delete|BatchWrite/.test(a))).toEqual([]);
    // Besides the table: its logs, X-Ray, and sending its failures to the dead-letter queue.
    expect([...new Set(actions.filter((a) => !a.startsWith('dynamodb:')))].sort()).toEqual(
      [
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        'sqs:GetQueueAttributes',
        'sqs:GetQueueUrl',
        'sqs:SendMessage',
        'xray:PutTelemetryRecords',
        'xray:PutTraceSegments',
      ].sort(),
    );
  });

  it('it may send to its own dead-letter queue only (one failed office), whose URL is in its environment', () => {
    const roleId = refOf(built.split.handler.fn.role as never);
    const statements = Object.values(
      template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } }),
    ).flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
    const queueArn = { 'Fn::GetAtt': [refOf(built.split.deadLetterQueue), 'Arn'] };
    const sqs = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('sqs:')));
    expect(sqs.length).toBeGreaterThan(0);
    for (const s of sqs) expect(s.Resource).toEqual(queueArn);
    expect(actionsOf(sqs)).toContain('sqs:SendMessage');
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          SPLIT_DEAD_LETTER_QUEUE_URL: { Ref: refOf(built.split.deadLetterQueue) },
        }),
      },
    });
  });

  it('the table has the sparse index GSI3 (GSI3PK / GSI3SK, all attributes) the split reads', () => {
    Template.fromStack(built.parent).hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: Match.arrayWith([
        {
          IndexName: 'GSI3',
          KeySchema: [
            { AttributeName: 'GSI3PK', KeyType: 'HASH' },
            { AttributeName: 'GSI3SK', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ]),
    });
  });

  it('cdk-nag AwsSolutions: no unacknowledged finding', () => {
    const report = new AwsSolutionsChecks().validateScope(built.app);
    const findings = report.violations.map(
      (v) => `${v.severity} ${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(findings).toEqual([]);
  });
});
