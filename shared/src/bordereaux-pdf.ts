// The printable bordereau as a pdfmake document definition made of pure data: the browser preview and
// the Lambda print the same definition (docs/api.md).
import { formatEuros, type Centimes } from './argent.ts';
import type { Bordereau } from './bordereaux.ts';
import { formatDateFr, jourDepuisIso } from './dates.ts';
import { libelleTypeRequerant } from './listes.ts';

/** What `documentBordereau` returns: a pdfmake document definition (pass it to createPdf). */
export interface DocumentPdf {
  info: { title: string; author: string; subject: string };
  pageSize: 'A4';
  pageOrientation: 'landscape';
  pageMargins: [number, number, number, number];
  watermark?: { text: string; color: string; opacity: number; bold: boolean };
  content: unknown[];
  styles: Record<string, Record<string, unknown>>;
  defaultStyle: { font: 'Roboto'; fontSize: number };
}

/** Amounts on paper: '1 234,50 €' with plain no-break spaces (present in every embedded font). */
export function eurosImprimes(montant: Centimes): string {
  return formatEuros(montant).replace(/\u202f/g, '\u00a0');
}

function dateImprimee(iso: string | null): string {
  const jour = iso === null ? null : jourDepuisIso(iso);
  return jour === null ? '' : formatDateFr(jour);
}

function instantImprime(iso: string): string {
  return dateImprimee(iso.slice(0, 10));
}

export const TITRE_BORDEREAU = 'Bordereau de frais de justice';

/**
 * The printable bordereau: office header (logo as a data URL only: no URL nor file is ever fetched),
 * the requester with its identifiers, one row per file (requisition number and date, patient initials,
 * act, exam date, HT/TVA/TTC) and the totals. A cancelled bordereau is printed with an 'ANNULÉ'
 * watermark and its cancellation date. Fonts: 'Roboto' (embedded by pdfmake's virtual file system).
 */
export function documentBordereau(
  bordereau: Bordereau,
  bureau: { nom: string; logoDataUrl?: string | null },
): DocumentPdf {
  const r = bordereau.requerant;
  const logo =
    bureau.logoDataUrl && bureau.logoDataUrl.startsWith('data:image/')
      ? [{ image: bureau.logoDataUrl, fit: [110, 60], width: 120 }]
      : [];
  const identifiants = [
    r.type ? libelleTypeRequerant(r.type) : '',
    r.siret ? `SIRET : ${r.siret}` : '',
    r.codeService ? `Code service : ${r.codeService}` : '',
    r.adresse,
  ].filter((t) => t !== '');
  const entete = [
    'N°',
    'Réquisition',
    'Date de réquisition',
    'Patient',
    'Acte',
    "Date d'examen",
    'HT',
    'TVA',
    'TTC',
  ];
  const lignes = bordereau.lignes.map((l, i) => [
    String(i + 1),
    l.requisitionNumero,
    dateImprimee(l.requisitionDate),
    l.nom,
    l.examenType.nom,
    dateImprimee(l.examenDate),
    { text: eurosImprimes(l.montantHT), alignment: 'right' },
    { text: eurosImprimes(l.montantTVA), alignment: 'right' },
    { text: eurosImprimes(l.montantTTC), alignment: 'right' },
  ]);
  const total = [
    { text: 'Totaux', colSpan: 6, style: 'total' },
    '',
    '',
    '',
    '',
    '',
    { text: eurosImprimes(bordereau.totalHT), alignment: 'right', style: 'total' },
    { text: eurosImprimes(bordereau.totalTVA), alignment: 'right', style: 'total' },
    { text: eurosImprimes(bordereau.totalTTC), alignment: 'right', style: 'total' },
  ];
  const annule = bordereau.statut === 'annule';
  return {
    info: {
      title: `${TITRE_BORDEREAU} n° ${bordereau.numero}`,
      author: bureau.nom,
      subject: `Requérant : ${r.nom}`,
    },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [36, 36, 36, 36],
    ...(annule ? { watermark: { text: 'ANNULÉ', color: '#c00000', opacity: 0.15, bold: true } } : {}),
    content: [
      {
        columns: [
          ...logo,
          { width: '*', stack: [{ text: bureau.nom, style: 'bureau' }, 'Unité médico-judiciaire'] },
          {
            width: 'auto',
            stack: [
              { text: `${TITRE_BORDEREAU} n° ${bordereau.numero}`, style: 'titre' },
              `Date : ${dateImprimee(bordereau.date)}`,
              ...(annule && bordereau.annuleLe
                ? [{ text: `Annulé le ${instantImprime(bordereau.annuleLe)}`, style: 'annule' }]
                : []),
            ],
          },
        ],
        columnGap: 12,
      },
      { text: 'Requérant', style: 'section' },
      { text: r.nom, bold: true },
      ...identifiants.map((t) => ({ text: t })),
      { text: `Dossiers facturés : ${bordereau.lignes.length}`, style: 'section' },
      {
        table: {
          headerRows: 1,
          widths: ['auto', '*', 'auto', 'auto', '*', 'auto', 'auto', 'auto', 'auto'],
          body: [entete.map((t) => ({ text: t, style: 'entete' })), ...lignes, total],
        },
        layout: 'lightHorizontalLines',
      },
      {
        margin: [0, 12, 0, 0],
        table: {
          widths: ['*', 'auto', 'auto'],
          body: [
            [
              { text: '' },
              { text: 'Total HT', style: 'total' },
              { text: eurosImprimes(bordereau.totalHT), alignment: 'right' },
            ],
            [
              { text: '' },
              { text: 'Total TVA', style: 'total' },
              { text: eurosImprimes(bordereau.totalTVA), alignment: 'right' },
            ],
            [
              { text: '' },
              { text: 'Total TTC', style: 'total' },
              { text: eurosImprimes(bordereau.totalTTC), alignment: 'right', style: 'total' },
            ],
          ],
        },
        layout: 'noBorders',
      },
      {
        text: `Émis le ${instantImprime(bordereau.creeLe)} par ${bordereau.creePar.nomComplet}`,
        style: 'pied',
      },
    ],
    styles: {
      bureau: { fontSize: 14, bold: true },
      titre: { fontSize: 13, bold: true },
      section: { fontSize: 11, bold: true, margin: [0, 12, 0, 4] },
      entete: { bold: true, fillColor: '#eeeeee' },
      total: { bold: true },
      annule: { color: '#c00000', bold: true },
      pied: { fontSize: 8, color: '#555555', margin: [0, 16, 0, 0] },
    },
    defaultStyle: { font: 'Roboto', fontSize: 9 },
  };
}
