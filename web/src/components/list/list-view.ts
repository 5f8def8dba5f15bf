// The filtered and sorted rows of a list (pure): the table shows them, the row count counts them and the
// exports write them, so all three always agree. Text is compared without case or accents (French).
import type { ExportValue, ListColumn, ListView } from './list-column.ts';

export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('fr');
}

/** A value as text (search, text filters, CSV). Dates as dd/mm/yyyy (French). */
export function valueText(value: ExportValue): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  return String(value);
}

/** Built at the first text comparison, not when a screen loads (its creation is costly on a slow machine). */
let collator: Intl.Collator | null = null;

export function compareValues(a: ExportValue, b: ExportValue): number {
  if (a === null || a === '') return b === null || b === '' ? 0 : 1; // empty values last
  if (b === null || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(b) - Number(a);
  collator ??= new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });
  return collator.compare(valueText(a), valueText(b));
}

function matchesFilter<T>(row: T, column: ListColumn<T>, wanted: string): boolean {
  const value = column.value(row);
  switch (column.filter?.kind) {
    case 'select':
      return valueText(value) === wanted;
    case 'boolean':
      return String(Boolean(value)) === wanted;
    default:
      return normalize(valueText(value)).includes(normalize(wanted));
  }
}

export function applyView<T>(rows: readonly T[], columns: readonly ListColumn<T>[], view: ListView): T[] {
  const search = normalize(view.search.trim());
  const active = columns.filter((c) => c.filter && (view.filters[c.field] ?? '') !== '');
  const searchable = columns.filter((c) => !c.unsearchable);
  const kept = rows.filter(
    (row) =>
      active.every((c) => matchesFilter(row, c, view.filters[c.field] ?? '')) &&
      (search === '' || searchable.some((c) => normalize(valueText(c.value(row))).includes(search))),
  );
  const sortColumn = view.sort && columns.find((c) => c.field === view.sort?.field);
  if (!sortColumn || !view.sort) return kept;
  const order = view.sort.order;
  // Array.prototype.sort is stable: equal rows keep the server's order.
  return kept.sort((a, b) => order * compareValues(sortColumn.value(a), sortColumn.value(b)));
}
