// What a dense list adds to ListPage (docs/architecture.md#wide-lists), given by the screen that wants
// it (`dense={DENSE}`), so that the other lists do not load it: its cells on one line (the whole text
// in a tooltip and for screen readers), the keyboard's row choice (use-ligne-clavier.ts) and the light
// table that renders them (table-dense.tsx), with their styles (dense.css).
import type { ReactNode } from 'react';
import { cellOf } from './list-cards.tsx';
import type { ListColumn } from './list-column.ts';
import { valueText } from './list-view.ts';
import { TableDense } from './table-dense.tsx';
import { useLigneClavier } from './use-ligne-clavier.ts';
import './dense.css';

/**
 * A cell of a dense list: on one line, cut with an ellipsis by list.css; the whole
 * text in its tooltip, and read whole by screen readers (the text is all in the page, only its display
 * is cut).
 */
export function lineCell<T>(column: ListColumn<T>, row: T): ReactNode {
  const texte = valueText(column.exportValue?.(row) ?? column.value(row));
  return (
    // dir="auto": a Latin text in an Arabic page is cut at its own end.
    <span className="umj-cell-ligne" dir="auto" title={texte || undefined}>
      {cellOf(column, row)}
    </span>
  );
}

export const DENSE = { cell: lineCell, useClavier: useLigneClavier, Table: TableDense };

export type ListeDense = typeof DENSE;
