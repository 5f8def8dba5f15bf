// What a ModificationTable message does (docs/product-rules.md#session, docs/product-rules.md#calls): a Configuration change caused by another
// session announces the update and reloads the page after 30 s; a change of any other table goes to the
// coalescer, which refreshes only the react-query data it concerns (keys start with the table name, see
// query-keys.ts), one changed item at a time on the lists that take one (rafraichissement-cible.ts).
import { RECHARGEMENT_APRES_CONFIGURATION_MS } from '@umj/shared/constantes';
import { requiresConfigurationReload, type ModificationTable } from '@umj/shared/realtime';

/** docs/product-rules.md#constants: reload after configuration change 30 s. */
export const CONFIGURATION_RELOAD_MS = RECHARGEMENT_APRES_CONFIGURATION_MS;

export interface ModificationEffects {
  /** `sid` claim of this session's token. */
  sessionId: string | null;
  invalidateTable(table: ModificationTable['table']): void;
  announceConfigurationUpdate(): void;
}

export function handleModification(message: ModificationTable, effects: ModificationEffects): void {
  if (message.table === 'Configuration') {
    // Our own change already replaced the cached key (docs/product-rules.md#session); another session's forces a reload.
    if (requiresConfigurationReload(message, effects.sessionId)) effects.announceConfigurationUpdate();
    return;
  }
  effects.invalidateTable(message.table);
}
