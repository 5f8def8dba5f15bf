// The sweep of the time-driven notifications (docs/architecture.md#notifications): an EventBridge Scheduler
// schedule every 5 minutes (UTC) on its own least-privilege function, which writes only under the users'
// notification partitions; synthesized alone (no bundling).
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@umj/functions/api/routes';
import { fluxConsommateurs } from '@umj/functions/api/flux-consommateurs';
import { DataTable } from '../lib/stateful/table.ts';
import { ScheduledNotifications } from '../lib/stateless/scheduled-notifications.ts';
import { STREAM_CONSUMER_GRANTS } from '../lib/stateless/stream-consumers.ts';
import { actionsOf, type Statement } from './helpers/functions.ts';
import { STUB_ENTRY } from './helpers/test-stack.ts';

const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
const parent = new Stack(app, 'NotificationsTest');
const data = new DataTable(parent, 'Data');
const sweep = new ScheduledNotifications(parent, 'ScheduledNotifications', {
  table: data.table,
  entry: STUB_ENTRY,
  auditRetentionDays: 365,
});
const template = Template.fromStack(sweep);
const refOf = (construct: object) =>
  sweep.getLogicalId((construct as { node: { defaultChild: never } }).node.defaultChild);

describe('notifications on AWS (docs/architecture.md#notifications)', () => {
  it('an EventBridge Scheduler schedule runs the sweep every 5 minutes (UTC) with its dead-letter queue', () => {
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0/5 * * * ? *)',
      ScheduleExpressionTimezone: 'Etc/UTC',
      State: 'ENABLED',
      Target: Match.objectLike({
        Arn: { 'Fn::GetAtt': [refOf(sweep.handler.fn), 'Arn'] },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [refOf(sweep.deadLetterQueue), 'Arn'] } },
      }),
    });
  });

  it('the sweep writes only under the users’ notification partitions (PutItem), never updates or deletes', () => {
    const roleId = refOf(sweep.handler.fn.role as never);
    const policies = Object.values(
      template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } }),
    );
    const statements = policies.flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
    const ecritures = statements.filter((s) => actionsOf([s]).includes('dynamodb:PutItem'));
    expect(ecritures).toHaveLength(1);
    expect(ecritures[0]!.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['NOTIFICATIONS#*'] },
    });
    const actions = actionsOf(statements.filter((s) => s.Effect !== 'Deny'));
    expect(actions.filter((a) => /Scan|Update|Delete|BatchWrite/.test(a))).toEqual([]);
  });

  it('the routes GET, PATCH /notifications and PATCH /notifications/{id} exist, and the stream consumer has its grants', () => {
    const routes = apiRoutes
      .filter((r) => r.path.startsWith('/notifications'))
      .map((r) => `${r.method} ${r.path}`);
    expect(routes).toEqual(['GET /notifications', 'PATCH /notifications', 'PATCH /notifications/{id}']);
    const consommateur = fluxConsommateurs.find((c) => c.handler === 'flux/produire-notifications');
    expect(consommateur).toBeDefined();
    expect(STREAM_CONSUMER_GRANTS['flux/produire-notifications']).toBeTypeOf('function');
  });
});
