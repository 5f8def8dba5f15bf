// The rows of a list as cards, for phones (ListPage's `cards`): one card per row with its title column
// (e.g. the name, which opens the item) and the row buttons on top, then a few labelled fields. Only
// the first cards are rendered; "Afficher plus" adds more, so that a long list stays light.
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from './list-column.ts';
import { valueText } from './list-view.ts';

/** Which columns a card shows: its title, then the labelled fields, in this order. */
export interface ListCardLayout {
  title: string;
  fields: readonly string[];
}

/** Cards rendered at first, and added by each "Afficher plus". */
export const CARDS_STEP = 20;

/** A column's cell, as the table and the cards show it. */
export function cellOf<T>(column: ListColumn<T>, row: T): ReactNode {
  return column.cell?.(row) ?? valueText(column.value(row));
}

export function ListCards<T>({
  rows,
  columns,
  layout,
  rowKey,
  label,
  loading,
  actions,
  empty,
}: {
  rows: readonly T[];
  columns: readonly ListColumn<T>[];
  layout: ListCardLayout;
  rowKey(row: T): string;
  label: string;
  loading: boolean;
  actions?(row: T): ReactNode;
  empty: ReactNode;
}) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(CARDS_STEP);
  const column = (field: string) => columns.find((c) => c.field === field);
  const title = column(layout.title);
  const fields = layout.fields.map(column).filter((c): c is ListColumn<T> => c !== undefined);
  if (loading)
    return (
      <ul className="umj-list-cards" aria-label={label} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="umj-list-card">
            <Skeleton height="5rem" />
          </li>
        ))}
      </ul>
    );
  if (rows.length === 0) return empty;
  return (
    <>
      <ul className="umj-list-cards" aria-label={label}>
        {rows.slice(0, shown).map((row) => (
          <li key={rowKey(row)} className="umj-list-card">
            <div className="umj-list-card__top">
              <div className="umj-list-card__title">{title && cellOf(title, row)}</div>
              {actions?.(row)}
            </div>
            <dl className="umj-list-card__fields">
              {fields.map((c) => (
                <div key={c.field} className="umj-list-card__field">
                  <dt>{t(c.header)}</dt>
                  <dd>{cellOf(c, row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {rows.length > shown && (
        <Button
          type="button"
          className="umj-list-cards__more"
          label={t('liste.afficherPlus')}
          outlined
          onClick={() => setShown((n) => n + CARDS_STEP)}
        />
      )}
    </>
  );
}
