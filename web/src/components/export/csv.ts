// CSV export for French Excel: ';' separator, UTF-8 BOM (accents read right), formulae escaped (a cell
// starting with = + - @ cannot run as a formula), CRLF line ends.
import Papa from 'papaparse';
import { valueText } from '../list/list-view.ts';
import type { ExportTable } from './export-table.ts';

export const UTF8_BOM = '\uFEFF';

export function toCsv(table: ExportTable): string {
  const text = Papa.unparse(
    { fields: table.headers, data: table.rows.map((row) => row.map((cell) => valueText(cell))) },
    { delimiter: ';', escapeFormulae: true, newline: '\r\n', quotes: false },
  );
  return `${UTF8_BOM}${text}`;
}

export function csvBlob(table: ExportTable): Blob {
  return new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' });
}
