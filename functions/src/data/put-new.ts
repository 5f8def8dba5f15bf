// The Put of an item that must not exist yet (creation; uniqueness by key: docs/data-model.md R4).
import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { tableName } from './dynamodb-client.ts';

export function putNew(item: Record<string, NativeAttributeValue>) {
  return { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' };
}
