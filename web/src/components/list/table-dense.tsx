// The table of a dense list (ListPage's `dense`, docs/architecture.md#wide-lists): a plain HTML table
// with the markup and the theme's classes of PrimeReact's DataTable (the same look, the same roles and
// aria-sort), rather than DataTable itself. DataTable resolves its pass-through options several times
// per cell (PrimeReact's ComponentBase: key parsing and object merges at each call): half of the
// patient-file list's render at CPU 4× (docs/architecture.md#main-thread-work-of-the-screens). What a
// dense list uses of it is here: the sortable headers (ascending, descending, none), the striped rows
// of one line, the page with PrimeReact's Paginator, the skeleton of the first load, the empty
// message, the keyboard's chosen row (aria-selected) and the frozen column's class. A dense list has no
// column filters (its screen filters on the server) and no virtual scrolling (it pages).
import type { PaginatorPageChangeEvent } from 'primereact/paginator';
import { Skeleton } from 'primereact/skeleton';
import { lazy, Suspense, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn, ListView } from './list-column.ts';

export interface TableDenseProps<T> {
  /** The table's name (aria-label of its box), the list's title. */
  label: string;
  /** The rows, sorted and filtered; undefined while the skeleton stands in for them. */
  rows: readonly T[] | undefined;
  columns: readonly ListColumn<T>[];
  rowKey(row: T): string;
  cell(column: ListColumn<T>, row: T): ReactNode;
  /** The toolbar above the header row. */
  header: ReactNode;
  sort: ListView['sort'];
  onSort(sort: ListView['sort']): void;
  empty: ReactNode;
  /** The actions column: how many buttons a row has, and a row's buttons. */
  actions?: { nombre: number; cell(row: T): ReactNode };
  /** Row height in px. */
  itemSize: number;
  rowsPerPage: number;
  rowsPerPageOptions: number[];
  /** The page, controlled by the keyboard's row choice; the table keeps its own without it. */
  pagination?: { first: number; rows: number; onPage(event: { first: number; rows: number }): void };
  /** The chosen row's attributes, by its index in the page (use-ligne-clavier.ts). */
  ligneChoisie(options: { context: { index: number } }): object;
}

const SKELETON_ROWS = 5;

// The paginator (with its rows-per-page dropdown) is a chunk loaded after the rows, not with the route
// (docs/architecture.md "First load of the SPA"); a box of its height holds its place meanwhile.
const Paginator = lazy(() => import('primereact/paginator').then((m) => ({ default: m.Paginator })));

/** The next order of a header's click: a new column ascending, then descending, then none. */
function triSuivant(sort: ListView['sort'], field: string): ListView['sort'] {
  if (sort?.field !== field) return { field, order: 1 };
  return sort.order === 1 ? { field, order: -1 } : undefined;
}

const ICONES = { 1: 'pi-sort-amount-up-alt', [-1]: 'pi-sort-amount-down' } as const;

export function TableDense<T>({
  label,
  rows,
  columns,
  rowKey,
  cell,
  header,
  sort,
  onSort,
  empty,
  actions,
  itemSize,
  rowsPerPage,
  rowsPerPageOptions,
  pagination,
  ligneChoisie,
}: TableDenseProps<T>) {
  const { t } = useTranslation('common');
  const lignesParPage = t('liste.lignesParPage');
  const [pageLocale, setPageLocale] = useState({ first: 0, rows: rowsPerPage });
  const page = pagination ?? { ...pageLocale, onPage: setPageLocale };
  const first = rows && page.first < rows.length ? page.first : 0;
  const visibles = rows?.slice(first, first + page.rows);
  const nombreColonnes = columns.length + (actions ? 1 : 0);
  const hauteur = { height: `${itemSize}px` };

  const entete = (column: ListColumn<T>) => {
    const ordre = sort?.field === column.field ? sort.order : 0;
    const classes = [
      column.frozen && 'umj-colonne-figee',
      column.sortable && 'p-sortable-column',
      ordre !== 0 && 'p-highlight',
    ]
      .filter(Boolean)
      .join(' ');
    const trier = () => onSort(triSuivant(sort, column.field));
    return (
      <th
        key={column.field}
        className={classes || undefined}
        role="columnheader"
        style={column.width ? { width: column.width } : undefined}
        {...(column.sortable && {
          tabIndex: 0,
          'aria-sort': ordre === 1 ? 'ascending' : ordre === -1 ? 'descending' : 'none',
          onClick: trier,
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            trier();
          },
        })}
      >
        <div className="p-column-header-content">
          <span className="p-column-title">{t(column.header)}</span>
          {column.sortable && (
            <span
              className={`p-sortable-column-icon pi ${ordre === 0 ? 'pi-sort-alt' : ICONES[ordre]}`}
              aria-hidden="true"
            />
          )}
        </div>
      </th>
    );
  };

  return (
    <div
      className="p-datatable p-component p-datatable-scrollable p-datatable-striped p-datatable-sm"
      aria-label={label}
    >
      <div className="p-datatable-header">{header}</div>
      {/* (axe scrollable-region-focusable): the scrolling box is reachable from the keyboard. */}
      <div className="p-datatable-wrapper" tabIndex={0}>
        <table className="p-datatable-table p-datatable-scrollable-table" role="table">
          <thead className="p-datatable-thead">
            <tr role="row">
              {columns.map(entete)}
              {actions && (
                // A fixed column as wide as its buttons, its header read by screen readers only.
                <th
                  role="columnheader"
                  style={{ width: `${0.75 + 2 * actions.nombre}rem`, whiteSpace: 'nowrap' }}
                >
                  <div className="p-column-header-content">
                    <span className="p-column-title">
                      <span className="p-hidden-accessible">{t('actions.titre')}</span>
                    </span>
                  </div>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody">
            {visibles === undefined ? (
              Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={i} role="row" className={i % 2 ? 'p-row-odd' : undefined} style={hauteur}>
                  {columns.map((c) => (
                    <td key={c.field} role="cell" className={c.frozen ? 'umj-colonne-figee' : undefined}>
                      <Skeleton />
                    </td>
                  ))}
                  {actions && (
                    <td role="cell">
                      <Skeleton width="4rem" />
                    </td>
                  )}
                </tr>
              ))
            ) : visibles.length === 0 ? (
              <tr className="p-datatable-emptymessage" role="row">
                <td colSpan={nombreColonnes} role="cell">
                  {empty}
                </td>
              </tr>
            ) : (
              visibles.map((row, index) => {
                const choix = ligneChoisie({ context: { index } }) as { className?: string };
                const classes = [index % 2 ? 'p-row-odd' : '', choix.className ?? ''].join(' ').trim();
                return (
                  <tr
                    key={rowKey(row)}
                    role="row"
                    style={hauteur}
                    {...choix}
                    className={classes || undefined}
                  >
                    {columns.map((c) => (
                      <td key={c.field} role="cell" className={c.frozen ? 'umj-colonne-figee' : undefined}>
                        {cell(c, row)}
                      </td>
                    ))}
                    {actions && (
                      <td role="cell" style={{ whiteSpace: 'nowrap' }}>
                        {actions.cell(row)}
                      </td>
                    )}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {rows !== undefined && rows.length > rowsPerPage && (
        <Suspense fallback={<div className="umj-paginateur-reserve" />}>
          <Paginator
            className="p-paginator-bottom"
            first={first}
            rows={page.rows}
            totalRecords={rows.length}
            rowsPerPageOptions={rowsPerPageOptions}
            onPageChange={(event: PaginatorPageChangeEvent) =>
              page.onPage({ first: event.first, rows: event.rows })
            }
            pt={{
              // The rows-per-page choice is named (axe select-name).
              RPPDropdown: {
                select: { 'aria-label': lignesParPage },
                input: { 'aria-label': lignesParPage },
              },
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
