// "Export of the filtered rows": CSV for French Excel (';', UTF-8 BOM, formula escaping) and
// XLSX with a second sheet listing the filters used and the export date, both from the visible rows.
import i18n from 'i18next';
import Papa from 'papaparse';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ListColumn, ListView } from '../list/list-column.ts';
import { applyView } from '../list/list-view.ts';
import { toCsv, UTF8_BOM } from './csv.ts';
import { buildExportTable, exportFileName } from './export-table.ts';
import { xlsxBlob } from './xlsx.ts';

interface Row {
  id: string;
  nom: string;
  montant: number;
  actif: boolean;
}

const COLUMNS: ListColumn<Row>[] = [
  { field: 'nom', header: 'Nom', value: (r) => r.nom, sortable: true, filter: { kind: 'text' } },
  { field: 'montant', header: 'Montant', value: (r) => r.montant, sortable: true },
  { field: 'actif', header: 'Actif', value: (r) => r.actif, filter: { kind: 'boolean' } },
  { field: 'id', header: 'Id', value: (r) => r.id, noExport: true },
];

const ROWS: Row[] = [
  { id: '1', nom: 'Éric', montant: 10.5, actif: true },
  { id: '2', nom: '=HYPERLINK("http://x")', montant: 3, actif: true },
  { id: '3', nom: 'Zoé; "la" grande', montant: 7, actif: false },
  { id: '4', nom: 'andré', montant: 1, actif: true },
];

const NOW = new Date('2026-11-23T10:15:00Z');

function table(
  view: ListView = { search: '', filters: { actif: 'true' }, sort: { field: 'nom', order: 1 } },
) {
  const rows = applyView(ROWS, COLUMNS, view);
  return buildExportTable({ title: 'Bureaux', rows, columns: COLUMNS, view, t: i18n.t, now: NOW });
}

describe('CSV export', () => {
  it('writes the filtered, sorted rows with a UTF-8 BOM and ";" separators, read back identically', () => {
    const csv = toCsv(table());
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual(['Nom', 'Montant', 'Actif']);
    // Filter actif = yes drops Zoé; sort by name (accents and case ignored, punctuation first).
    expect(parsed.data.slice(1).map((r) => r[0])).toEqual(['\'=HYPERLINK("http://x")', 'andré', 'Éric']);
    expect(parsed.data[3]).toEqual(['Éric', '10.5', 'Oui']);
  });

  it('escapes formulae: a cell starting with = is prefixed so Excel shows it as text', () => {
    const csv = toCsv(table());
    expect(csv).toContain(`'=HYPERLINK`);
    expect(csv).not.toMatch(/(^|;|\n)"?=HYPERLINK/);
  });

  it('quotes a value holding the separator or quotes', () => {
    const all = table({ search: 'zoé', filters: {}, sort: { field: 'nom', order: 1 } });
    const csv = toCsv(all);
    expect(csv).toContain('"Zoé; ""la"" grande"');
    const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(parsed.data[1]?.[0]).toBe('Zoé; "la" grande');
  });

  it('lists the filters used and names the file after the title and the day', () => {
    const t = table();
    expect(t.filters).toEqual([
      { label: 'Actif', value: 'Oui' },
      { label: 'Tri', value: 'Nom (croissant)' },
    ]);
    expect(exportFileName(t, 'csv')).toBe('Bureaux 2026-11-23.csv');
  });
});

/** jsdom's Blob has no arrayBuffer(): read it as the browser's FileReader does. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

async function unzipXlsx(blob: Blob): Promise<Record<string, string>> {
  const files = unzipSync(await bytesOf(blob));
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
}

describe('XLSX export', () => {
  it('sheet 1 holds the rows (numbers as numbers), sheet 2 the filters used and the export date', async () => {
    const files = await unzipXlsx(
      await xlsxBlob(table(), { donnees: 'Données', filtres: 'Filtres', dateExport: "Date de l'export" }),
    );
    const workbook = files['xl/workbook.xml'] ?? '';
    expect(workbook).toMatch(/<sheet [^>]*name="Données"/);
    expect(workbook).toMatch(/<sheet [^>]*name="Filtres"/);
    const strings = files['xl/sharedStrings.xml'] ?? '';
    const sheet1 = files['xl/worksheets/sheet1.xml'] ?? '';
    const sheet2 = files['xl/worksheets/sheet2.xml'] ?? '';
    const text = (xml: string) => strings + xml;
    for (const value of ['Nom', 'Montant', 'andré', 'Éric']) expect(text(sheet1)).toContain(value);
    expect(text(sheet1)).not.toContain('Zoé');
    expect(sheet1).toMatch(/<c [^>]*><v>10\.5<\/v><\/c>/);
    expect(sheet1.match(/<row /g)).toHaveLength(4);
    for (const value of ["Date de l'export", '23/11/2026 11:15', 'Actif', 'Nom (croissant)']) {
      expect(text(sheet2).replace(/&apos;/g, "'")).toContain(value);
    }
  });
});
