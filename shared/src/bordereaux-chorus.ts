// The Chorus Pro export of a bordereau (grouped memo of court fees, docs/api.md): its rows
// as JSON (amounts in cents) and as a CSV file for a French spreadsheet (amounts in euros).
import type { Centimes } from './argent.ts';
import type { Bordereau, ExportChorus, LigneExportChorus } from './bordereaux.ts';

export function lignesExportChorus(bordereau: Bordereau): LigneExportChorus[] {
  return bordereau.lignes.map((l) => ({
    numeroBordereau: bordereau.numero,
    dateBordereau: bordereau.date,
    siretDestinataire: bordereau.requerant.siret,
    codeServiceDestinataire: bordereau.requerant.codeService,
    nomDestinataire: bordereau.requerant.nom,
    numeroRequisition: l.requisitionNumero,
    dateRequisition: l.requisitionDate,
    dateExamen: l.examenDate ?? '',
    acte: l.examenType.nom,
    montantHT: l.montantHT,
    montantTVA: l.montantTVA,
    montantTTC: l.montantTTC,
  }));
}

export function exportChorus(bordereau: Bordereau): ExportChorus {
  const r = bordereau.requerant;
  return {
    numeroBordereau: bordereau.numero,
    dateBordereau: bordereau.date,
    statut: bordereau.statut,
    devise: 'EUR',
    destinataire: {
      nom: r.nom,
      type: r.type,
      siret: r.siret,
      codeService: r.codeService,
      adresse: r.adresse,
    },
    lignes: lignesExportChorus(bordereau),
    totalHT: bordereau.totalHT,
    totalTVA: bordereau.totalTVA,
    totalTTC: bordereau.totalTTC,
  };
}

/** Columns of the CSV export, in order (French headers). */
export const COLONNES_CSV_CHORUS: readonly { cle: keyof LigneExportChorus; titre: string }[] = [
  { cle: 'numeroBordereau', titre: 'Numéro de bordereau' },
  { cle: 'dateBordereau', titre: 'Date du bordereau' },
  { cle: 'siretDestinataire', titre: 'SIRET du destinataire' },
  { cle: 'codeServiceDestinataire', titre: 'Code service' },
  { cle: 'nomDestinataire', titre: 'Destinataire' },
  { cle: 'numeroRequisition', titre: 'Numéro de réquisition' },
  { cle: 'dateRequisition', titre: 'Date de réquisition' },
  { cle: 'dateExamen', titre: "Date d'examen" },
  { cle: 'acte', titre: 'Acte' },
  { cle: 'montantHT', titre: 'Montant HT' },
  { cle: 'montantTVA', titre: 'Montant TVA' },
  { cle: 'montantTTC', titre: 'Montant TTC' },
];

/** Cents as '1234,50' (CSV: decimal comma, no grouping, no currency sign). */
export function montantCsv(montant: Centimes): string {
  const valeur = Math.abs(montant);
  return `${montant < 0 ? '-' : ''}${Math.floor(valeur / 100)},${String(valeur % 100).padStart(2, '0')}`;
}

/**
 * One CSV field: quoted when it holds ';', '"' or a line break; a text starting with '=', '+', '-',
 * '@', a tab or a carriage return gets a leading apostrophe (no formula runs when opened in a sheet).
 */
export function champCsv(valeur: string): string {
  const sur = /^[=+\-@\t\r]/.test(valeur) ? `'${valeur}` : valeur;
  return /[;"\r\n]/.test(sur) ? `"${sur.replace(/"/g, '""')}"` : sur;
}

/** The CSV export: UTF-8 BOM, ';' separator, CRLF, French headers, amounts in euros. */
export function csvExportChorus(bordereau: Bordereau): string {
  const lignes = lignesExportChorus(bordereau).map((l) =>
    COLONNES_CSV_CHORUS.map(({ cle }) => {
      const v = l[cle];
      return typeof v === 'number' ? montantCsv(v) : champCsv(v);
    }).join(';'),
  );
  return `\ufeff${[COLONNES_CSV_CHORUS.map((c) => champCsv(c.titre)).join(';'), ...lignes].join('\r\n')}\r\n`;
}
