// Query-key convention: every react-query key starts with the name of the table it reads, as the
// realtime messages name it (docs/product-rules.md#calls msgToClient `table`), e.g. ['Bureau', 'liste'], ['Utilisateur', 'moi'].
// A ModificationTable message for a table invalidates every query whose key starts with that name.
import type { RealtimeTable } from '@umj/shared/realtime';

export type TableQueryKey<T extends RealtimeTable = RealtimeTable> = readonly [T, ...unknown[]];

export function tableKey<T extends RealtimeTable>(table: T, ...rest: unknown[]): TableQueryKey<T> {
  return [table, ...rest];
}
