// Physical shape of the single DynamoDB table. DynamoDB Local (src/local) creates it from this
// definition and the CDK stack (infra/) declares it from the same one. The access patterns that use
// each key and index are documented in docs/data-model.md and next to the entities in src/data/.

export const TABLE_PARTITION_KEY = 'PK';
export const TABLE_SORT_KEY = 'SK';
/** Epoch seconds; DynamoDB deletes expired items (connections, codes, audit after one year). */
export const TABLE_TTL_ATTRIBUTE = 'expiresAt';

export interface IndexDefinition {
  indexName: string;
  partitionKey: string;
  sortKey: string;
}

/** Global secondary indexes, all projecting ALL attributes. */
export const TABLE_INDEXES: readonly IndexDefinition[] = [
  // GSI1: alternate lookups by a unique natural key (user by e-mail, ...).
  { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  // GSI2: per-office and per-date listings (office-scoped lists ordered by day).
  { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
];
