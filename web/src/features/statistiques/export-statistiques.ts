// XLSX export of the statistics: one sheet per table (its rows and counts) and a sheet of
// the filters used (period, offices, examiner, export date). write-excel-file, as the other exports.
import type { SheetData } from 'write-excel-file/universal';
import { formatExportDate } from '../../components/export/export-table.ts';
import type { LigneAffichee } from './lignes-statistiques.ts';

export interface ExportStatistiques {
  titre: string;
  tables: { titre: string; lignes: LigneAffichee[] }[];
  filtres: { label: string; value: string }[];
  entetes: { libelle: string; nombre: string };
  libelles: { filtres: string; dateExport: string };
  exporteLe: Date;
}

/** Excel limits sheet names to 31 characters without []:*?/\ and wants them distinct. */
export function nomFeuille(nom: string, pris: Set<string>): string {
  const base = nom.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
  let nomLibre = base;
  for (let i = 2; pris.has(nomLibre.toLowerCase()); i += 1) nomLibre = `${base.slice(0, 28)} ${i}`;
  pris.add(nomLibre.toLowerCase());
  return nomLibre;
}

export function feuillesStatistiques(e: ExportStatistiques) {
  const pris = new Set<string>();
  const gras = (value: string) => ({ value, fontWeight: 'bold' as const });
  const feuilles = e.tables.map((table) => ({
    sheet: nomFeuille(table.titre, pris),
    data: [
      [gras(e.entetes.libelle), gras(e.entetes.nombre)],
      ...table.lignes.map((l) => [
        { value: l.libelle, type: String },
        { value: l.nombre, type: Number },
      ]),
    ] as SheetData,
    columns: [{ width: 36 }, { width: 12 }],
  }));
  const filtres: SheetData = [
    [gras(e.titre)],
    [{ value: e.libelles.dateExport }, { value: formatExportDate(e.exporteLe) }],
    ...e.filtres.map((f) => [{ value: f.label }, { value: f.value }]),
  ];
  return [
    ...feuilles,
    { sheet: nomFeuille(e.libelles.filtres, pris), data: filtres, columns: [{ width: 28 }, { width: 48 }] },
  ];
}

/** write-excel-file is loaded at the first export, not with the screen. */
export async function xlsxStatistiques(e: ExportStatistiques): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  return writeXlsxFile(feuillesStatistiques(e)).toBlob();
}
