// The generic list screen ("One list pattern"): title, create button, global search, column
// filters, sortable columns, row count, CSV/XLSX/print exports, pagination for short lists and virtual
// scrolling for long ones, loading skeleton, empty and error states, and per-row edit/delete buttons
// named after the item, delete confirmed by a dialog naming it. Wide lists: the column chooser (the
// `optional` columns hidden until chosen, the choice kept in the browser), the `frozen` name column, and
// on phones the rows as cards when the screen gives a card layout. Dense lists: one line per row, long
// texts cut with an ellipsis, in a light table rather than DataTable; with `onOpen`, the row chosen with
// ↑/↓ opens with Enter (dense.tsx, given by the screen). See docs/architecture.md.
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { ConfirmationDanger } from '../confirmation/confirmation-danger.tsx';
import type { DataTableSortEvent, DataTableValue } from 'primereact/datatable';
import { Skeleton } from 'primereact/skeleton';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../lib/use-breakpoint.ts';
import { useRequeteDifferee } from '../../lib/premier-affichage/requete-differee.ts';
import { ErreurChargement } from '../erreur-chargement/erreur-chargement.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { downloadBlob } from '../export/download.ts';
import { buildExportTable, exportFileName, type ExportTable } from '../export/export-table.ts';
import { PrintPortal } from '../export/print-view.tsx';
import { EMPTY_VIEW, type ListColumn, type ListView } from './list-column.ts';
import { ListFilter } from './list-filter.tsx';
import { applyView } from './list-view.ts';
import '../page/page.css';
import { BoutonLigne } from './bouton-ligne.tsx';
import { DataTable } from './lazy-data-table.tsx';
import { ChoixColonnes } from './choix-colonnes.tsx';
import { useColonnesChoisies } from './colonnes-choisies.ts';
import { cellOf, ListCards, type ListCardLayout } from './list-cards.tsx';
import type { ListeDense } from './dense.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { PHONE } from './phone.ts';
import './list.css';

/** The part of a react-query result the list reads. */
export interface ListQuery<T> {
  data: readonly T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

export interface ListPageProps<T> {
  /** Translated title: the page's h1, the exports' title and file name. */
  title: string;
  query: ListQuery<T>;
  columns: readonly ListColumn<T>[];
  /** Property holding each row's unique id (default: 'id'). */
  dataKey?: keyof T & string;
  /** The item's name, for the row buttons' labels and the delete confirmation. */
  rowName(row: T): string;
  onCreate?(): void;
  onEdit?(row: T): void;
  /** Called once the user confirmed the deletion. */
  onDelete?(row: T): Promise<unknown>;
  /** More buttons of a row, before edit and delete. */
  rowActions?(row: T): ReactNode;
  /** Above this many rows the table scrolls virtually instead of paginating. */
  virtualAbove?: number;
  /** Height of a row in px (virtual scrolling needs a fixed one). */
  itemSize?: number;
  /** Rows of a page when the list paginates (cells may then wrap on several lines). */
  rowsPerPage?: number;
  /** Controls shown between the title and the table (e.g. the route's filter links). */
  toolbar?: ReactNode;
  /** Shown under the rows, e.g. the button that loads the rows after them. */
  footer?: ReactNode;
  /** Filters applied before the list reached the table (e.g. from the route), written in the exports. */
  exportFilters?: readonly { label: string; value: string }[];
  /** The screen's dialogs. */
  children?: ReactNode;
  /** Key of the column choice in the browser's storage (defaults to the columns' fields). */
  listId?: string;
  /** false: no search box over the loaded rows (the screen searches on the server, in its toolbar). */
  searchBox?: boolean;
  /** On phones, the rows as cards showing these columns instead of the table. */
  cards?: ListCardLayout;
  /**
   * One line per row: long texts cut with an ellipsis, the whole text in a tooltip; with `onOpen`, the
   * keyboard's row choice (`DENSE` of dense.tsx; docs/architecture.md#wide-lists). Its table pages and has
   * no column filters (table-dense.tsx). The same at every render.
   */
  dense?: ListeDense;
  /** Opens a row: ↑/↓ choose a row of the table, Enter opens it (docs/architecture.md#keyboard-shortcuts). */
  onOpen?(row: T): void;
}

/** The frozen column's cells (its header, filter and body), sticky by list.css. */
const FIGEE = {
  className: 'umj-colonne-figee',
  headerClassName: 'umj-colonne-figee',
  filterHeaderClassName: 'umj-colonne-figee',
};

const SKELETON_ROWS = Array.from({ length: 5 }, (_, i) => ({ skeleton: i }));

/** A list without the keyboard's row choice. */
const useSansClavier: ListeDense['useClavier'] = () => ({
  ligne: undefined,
  position: 0,
  pagination: undefined,
  ligneChoisie: () => ({}),
});

export function ListPage<T extends object>({
  title,
  query,
  columns,
  dataKey = 'id' as keyof T & string,
  rowName,
  onCreate,
  onEdit,
  onDelete,
  rowActions,
  virtualAbove = 100,
  itemSize = 52,
  rowsPerPage = 10,
  toolbar,
  footer,
  exportFilters,
  children,
  listId,
  searchBox = true,
  cards,
  dense,
  onOpen,
}: ListPageProps<T>) {
  const { t } = useTranslation('common');
  const phone = useMediaQuery(PHONE) && cards !== undefined;
  const { visibles, choisir } = useColonnesChoisies(listId ?? columns.map((c) => c.field).join('|'), columns);
  const [view, setView] = useState<ListView>(EMPTY_VIEW);
  const [printing, setPrinting] = useState<ExportTable | null>(null);
  const [toDelete, setToDelete] = useState<T | null>(null);
  // The rows' render (sort, filters, cells) is a transition: the skeleton stays until it is done.
  const differee = useRequeteDifferee(query);
  const all = differee.data;
  // The exports write the rows the table shows, under the filters the screen shows: none while the
  // skeleton stands in for them, nor while the rows shown are still those of the query's former answer
  // (the deferred render of docs/architecture.md#first-load-of-the-spa: e.g. the previous filter's rows
  // under the new filter's labels).
  const lignesAJour = all !== undefined && !differee.isPending && all === query.data;
  const rows = useMemo(() => (all ? applyView(all, columns, view) : []), [all, columns, view]);
  const virtual = (all?.length ?? 0) > virtualAbove;
  const hasFilters = columns.some((c) => c.filter);
  // The screen's hook, the same at every render (a list without it has none).
  const useClavier = dense?.useClavier ?? useSansClavier;
  const clavier = useClavier({
    rows,
    rowsPerPage,
    rowKey: (row) => String(row[dataKey]),
    onOpen: phone || virtual ? undefined : onOpen,
    actif: !differee.isPending,
  });

  const exportTable = () =>
    buildExportTable({ title, rows, columns, view, t, now: new Date(), extraFilters: exportFilters });
  // The CSV and XLSX writers are loaded at the first export, not with the screen.
  const exportCsv = async () => {
    const table = exportTable();
    const { csvBlob } = await import('../export/csv.ts');
    downloadBlob(csvBlob(table), exportFileName(table, 'csv'));
  };
  const exportXlsx = async () => {
    const table = exportTable();
    const labels = {
      donnees: t('export.feuilleDonnees'),
      filtres: t('export.feuilleFiltres'),
      dateExport: t('export.dateExport'),
    };
    const { xlsxBlob } = await import('../export/xlsx.ts');
    downloadBlob(await xlsxBlob(table, labels), exportFileName(table, 'xlsx'));
  };
  const endPrint = useCallback(() => setPrinting(null), []);

  const setFilter = (field: string, value: string) =>
    setView((current) => ({ ...current, filters: { ...current.filters, [field]: value } }));
  const onSort = (event: DataTableSortEvent) =>
    setView((current) => ({
      ...current,
      sort:
        event.sortOrder === 1 || event.sortOrder === -1
          ? { field: event.sortField, order: event.sortOrder }
          : undefined,
    }));

  const actions = (row: T) => {
    const name = rowName(row);
    return (
      <div className="umj-list-actions">
        {rowActions?.(row)}
        {onEdit && (
          <BoutonLigne
            icon="pi pi-pencil"
            label={t('actions.modifierNomme', { nom: name })}
            tooltip={t('actions.modifier')}
            onClick={() => onEdit(row)}
          />
        )}
        {onDelete && (
          <BoutonLigne
            icon="pi pi-trash"
            severity="danger"
            label={t('actions.supprimerNomme', { nom: name })}
            tooltip={t('actions.supprimer')}
            onClick={() => setToDelete(row)}
          />
        )}
      </div>
    );
  };

  const header = (
    <ListToolbar
      search={searchBox ? view.search : undefined}
      onSearch={(search) => setView((current) => ({ ...current, search }))}
      // The count of the rows shown: none while the skeleton stands in for them.
      count={all && !differee.isPending ? t('liste.compte', { count: rows.length, total: all.length }) : ''}
      chooser={
        !phone &&
        columns.some((c) => !c.frozen) && (
          <ChoixColonnes colonnes={columns} visibles={visibles} choisir={choisir} />
        )
      }
      exportsDisabled={!lignesAJour}
      onCsv={() => void exportCsv()}
      onXlsx={() => void exportXlsx()}
      onPrint={() => setPrinting(exportTable())}
    />
  );
  const nombreActions = [rowActions, onEdit, onDelete].filter(Boolean).length;
  const hasActions = nombreActions > 0;
  const emptyMessage = (
    <p className="umj-list-empty">{t(all?.length ? 'liste.aucunResultat' : 'liste.vide')}</p>
  );

  const loading = differee.isPending;
  const tableRows = (loading ? SKELETON_ROWS : rows) as DataTableValue[];
  const cell = dense?.cell ?? cellOf;
  const rowsPerPageOptions = [...new Set([10, 25, 50, rowsPerPage])].sort((a, b) => a - b);

  return (
    <section
      className={`umj-page umj-list-page${dense ? ' umj-list-page--dense' : ''}`}
      aria-labelledby="umj-list-title"
      aria-busy={loading}
    >
      <div className="umj-page-entete umj-list-heading">
        <h1 id="umj-list-title">{title}</h1>
        {onCreate && (
          <Button type="button" icon="pi pi-plus" label={t('actions.ajouter')} onClick={onCreate} />
        )}
      </div>
      {toolbar}
      {query.isError ? (
        <ErreurChargement
          className="umj-list-error"
          message={t('liste.erreur', { message: errorMessage(query.error) })}
          onReessayer={() => void query.refetch()}
        />
      ) : phone && cards ? (
        <>
          {header}
          <ListCards
            rows={rows}
            columns={columns}
            layout={cards}
            rowKey={(row) => String(row[dataKey])}
            label={title}
            loading={loading}
            actions={hasActions ? actions : undefined}
            empty={emptyMessage}
          />
        </>
      ) : dense ? (
        <dense.Table
          label={title}
          rows={loading ? undefined : rows}
          columns={visibles}
          rowKey={(row) => String(row[dataKey])}
          cell={cell}
          header={header}
          sort={view.sort}
          onSort={(sort) => setView((current) => ({ ...current, sort }))}
          empty={emptyMessage}
          actions={hasActions ? { nombre: nombreActions, cell: actions } : undefined}
          itemSize={itemSize}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={rowsPerPageOptions}
          pagination={clavier.pagination}
          ligneChoisie={clavier.ligneChoisie}
        />
      ) : (
        <DataTable
          value={tableRows}
          dataKey={loading ? 'skeleton' : dataKey}
          header={header}
          sortMode="single"
          sortField={view.sort?.field}
          sortOrder={view.sort?.order ?? 0}
          onSort={onSort}
          removableSort
          filterDisplay={hasFilters ? 'row' : undefined}
          emptyMessage={emptyMessage}
          scrollable
          size="small"
          stripedRows
          {...(virtual
            ? { scrollHeight: '60vh', virtualScrollerOptions: { itemSize } }
            : {
                paginator: (all?.length ?? 0) > rowsPerPage,
                ...(clavier.pagination ?? { rows: rowsPerPage }),
                rowsPerPageOptions,
              })}
          aria-label={title}
          pt={{
            bodyRow: (options) => ({ style: { height: `${itemSize}px` }, ...clavier.ligneChoisie(options) }),
            // (axe scrollable-region-focusable): the table's scrolling box is reachable from the
            // keyboard even when no cell holds a control (e.g. the accounting figures).
            wrapper: { tabIndex: 0 },
            // The rows-per-page choice of the paginator is named (axe select-name).
            paginator: {
              RPPDropdown: {
                select: { 'aria-label': t('liste.lignesParPage') },
                input: { 'aria-label': t('liste.lignesParPage') },
              },
            },
          }}
        >
          {visibles.map((column) => (
            <Column
              key={column.field}
              field={column.field}
              header={t(column.header)}
              // Frozen by CSS (list.css), not by PrimeReact's `frozen`: its header cells measure the table
              // after every render to place themselves (a forced layout each, a tenth of the list's render).
              {...(column.frozen ? FIGEE : {})}
              sortable={column.sortable}
              sortFunction={(event) => event.data}
              style={column.width ? { width: column.width } : undefined}
              body={(row: T) => (loading ? <Skeleton /> : cell(column, row))}
              filter={column.filter !== undefined}
              showFilterMenu={false}
              filterElement={
                column.filter ? (
                  <ListFilter
                    column={column}
                    value={view.filters[column.field] ?? ''}
                    onChange={(value) => setFilter(column.field, value)}
                  />
                ) : undefined
              }
            />
          ))}
          {hasActions && (
            <Column
              key="umj-actions"
              header={t('actions.titre')}
              body={(row: T) => (loading ? <Skeleton width="4rem" /> : actions(row))}
              style={{ width: '1%', whiteSpace: 'nowrap' }}
            />
          )}
        </DataTable>
      )}
      {footer}
      {clavier.pagination && (
        <p className="p-hidden-accessible" role="status" aria-live="polite">
          {clavier.ligne &&
            t('liste.ligneChoisie', {
              nom: rowName(clavier.ligne),
              position: clavier.position,
              total: rows.length,
            })}
        </p>
      )}
      <ConfirmationDanger
        cible={toDelete}
        onFermer={() => setToDelete(null)}
        titre={t('suppression.titre')}
        message={(row) => t('suppression.message', { nom: rowName(row) })}
        libelleAction={t('actions.supprimer')}
        onConfirmer={(row) => void onDelete?.(row)}
      />
      {printing && <PrintPortal table={printing} onDone={endPrint} />}
      {children}
    </section>
  );
}

export type { ListColumn } from './list-column.ts';
