// The single DynamoDB table, declared from the same definition DynamoDB Local is created from
// (functions/src/data/table-definition.ts): keys, GSIs, TTL attribute and stream stay identical on both runtimes.
import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import {
  TABLE_INDEXES,
  TABLE_PARTITION_KEY,
  TABLE_SORT_KEY,
  TABLE_STREAM_VIEW_TYPE,
  TABLE_TTL_ATTRIBUTE,
} from '@umj/functions/data/table-definition';
import { stageResourceName } from '../stage.ts';

const stringKey = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

export class DataTable extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new dynamodb.Table(this, 'Table', {
      tableName: stageResourceName(this, 'donnees'),
      partitionKey: stringKey(TABLE_PARTITION_KEY),
      sortKey: stringKey(TABLE_SORT_KEY),
      timeToLiveAttribute: TABLE_TTL_ATTRIBUTE,
      // Read by the stream consumers (stateless/stream-consumers.ts): the change signals.
      stream: dynamodb.StreamViewType[TABLE_STREAM_VIEW_TYPE],
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
  }
}
