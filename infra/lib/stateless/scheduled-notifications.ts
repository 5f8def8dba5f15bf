// The sweep of the time-driven notifications (docs/architecture.md#notifications): an EventBridge
// Scheduler schedule, every 5 minutes (UTC), invokes functions/src/handlers/notifications/balayer-notifications.ts
// with `{ heurePrevue }`; each office's visit requests near or past their 3-hour limit, files past
// their one-year billing limit without a bordereau and duty slots of the next 48 hours without a
// confirmed doctor become notifications, once per user, kind and item (conditional Puts: a replayed run
// writes nothing more). A ScheduledHandler (scheduled-handler.ts): dead-letter queue and alarms.
// Least privilege: Query of the offices, the configuration, the offices' members and duty grids, Query
// of the files by month (GSI2); PutItem under the users' notification partitions only.
import { TimeZone } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { keys } from '@umj/functions/data/keys';
import { AUDIT_PARTITION_PREFIX } from './handler-access.ts';
import { ScheduledHandler } from './scheduled-handler.ts';

export const NOTIFICATIONS_SWEEP_HANDLER = 'notifications/balayer-notifications';
export const NOTIFICATIONS_SWEEP_MINUTE = '0/5';

/** Partitions the sweep reads (Query) and writes (PutItem), by IAM `LeadingKeys`. */
export const NOTIFICATIONS_SWEEP_READS = [
  keys.bureauxCollection,
  keys.configurationCollection,
  keys.membresBureau('*'),
  keys.disponibilitesDvMois('*', '*'),
];
export const NOTIFICATIONS_SWEEP_WRITES = [`${keys.notifications('')}*`];
/** The index of pattern D2 (an office's files of one month). */
export const FILES_BY_MONTH_INDEX = 'GSI2';

export interface ScheduledNotificationsProps {
  table: dynamodb.ITable;
  /** Source file of the handler. */
  entry: string;
  auditRetentionDays: number;
}

export class ScheduledNotifications extends ScheduledHandler {
  constructor(scope: Construct, id: string, props: ScheduledNotificationsProps) {
    const { table } = props;
    super(scope, id, {
      texts: {
        stack: 'UMJ sweep of the time-driven notifications',
        fn: `UMJ sweep of the time-driven notifications, every 5 minutes (${NOTIFICATIONS_SWEEP_HANDLER})`,
        job: 'notifications sweep',
        invokes: 'sweep of the time-driven notifications',
        schedule: 'Visit requests near their limit, unbilled files, unconfirmed duty slots',
        alarm: 'Notifications sweep',
        deadLetterAlarm: 'Notifications sweep: a run failed (message in the dead-letter queue)',
      },
      entry: props.entry,
      table,
      auditRetentionDays: props.auditRetentionDays,
      cron: { minute: NOTIFICATIONS_SWEEP_MINUTE, hour: '*', timeZone: TimeZone.ETC_UTC },
      statements: [
        new iam.PolicyStatement({
          actions: ['dynamodb:Query'],
          resources: [table.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': NOTIFICATIONS_SWEEP_READS } },
        }),
        new iam.PolicyStatement({
          actions: ['dynamodb:Query'],
          resources: [`${table.tableArn}/index/${FILES_BY_MONTH_INDEX}`],
        }),
        new iam.PolicyStatement({
          actions: ['dynamodb:PutItem'],
          resources: [table.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': NOTIFICATIONS_SWEEP_WRITES } },
        }),
      ],
    });
    // As every role that may write the table: never an audit entry rewritten or deleted.
    this.handler.denyAuditRewrite(table, AUDIT_PARTITION_PREFIX);
  }
}
