// AWS Backup of the table, besides its point-in-time recovery (35 days, to the second): a daily
// backup kept 35 days, in a vault of the stage whose recovery points cannot be deleted (its access
// policy refuses backup:DeleteRecoveryPoint to every principal) and which is kept when the stack goes.
// A recovery point survives an accidental deletion of the table, which PITR does not
// (docs/operations.md "Restoring the table").
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as backup from 'aws-cdk-lib/aws-backup';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { stageResourceName } from '../stage.ts';

/** Days a daily backup is kept. */
export const TABLE_BACKUP_RETENTION_DAYS = 35;

export interface TableBackupProps {
  table: dynamodb.ITable;
}

export class TableBackup extends Construct {
  readonly vault: backup.BackupVault;
  readonly plan: backup.BackupPlan;

  constructor(scope: Construct, id: string, props: TableBackupProps) {
    super(scope, id);
    this.vault = new backup.BackupVault(this, 'Vault', {
      backupVaultName: stageResourceName(this, 'sauvegardes'),
      blockRecoveryPointDeletion: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.plan = new backup.BackupPlan(this, 'Plan', {
      backupPlanName: stageResourceName(this, 'sauvegarde-quotidienne'),
      backupPlanRules: [
        new backup.BackupPlanRule({
          ruleName: 'Quotidienne',
          backupVault: this.vault,
          // 03:00 UTC: after the nightly split (02:00 Paris) and the audit sealing (00:15 UTC).
          scheduleExpression: events.Schedule.cron({ hour: '3', minute: '0' }),
          deleteAfter: Duration.days(TABLE_BACKUP_RETENTION_DAYS),
        }),
      ],
    });
    const selection = this.plan.addSelection('Table', {
      resources: [backup.BackupResource.fromDynamoDbTable(props.table)],
    });
    Validations.of(selection).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason: "AWS Backup's own managed policy for the role that takes the backups of the selected table.",
    });
  }
}
