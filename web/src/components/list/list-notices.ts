// What a list screen says after a write (docs/product-rules.md#errors: message.objetCreated / objetUpdated / objetDeleted on
// success; the server or exception message on failure), written once for every list screen
// (ListScreen runs them after each write).
import i18next from 'i18next';
import { errorMessage } from '../../lib/api-error.ts';
import { appStore } from '../../lib/app-store.ts';

export type ObjetMessage = 'objetCreated' | 'objetUpdated' | 'objetDeleted';

export function notifySuccess(key: ObjetMessage): void {
  appStore.notify({ severity: 'success', detail: i18next.t(`common:message.${key}`) });
}

/** A failed write started outside a dialog (a dialog shows its own errors at the fields). */
export function notifyFailure(error: unknown): void {
  appStore.notify({ severity: 'error', detail: errorMessage(error) });
}
