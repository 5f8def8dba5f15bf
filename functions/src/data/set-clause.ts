// Builds `#a = :a, #b = :b` (plus names and values) from the defined fields of a change set.
import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';

export interface SetClause {
  assignments: string[];
  names: Record<string, string>;
  values: Record<string, NativeAttributeValue>;
}

export function setClause(changes: Record<string, NativeAttributeValue>): SetClause {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  return {
    assignments: entries.map(([k]) => `#${k} = :${k}`),
    names: Object.fromEntries(entries.map(([k]) => [`#${k}`, k])),
    values: Object.fromEntries(entries.map(([k, v]) => [`:${k}`, v])),
  };
}
