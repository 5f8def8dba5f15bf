// One column of a list screen, described once and reused by the table, the exports and the print view.
import type { ReactNode } from 'react';

/** A value as the exports write it (CSV text, XLSX cell). */
export type ExportValue = string | number | boolean | Date | null;

/** How a column is filtered: free text (contains), one of a few options, or yes/no. */
export type ColumnFilter =
  | { kind: 'text' }
  | { kind: 'select'; options: readonly { value: string; label: string }[] }
  | { kind: 'boolean' };

export interface ListColumn<T> {
  /** Stable id of the column (also its sort and filter key). */
  field: string;
  /** i18n key of the header, with its namespace: 'bureaux-admin:colonnes.nom'. */
  header: string;
  /** The column's value: what is sorted, filtered, searched and exported. */
  value(row: T): ExportValue;
  /** Cell shown in the table (defaults to the value as text). */
  cell?(row: T): ReactNode;
  /** Export text when it must differ from the value (e.g. a label rather than a code). */
  exportValue?(row: T): ExportValue;
  sortable?: boolean;
  filter?: ColumnFilter;
  /** Left out of the global search box (e.g. an image). */
  unsearchable?: boolean;
  /** Left out of the CSV/XLSX/print exports (e.g. a thumbnail). */
  noExport?: boolean;
  /** CSS width of the column (e.g. '8rem'). */
  width?: string;
  /** Hidden until the user shows it with the column chooser (a column that does not fit at 1280 px). */
  optional?: boolean;
  /** Stays visible when the table scrolls sideways, and cannot be hidden (the row's name). */
  frozen?: boolean;
}

/** Sort, column filters and search box of a list: what the user chose, also written in the exports. */
export interface ListView {
  search: string;
  /** field -> filter value ('' or undefined = no filter; 'true'/'false' for boolean). */
  filters: Readonly<Record<string, string | undefined>>;
  sort?: { field: string; order: 1 | -1 };
}

export const EMPTY_VIEW: ListView = { search: '', filters: {} };

/** A sortable column filtered by free text (a name, an identifier). */
export function textColumn<T>(field: string, header: string, value: (row: T) => ExportValue): ListColumn<T> {
  return { field, header, value, sortable: true, filter: { kind: 'text' } };
}

/** A sortable column filtered by a choice among the names it shows (a type, a sector, an office). */
export function selectColumn<T>(
  field: string,
  header: string,
  value: (row: T) => ExportValue,
  noms: readonly string[],
  width?: string,
): ListColumn<T> {
  const options = noms.map((nom) => ({ value: nom, label: nom }));
  return {
    field,
    header,
    value,
    sortable: true,
    filter: { kind: 'select', options },
    ...(width ? { width } : {}),
  };
}
