// XLSX export (write-excel-file, browser and Node): sheet 1 the rows, sheet 2 the filters used and the
// export date. Numbers stay numbers and dates stay dates in Excel. write-excel-file is loaded at the
// first export, not with the list screens.
import type { Cell, SheetData } from 'write-excel-file/universal';
import type { ExportValue } from '../list/list-column.ts';
import { formatExportDate, type ExportTable } from './export-table.ts';

export interface XlsxLabels {
  /** Name of the first sheet (the rows). */
  donnees: string;
  /** Name of the second sheet (filters and date). */
  filtres: string;
  /** Label of the export date line. */
  dateExport: string;
}

function cell(value: ExportValue): Cell {
  if (value === null) return null;
  if (value instanceof Date) return { value, type: Date, format: 'dd/mm/yyyy' };
  if (typeof value === 'number') return { value, type: Number };
  if (typeof value === 'boolean') return { value, type: Boolean };
  return { value, type: String };
}

/** Excel limits sheet names to 31 characters without []:*?/\. */
function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
}

export interface XlsxSheet {
  data: SheetData;
  sheet: string;
  columns: { width: number }[];
}

export function xlsxSheets(table: ExportTable, labels: XlsxLabels): XlsxSheet[] {
  const header = table.headers.map((h) => ({ value: h, fontWeight: 'bold' as const }));
  const rows: SheetData = [header, ...table.rows.map((row) => row.map(cell))];
  const filters: SheetData = [
    [{ value: table.title, fontWeight: 'bold' as const }],
    [{ value: labels.dateExport }, { value: formatExportDate(table.exportedAt) }],
    ...table.filters.map((f) => [{ value: f.label }, { value: f.value }]),
  ];
  return [
    { data: rows, sheet: sheetName(labels.donnees), columns: table.headers.map(() => ({ width: 28 })) },
    { data: filters, sheet: sheetName(labels.filtres), columns: [{ width: 28 }, { width: 48 }] },
  ];
}

export async function xlsxBlob(table: ExportTable, labels: XlsxLabels): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  return writeXlsxFile(xlsxSheets(table, labels)).toBlob();
}
