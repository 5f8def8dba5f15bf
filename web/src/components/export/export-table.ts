// What an export writes (pure): the visible rows of a list in its order, the columns' headers, the
// filters used and the export date. CSV, XLSX and the print view are all made from this one value.
import type { TFunction } from 'i18next';
import type { ExportValue, ListColumn, ListView } from '../list/list-column.ts';
import { valueText } from '../list/list-view.ts';

export interface ExportTable {
  title: string;
  headers: string[];
  rows: ExportValue[][];
  /** The filters used, as label/value lines (search box, column filters, sort). */
  filters: { label: string; value: string }[];
  exportedAt: Date;
}

/** The export's line naming the offices the rows come from (the header's selection). */
export function filtreBureaux(label: string, bureaux: readonly { nom: string }[]) {
  return { label, value: bureaux.map((b) => b.nom).join(', ') };
}

function filterLabel<T>(column: ListColumn<T>, wanted: string, t: TFunction): string {
  if (column.filter?.kind === 'select') {
    return column.filter.options.find((o) => o.value === wanted)?.label ?? wanted;
  }
  if (column.filter?.kind === 'boolean') return t(wanted === 'true' ? 'common:oui' : 'common:non');
  return wanted;
}

/** `rows` are already filtered and sorted (applyView). */
export function buildExportTable<T>(input: {
  title: string;
  rows: readonly T[];
  columns: readonly ListColumn<T>[];
  view: ListView;
  t: TFunction;
  now: Date;
  /** Filters applied before the rows reached the list (e.g. the route's), written first. */
  extraFilters?: readonly { label: string; value: string }[];
}): ExportTable {
  const { title, rows, view, t, now } = input;
  const columns = input.columns.filter((c) => !c.noExport);
  const filters: ExportTable['filters'] = [...(input.extraFilters ?? [])];
  if (view.search.trim() !== '')
    filters.push({ label: t('common:export.recherche'), value: view.search.trim() });
  for (const column of input.columns) {
    const wanted = view.filters[column.field];
    if (column.filter && wanted)
      filters.push({ label: t(column.header), value: filterLabel(column, wanted, t) });
  }
  const sortColumn = view.sort && input.columns.find((c) => c.field === view.sort?.field);
  if (sortColumn && view.sort) {
    filters.push({
      label: t('common:export.tri'),
      value: `${t(sortColumn.header)} (${t(view.sort.order === 1 ? 'common:export.croissant' : 'common:export.decroissant')})`,
    });
  }
  if (filters.length === 0)
    filters.push({ label: t('common:export.filtres'), value: t('common:export.aucunFiltre') });
  return {
    title,
    headers: columns.map((c) => t(c.header)),
    rows: rows.map((row) => columns.map((c) => (c.exportValue ?? c.value)(row))),
    filters,
    exportedAt: now,
  };
}

/** The export date as French users read it (Europe/Paris). */
export function formatExportDate(date: Date): string {
  return date.toLocaleString('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' });
}

/** A file name from the title and the date: 'Bureaux 2026-11-23.csv'. */
export function exportFileName(table: ExportTable, extension: 'csv' | 'xlsx'): string {
  const day = table.exportedAt.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  const safe = table.title.replace(/[\\/:*?"<>|]+/g, ' ').trim();
  return `${safe} ${day}.${extension}`;
}

export { valueText };
