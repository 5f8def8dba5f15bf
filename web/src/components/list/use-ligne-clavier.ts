// The row chosen from the keyboard in a paginated dense list (ListPage's `dense` and `onOpen`,
// docs/architecture.md#keyboard-shortcuts): ↓ and ↑ move it (the first ↓ takes the page's first row;
// past the page's edge the next or previous page is shown), Enter opens it. The row carries
// aria-selected and a highlight, is scrolled into view, and a polite live message names it.
import type { DataTablePageEvent } from 'primereact/datatable';
import { useEffect, useRef, useState } from 'react';
import { useRaccourcis } from '../../lib/use-raccourcis.ts';

export function useLigneClavier<T>({
  rows,
  rowsPerPage,
  rowKey,
  onOpen,
  actif,
}: {
  rows: readonly T[];
  rowsPerPage: number;
  rowKey(row: T): string;
  /** undefined: no keyboard choice (the list has no row to open). */
  onOpen: ((row: T) => void) | undefined;
  actif: boolean;
}) {
  const [cle, setCle] = useState<string | null>(null);
  const [page, setPage] = useState({ first: 0, rows: rowsPerPage });
  const deplace = useRef(false);
  // A shorter list (another filter) starts again on its first page.
  const first = page.first < rows.length ? page.first : 0;
  const fin = Math.min(first + page.rows, rows.length);
  const index = cle === null ? -1 : rows.findIndex((r) => rowKey(r) === cle);
  const ligne = index >= 0 ? rows[index] : undefined;

  const deplacer = (pas: 1 | -1) => {
    if (rows.length === 0) return;
    const surLaPage = index >= first && index < fin;
    const cible = Math.max(0, Math.min(rows.length - 1, surLaPage ? index + pas : pas > 0 ? first : fin - 1));
    if (cible < first || cible >= fin) setPage((p) => ({ ...p, first: Math.floor(cible / p.rows) * p.rows }));
    deplace.current = true;
    setCle(rowKey(rows[cible] as T));
  };

  useRaccourcis(
    [
      { touche: 'ArrowDown', action: () => deplacer(1) },
      { touche: 'ArrowUp', action: () => deplacer(-1) },
      { touche: 'Enter', action: () => (ligne === undefined ? false : onOpen?.(ligne)) },
    ],
    actif && onOpen !== undefined,
  );

  useEffect(() => {
    if (!deplace.current) return;
    deplace.current = false;
    document
      .querySelector('.umj-list-page tr[aria-selected="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [cle, first]);

  return {
    /** The chosen row, for the live message; undefined when none. */
    ligne,
    position: index + 1,
    /** The DataTable's paging, controlled (the choice may turn the page); undefined without `onOpen`. */
    pagination:
      onOpen === undefined
        ? undefined
        : {
            first,
            rows: page.rows,
            onPage: (event: DataTablePageEvent) => setPage({ first: event.first, rows: event.rows }),
          },
    /**
     * The body row's pass-through: aria-selected, and the highlight of the chosen one. PrimeReact gives
     * it the row's place in the page as `context.index` (its types leave it out).
     */
    ligneChoisie: (options?: { context?: object }) =>
      onOpen === undefined
        ? {}
        : first + ((options?.context as { index?: number } | undefined)?.index ?? -1) === index
          ? { 'aria-selected': true, className: 'umj-ligne-choisie' }
          : { 'aria-selected': false },
  };
}
