// The scheduled payment split (ARCHITECTURE.md "Scheduled payment split: EventBridge rule ->
// Lambda"): an EventBridge Scheduler schedule, daily at 02:00 Europe/Paris (the time zone is the
// schedule's, so the hour follows the DST changes), invokes the handler
// functions/src/handlers/repartitions/calculer-repartitions.ts with `{ heurePrevue: <scheduled time> }`
// (the day before that instant is computed, so a retried or replayed event computes the same day and
// creates nothing twice: P1 Put if not exists). Failures land in one encrypted SQS dead-letter queue:
// the schedule's undeliverable invocations and the function's failed asynchronous invocations (after
// Lambda's two retries) and, sent by the handler itself (SQS SendMessage, the queue URL in
// SPLIT_DEAD_LETTER_QUEUE_URL), each office whose split failed while the others were computed. An alarm
// fires on any message in that queue, another on any function error. The function's role is its own
// and least-privilege: Query the offices and the configuration, Query the acts index (GSI3, pattern
// P3), Put the splits and their audit entries, send to its dead-letter queue, nothing else.
// A ScheduledHandler (scheduled-handler.ts): a nested stack of its own (about fifteen resources), so
// the parent stays far from CloudFormation's 500 resources and holds no function (the route handlers are in one nested stack per family).
import { TimeZone } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { keys } from '@umj/functions/data/keys';
import { ScheduledHandler } from './scheduled-handler.ts';

/** The handler of the schedule (a file under functions/src/handlers/, like the route handlers). */
export const SCHEDULED_SPLIT_HANDLER = 'repartitions/calculer-repartitions';
/** Daily at 02:00, Paris time. */
export const SCHEDULED_SPLIT_HOUR = '2';
export const SCHEDULED_SPLIT_TIME_ZONE = TimeZone.EUROPE_PARIS;

/** Table partitions the function reads (Query/GetItem) and writes (PutItem), by IAM `LeadingKeys`. */
export const SCHEDULED_SPLIT_READS = [keys.configurationCollection, keys.bureauxCollection];
export const SCHEDULED_SPLIT_WRITES = [keys.repartitions('*'), `${keys.auditJour('')}*`];
/** The index of pattern P3 (an office's acts of one exam day, docs/data-model.md). */
export const ACTS_BY_EXAM_DAY_INDEX = 'GSI3';

export interface ScheduledSplitProps {
  table: dynamodb.ITable;
  /** Source file of the handler. */
  entry: string;
  /** TTL of the audit entries it appends (default 365 days). */
  auditRetentionDays?: number;
}

export class ScheduledSplit extends ScheduledHandler {
  constructor(scope: Construct, id: string, props: ScheduledSplitProps) {
    super(scope, id, {
      texts: {
        stack: 'UMJ scheduled payment split',
        fn: `UMJ scheduled payment split, daily 02:00 Europe/Paris (${SCHEDULED_SPLIT_HANDLER})`,
        job: 'scheduled payment split',
        invokes: 'scheduled payment split',
        schedule: 'Payment split of the day before, every office',
        alarm: 'Payment split',
        deadLetterAlarm: 'Payment split: a scheduled computation failed (message in the dead-letter queue)',
      },
      entry: props.entry,
      table: props.table,
      auditRetentionDays: props.auditRetentionDays ?? 365,
      // One office's failure is sent by the handler itself.
      deadLetterQueueUrlVariable: 'SPLIT_DEAD_LETTER_QUEUE_URL',
      cron: { minute: '0', hour: SCHEDULED_SPLIT_HOUR, timeZone: SCHEDULED_SPLIT_TIME_ZONE },
      statements: leastPrivilege(props.table),
    });
    // It appends audit entries, and may never rewrite or delete one.
    this.handler.denyAuditRewrite(props.table, `${keys.auditJour('')}`);
  }
}

/**
 * Reads: Query/GetItem of the configuration and office partitions only, Query of the acts index
 * (GSI3: an office's acts of one exam day, P3). Writes: PutItem of split and audit items only (a split
 * and its audit entry are one transaction, which IAM authorises item by item as PutItem). No Update,
 * no Delete, no Scan, no read of the audit, nothing on another index.
 */
function leastPrivilege(table: dynamodb.ITable): iam.PolicyStatement[] {
  return [
    new iam.PolicyStatement({
      actions: ['dynamodb:GetItem', 'dynamodb:Query'],
      resources: [table.tableArn],
      conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': SCHEDULED_SPLIT_READS } },
    }),
    new iam.PolicyStatement({
      actions: ['dynamodb:Query'],
      resources: [`${table.tableArn}/index/${ACTS_BY_EXAM_DAY_INDEX}`],
    }),
    new iam.PolicyStatement({
      actions: ['dynamodb:PutItem'],
      resources: [table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': SCHEDULED_SPLIT_WRITES } },
    }),
  ];
}
