// Physical shape of the single DynamoDB table. DynamoDB Local (src/local) creates it from this
// definition and the CDK stack (infra/) declares it from the same one. The access patterns that use
// each key and index are documented in docs/data-model.md and next to the entities in src/data/.

export const TABLE_PARTITION_KEY = 'PK';
export const TABLE_SORT_KEY = 'SK';
/** Epoch seconds; DynamoDB deletes expired items (connections, codes, audit after one year). */
export const TABLE_TTL_ATTRIBUTE = 'expiresAt';

/**
 * The table's DynamoDB stream: every change with the item before and after, read by the stream
 * consumers of src/api/flux-consommateurs.ts (on AWS event source mappings, locally src/local/flux-local.ts).
 */
export const TABLE_STREAM_VIEW_TYPE = 'NEW_AND_OLD_IMAGES';

export interface IndexDefinition {
  indexName: string;
  partitionKey: string;
  sortKey: string;
}

/** Global secondary indexes, all projecting ALL attributes. */
export const TABLE_INDEXES: readonly IndexDefinition[] = [
  // GSI1: collections ordered by a secondary key: all users by name, one user's WebSocket connections,
  // later one examiner's items within an office (docs/data-model.md U3, W4, D3, V2).
  { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  // GSI2: per-office, per-month listings ordered by day (patient files, bordereaux: D2, O1).
  { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  // GSI3 (sparse): an office's acts of one exam day, the files the payment split of that day pays
  // (docs/data-model.md#payment-split-by-exam-day, pattern P3).
  { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
  // GSI4: an office's patient files of one status and month, by day (the list's status filter, D13).
  { indexName: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'GSI4SK' },
  // GSI5 (sparse: files with a name): an office's patient files of one month by normalised name
  // (the list's name search, begins_with, D14).
  { indexName: 'GSI5', partitionKey: 'GSI5PK', sortKey: 'GSI5SK' },
];
