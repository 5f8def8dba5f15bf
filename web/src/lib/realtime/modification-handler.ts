// What a ModificationTable message does (spec §4 Session, §7): a Configuration change caused by another
// session announces the update and reloads the page after 30 s; a change of any other table refreshes the
// react-query data of that table (keys start with the table name, see query-keys.ts).
import type { ModificationTable } from '@umj/shared/realtime';

/** Spec §9: reload after configuration change 30 s. */
export const CONFIGURATION_RELOAD_MS = 30_000;

export interface ModificationEffects {
  /** `sid` claim of this session's token. */
  sessionId: string | null;
  invalidateTable(table: ModificationTable['table']): void;
  announceConfigurationUpdate(): void;
}

export function handleModification(message: ModificationTable, effects: ModificationEffects): void {
  if (message.table === 'Configuration') {
    if (message.authSignature !== effects.sessionId) effects.announceConfigurationUpdate();
    return;
  }
  effects.invalidateTable(message.table);
}
