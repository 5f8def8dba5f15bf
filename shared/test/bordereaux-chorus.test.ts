// The Chorus Pro export of a bordereau: JSON rows in cents, CSV for a French spreadsheet.
import { describe, expect, it } from 'vitest';
import { centimes } from '../src/argent.ts';
import { nomFichierBordereau } from '../src/bordereaux.ts';
import {
  champCsv,
  COLONNES_CSV_CHORUS,
  csvExportChorus,
  exportChorus,
  lignesExportChorus,
  montantCsv,
} from '../src/bordereaux-chorus.ts';
import { bordereau, ligne } from './fixtures-bordereaux.ts';

describe('Chorus Pro export (grouped memo of court fees)', () => {
  const b = bordereau([
    ligne(8050, 1610),
    { ...ligne(5750, 0), examenDate: null, requisitionNumero: '=1+1' },
  ]);

  it('one row per requisition with the recipient identifiers; JSON in cents', () => {
    expect(lignesExportChorus(b)[0]).toEqual({
      numeroBordereau: '2026-0042',
      dateBordereau: '2026-11-23',
      siretDestinataire: '44306184100047',
      codeServiceDestinataire: 'SJ-95',
      nomDestinataire: 'Parquet de Pontoise',
      numeroRequisition: 'PV 2026/123',
      dateRequisition: '2026-10-01',
      dateExamen: '2026-10-02',
      acte: 'ITT',
      montantHT: 8050,
      montantTVA: 1610,
      montantTTC: 9660,
    });
    expect(lignesExportChorus(b)[1]!.dateExamen).toBe('');
    expect(exportChorus(b)).toMatchObject({
      numeroBordereau: '2026-0042',
      statut: 'emis',
      devise: 'EUR',
      destinataire: { siret: '44306184100047', codeService: 'SJ-95', type: 'parquet' },
      totalHT: 13800,
      totalTVA: 1610,
      totalTTC: 15410,
    });
  });

  it('CSV: BOM, French headers, ";", CRLF, euros with a decimal comma, formulas neutralised', () => {
    const csv = csvExportChorus(b);
    expect(csv.startsWith('\ufeffNuméro de bordereau;Date du bordereau;SIRET du destinataire;')).toBe(true);
    const lignes = csv.slice(1).split('\r\n');
    expect(lignes).toHaveLength(4);
    expect(lignes[0]!.split(';')).toHaveLength(COLONNES_CSV_CHORUS.length);
    expect(lignes[1]).toBe(
      '2026-0042;2026-11-23;44306184100047;SJ-95;Parquet de Pontoise;PV 2026/123;2026-10-01;2026-10-02;ITT;80,50;16,10;96,60',
    );
    expect(lignes[2]).toContain(";'=1+1;");
    expect(lignes[3]).toBe('');
  });

  it('fields and amounts', () => {
    expect(champCsv('a;b')).toBe('"a;b"');
    expect(champCsv('dit "x"')).toBe('"dit ""x"""');
    expect(champCsv('l1\nl2')).toBe('"l1\nl2"');
    expect(champCsv('"q";')).toBe('"""q"";"');
    expect(champCsv('-12')).toBe("'-12");
    expect(montantCsv(centimes(5))).toBe('0,05');
    expect(montantCsv(centimes(-123456))).toBe('-1234,56');
    expect(nomFichierBordereau('2026-0042', 'pdf')).toBe('bordereau-2026-0042.pdf');
    expect(nomFichierBordereau('2026-0042', 'csv')).toBe('chorus-2026-0042.csv');
  });
});
