// The sealing of the audit trail: an EventBridge Scheduler schedule, every 5 minutes (UTC), invokes
// functions/src/handlers/audit/sceller-journees-audit.ts with `{ heurePrevue: <scheduled time> }`; it
// writes the digest of each closed 5-minute period of its window not sealed yet, chained to the
// previous one, into the Object Lock bucket (stateful/audit-digests.ts), so a missed or replayed run
// writes each period once (and the daily digest of a day of the former format still unsealed). A ScheduledHandler (scheduled-handler.ts): failures land in its
// encrypted SQS dead-letter queue (the schedule's undeliverable invocations and the function's failed
// asynchronous ones, after Lambda's two retries); an alarm fires on any message there, another on any
// function error.
// Its role is its own and least-privilege: Query of the audit partitions (`AUDIT#*`), PutObject and
// GetObject (the previous period's digest, to chain to it) under `condensats/` of the digests bucket;
// nothing else (no write on the table at all).
import { CfnParameter, TimeZone } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { nagReferenceOf } from '../logical-id.ts';
import { AUDIT_DIGEST_PREFIX } from '../stateful/audit-digests.ts';
import { AUDIT_PARTITION_PREFIX } from './handler-access.ts';
import { ScheduledHandler } from './scheduled-handler.ts';

export const AUDIT_SEAL_HANDLER = 'audit/sceller-journees-audit';
/**
 * Every 5 minutes, every hour (UTC): a period's digest is due 15 minutes after its end
 * (functions/src/data/audit-periodes.ts).
 */
export const AUDIT_SEAL_HOUR = '*';
export const AUDIT_SEAL_MINUTE = '0/5';

export interface ScheduledAuditSealProps {
  table: dynamodb.ITable;
  digests: s3.IBucket;
  retentionDays: number;
  /** Source file of the handler. */
  entry: string;
}

export class ScheduledAuditSeal extends ScheduledHandler {
  constructor(scope: Construct, id: string, props: ScheduledAuditSealProps) {
    super(scope, id, {
      texts: {
        stack: 'UMJ sealing of the audit trail',
        fn: `UMJ sealing of the audit trail, every 5 minutes (${AUDIT_SEAL_HANDLER})`,
        job: 'audit sealing',
        invokes: 'sealing of the audit trail',
        schedule: 'Digest of the closed 5-minute periods of the audit trail',
        alarm: 'Audit sealing',
        deadLetterAlarm: 'Audit sealing: a digest could not be written (message in the dead-letter queue)',
      },
      entry: props.entry,
      table: props.table,
      auditRetentionDays: props.retentionDays,
      environment: { AUDIT_DIGESTS_BUCKET: props.digests.bucketName },
      cron: { minute: AUDIT_SEAL_MINUTE, hour: AUDIT_SEAL_HOUR, timeZone: TimeZone.ETC_UTC },
      statements: [
        new iam.PolicyStatement({
          actions: ['dynamodb:Query'],
          resources: [props.table.tableArn],
          conditions: {
            'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${AUDIT_PARTITION_PREFIX}*`] },
          },
        }),
      ],
    });
    // The bucket's ARN as a parameter of this nested stack (named, so the cdk-nag acknowledgement
    // below can name it, as the handler families do).
    const digestsArn = new CfnParameter(this, 'AuditDigestsBucketArn', { type: 'String' });
    this.setParameter('AuditDigestsBucketArn', props.digests.bucketArn);
    this.handler.fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject'],
        resources: [`${digestsArn.valueAsString}/${AUDIT_DIGEST_PREFIX}*`],
      }),
    );
    this.handler.denyAuditRewrite(props.table, AUDIT_PARTITION_PREFIX);
    this.handler.acknowledgeWildcard(
      `Resource::${nagReferenceOf(this.handler, digestsArn.valueAsString)}/${AUDIT_DIGEST_PREFIX}*`,
      'One digest object per period, named by the period at run time; PutObject and GetObject only, under the digests prefix.',
    );
  }
}
