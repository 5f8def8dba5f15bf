// The office selection in browser storage (docs/product-rules.md#screens): key selectionBureaux, value {bureaux:[...]}.
// Choice (shared/bureau.ts): the array holds office ids, stable across renames.
import {
  effectiveSelection,
  SELECTION_BUREAUX_KEY,
  serializeSelectionBureaux,
  visibleBureaux,
  type Bureau,
  type SelectionBureaux,
} from '@umj/shared/bureau';

export function readSelection(visible: readonly { id: string }[]): SelectionBureaux {
  return effectiveSelection(localStorage.getItem(SELECTION_BUREAUX_KEY), visible);
}

/**
 * The offices `user` may select among `bureaux`, and the ids selected in the header: what the screens
 * read (useSelectedBureaux) and what their route loaders ask for.
 */
export function selectionDe(
  user: Parameters<typeof visibleBureaux>[0],
  bureaux: readonly Bureau[],
): { visible: Bureau[]; ids: string[] } {
  const visible = visibleBureaux(user, bureaux);
  return { visible, ids: readSelection(visible).bureaux };
}

export function writeSelection(ids: readonly string[]): void {
  localStorage.setItem(SELECTION_BUREAUX_KEY, serializeSelectionBureaux({ bureaux: [...ids] }));
}
