// The precomputed figures' stream consumer (docs/data-model.md#aggregates): a Lambda fed by the
// table's stream through an event source mapping (batch split on error, retries, failed batches to an
// encrypted dead-letter queue), alarms on a dead-lettered batch, on errors and on a stream falling
// behind, and a role that writes only the aggregates' partitions; cdk-nag's AwsSolutions checks on it.
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { AggregatesConsumer } from '../lib/stateless/aggregates-consumer.ts';
import { STUB_ENTRY } from './helpers/test-stack.ts';

function build(stream = true) {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const parent = new Stack(app, 'AggregatesTest');
  const table = new dynamodb.Table(parent, 'Table', {
    partitionKey: { name: 'PK', type: dynamodb.AttributeType.STRING },
    sortKey: { name: 'SK', type: dynamodb.AttributeType.STRING },
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    ...(stream ? { stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES } : {}),
  });
  const consumer = new AggregatesConsumer(parent, 'Aggregates', { table, entry: STUB_ENTRY });
  return { app, consumer, template: Template.fromStack(consumer) };
}

const built = build();
const { template } = built;
const refOf = (construct: object) =>
  built.consumer.getLogicalId((construct as { node: { defaultChild: never } }).node.defaultChild);

describe('aggregates stream consumer (infra/lib/stateless/aggregates-consumer.ts)', () => {
  it('an event source mapping feeds it the stream in batches, split on error, failed batches to the dead-letter queue', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: refOf(built.consumer.handler.fn) },
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 100,
      MaximumBatchingWindowInSeconds: 5,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 5,
      MaximumRecordAgeInSeconds: 86400,
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [refOf(built.consumer.deadLetterQueue), 'Arn'] } },
      },
    });
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
  });

  it('alarms on a dead-lettered batch, on any error and on an iterator age over 5 minutes', () => {
    const alarmes = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map(
      (r) => (r as { Properties: { MetricName?: string; Threshold: number } }).Properties,
    );
    expect(alarmes.map((a) => [a.MetricName, a.Threshold]).sort()).toEqual([
      ['ApproximateNumberOfMessagesVisible', 1],
      ['Errors', 1],
      ['IteratorAge', 300_000],
    ]);
  });

  it('writes (Put, Delete) only items whose partition key starts with AGREGAT#, and never scans', () => {
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['dynamodb:PutItem', 'dynamodb:DeleteItem'],
            Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['AGREGAT#*'] } },
          }),
        ]),
      },
    });
    const actions = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions).not.toContain('dynamodb:UpdateItem');
  });

  it('refuses a table without a stream', () => {
    expect(() => build(false)).toThrow('the table has no stream');
  });

  it('cdk-nag AwsSolutions: no unacknowledged finding', () => {
    const report = new AwsSolutionsChecks().validateScope(built.app);
    const findings = report.violations.map(
      (v) => `${v.severity} ${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(findings).toEqual([]);
  });
});
