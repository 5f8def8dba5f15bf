// The office selection in browser storage (docs/product-rules.md#screens): key selectionBureaux, value {bureaux:[...]}.
// Choice (shared/bureau.ts): the array holds office ids, stable across renames.
import {
  effectiveSelection,
  SELECTION_BUREAUX_KEY,
  serializeSelectionBureaux,
  type SelectionBureaux,
} from '@umj/shared/bureau';

export function readSelection(visible: readonly { id: string }[]): SelectionBureaux {
  return effectiveSelection(localStorage.getItem(SELECTION_BUREAUX_KEY), visible);
}

export function writeSelection(ids: readonly string[]): void {
  localStorage.setItem(SELECTION_BUREAUX_KEY, serializeSelectionBureaux({ bureaux: [...ids] }));
}
