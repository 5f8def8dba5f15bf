// The table's stream and its consumers (infra/lib/stateless/stream-consumers.ts): the stream
// (NEW_AND_OLD_IMAGES), the change notifier fed by an event source mapping (batched, bisect on error,
// retries, dead-letter queue), its alarms and its least-privilege role; cdk-nag's AwsSolutions checks.
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { fluxConsommateurs } from '@umj/functions/api/flux-consommateurs';
import { DataTable } from '../lib/stateful/table.ts';
import { STREAM_RETRY_ATTEMPTS, streamConsumers } from '../lib/stateless/stream-consumers.ts';
import { STUB_ENTRY } from './helpers/test-stack.ts';
import { actionsOf, type Statement } from './helpers/functions.ts';

function build() {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const parent = new Stack(app, 'StreamTest');
  const data = new DataTable(parent, 'Data');
  const consumers = streamConsumers(parent, {
    table: data.table,
    webSocketApiId: 'api123',
    webSocketStageName: 'ws',
    entryFor: () => STUB_ENTRY,
    environment: { WS_MANAGEMENT_ENDPOINT: 'https://api123.execute-api.eu-west-3.amazonaws.com/ws' },
  });
  return { app, parent, consumers };
}

const built = build();
const notifier = built.consumers.find((c) => c.node.id === 'FluxNotifierChangements')!;
const template = Template.fromStack(notifier);
const refOf = (construct: { node: { defaultChild?: unknown } }) =>
  notifier.getLogicalId(construct.node.defaultChild as never);

describe('change signals off the request path: the table stream and its consumers', () => {
  it('the table has a stream with the item before and after each change', () => {
    Template.fromStack(built.parent).hasResourceProperties('AWS::DynamoDB::Table', {
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
  });

  it('one nested stack per consumer of functions/src/api/flux-consommateurs.ts, the notifier among them', () => {
    expect(built.consumers.map((c) => c.node.id)).toEqual(fluxConsommateurs.map((c) => `Flux${c.nom}`));
    expect(notifier).toBeDefined();
  });

  it('the notifier reads the stream in batches, from its end, bisects a failing batch, retries, then dead-letters it', () => {
    const consumer = fluxConsommateurs.find((c) => c.handler === 'flux/notifier-changements')!;
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      StartingPosition: 'LATEST',
      BatchSize: consumer.tailleLot,
      MaximumBatchingWindowInSeconds: consumer.fenetreSecondes,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: STREAM_RETRY_ATTEMPTS,
      MaximumRecordAgeInSeconds: 86400,
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [refOf(notifier.deadLetterQueue), 'Arn'] } },
      },
    });
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
  });

  it('every consumer reports its partial-batch failures: the stream is read again from the first failed record, not the whole batch', () => {
    for (const consumer of built.consumers) {
      Template.fromStack(consumer).hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
    }
    expect(built.consumers).toHaveLength(fluxConsommateurs.length);
  });

  it('alarms: any message in its dead-letter queue, any function error, an iterator age over a minute', () => {
    for (const [MetricName, Namespace, Threshold] of [
      ['ApproximateNumberOfMessagesVisible', 'AWS/SQS', 1],
      ['Errors', 'AWS/Lambda', 1],
      ['IteratorAge', 'AWS/Lambda', 60_000],
    ] as const) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName,
        Namespace,
        Threshold,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
    }
  });

  it('its role: Query, Update and Delete in the connections partition only, ManageConnections on the WebSocket stage, the stream read', () => {
    const roleId = refOf(notifier.handler.fn.role as never);
    const statements = Object.values(
      template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } }),
    ).flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
    const table = statements.filter(
      (s) =>
        s.Effect === 'Allow' &&
        actionsOf([s]).some((a) =>
          ['dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'].includes(a),
        ),
    );
    expect(table).toEqual([
      expect.objectContaining({
        Action: ['dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
        Condition: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['CONNEXIONS'] } },
      }),
    ]);
    const actions = actionsOf(statements.filter((s) => s.Effect === 'Allow'));
    expect(actions).toContain('execute-api:ManageConnections');
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetRecords', 'dynamodb:GetShardIterator']));
    expect(actions.filter((a) => /Scan|PutItem|BatchWrite/.test(a))).toEqual([]);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ WS_MANAGEMENT_ENDPOINT: Match.anyValue() }) },
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
