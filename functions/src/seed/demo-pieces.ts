// Demo data: a few photos and documents on a handful of recent demo patient files (examined or
// report in progress: three in Argenteuil, one in Chartres, one in Paris Nord), so that the form opens
// on real thumbnails. Photos are drawn (no real body: coloured shapes) as 1024×768 JPEGs with sharp and
// get their 320-pixel preview like an uploaded photo; documents are one-page PDFs. Stored under the
// keys of the attachment handlers (`clesPiece`), items of the file's partition (D4) with stable ids.
// Without a reachable storage (handler tests without s3rver) they are skipped with a warning.
import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { jourParis } from '@umj/shared/dates';
import { LARGEUR_APERCU } from '@umj/shared/dossiers-api';
import { STATUT } from '@umj/shared/statuts-dossier';
import { VERSION_INITIALE } from '@umj/shared/version';
import sharp from 'sharp';
import type { DossierAEcrire } from '../data/dossiers.ts';
import { keys } from '../data/keys.ts';
import type { PieceItem } from '../data/pieces.ts';
import { putFile } from '../lib/adapters/files-storage.ts';
import { errorFields, logger } from '../lib/adapters/logger.ts';
import { clesPiece } from '../services/pieces.ts';
import type { DemoBureauId } from './demo-accounts.ts';
import { pdfMinimal } from './demo-listes.ts';

/** How many files of each office carry demo attachments. */
const FICHIERS_PAR_BUREAU: Record<DemoBureauId, number> = { argenteuil: 3, chartres: 1, 'paris-nord': 1 };

/** The recent examined (or report in progress) files that get attachments, office by office. */
export function dossiersAvecPieces(dossiers: readonly DossierAEcrire[], maintenant: Date): DossierAEcrire[] {
  const aujourdhui = jourParis(maintenant);
  return (Object.entries(FICHIERS_PAR_BUREAU) as [DemoBureauId, number][]).flatMap(([bureauId, n]) =>
    dossiers
      .filter(
        (d) =>
          d.bureauId === bureauId &&
          (d.statut?.id === STATUT.examine || d.statut?.id === STATUT.rapportEnCours) &&
          d.rendezVousDate !== null &&
          d.rendezVousDate >= aujourdhui - 14 &&
          d.rendezVousDate < aujourdhui,
      )
      .slice(-n),
  );
}

/** A stable uuid (version 4 layout) for the n-th demo attachment. */
function idPiece(n: number): string {
  return `de000000-0000-4000-8000-${String(900000000000 + n)}`;
}

const TEINTES = ['#e8c4a8', '#d9a88a', '#c68f6e', '#a86f4f', '#f1d3bc'];

/** A drawn photo: a skin-toned background, a bruise-coloured ellipse and a measuring ruler. */
function svgPhoto(n: number): string {
  const fond = TEINTES[n % TEINTES.length]!;
  const cx = 380 + ((n * 97) % 260);
  const cy = 300 + ((n * 53) % 160);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="768">
  <defs><radialGradient id="l"><stop offset="0" stop-color="#5b2a5e"/><stop offset="0.6" stop-color="#8a4a6b" stop-opacity="0.8"/><stop offset="1" stop-color="${fond}" stop-opacity="0"/></radialGradient></defs>
  <rect width="1024" height="768" fill="${fond}"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${120 + n * 7}" ry="${80 + n * 5}" fill="url(#l)"/>
  <rect x="80" y="640" width="600" height="48" fill="#fafafa" stroke="#333" stroke-width="2"/>
  ${Array.from({ length: 31 }, (_, i) => `<line x1="${80 + i * 20}" y1="640" x2="${80 + i * 20}" y2="${i % 5 === 0 ? 672 : 656}" stroke="#333" stroke-width="2"/>`).join('')}
</svg>`;
}

interface FichierDemo {
  cle: string;
  octets: Uint8Array;
  typeMime: string;
}

/** The attachment items and the stored files of the chosen files (nothing written here). */
export async function preparerPiecesDemo(
  choisis: readonly DossierAEcrire[],
  maintenant: Date,
): Promise<{ items: Record<string, NativeAttributeValue>[]; fichiers: FichierDemo[] }> {
  const items: Record<string, NativeAttributeValue>[] = [];
  const fichiers: FichierDemo[] = [];
  let n = 0;
  for (const d of choisis) {
    const ajoutePar = d.examinateur?.id ?? d.creePar ?? 'système';
    const dateModification = new Date(
      Math.min(Date.parse(d.dateModification ?? maintenant.toISOString()) + 600_000, maintenant.getTime()),
    ).toISOString();
    const pieces: Omit<PieceItem, 'version'>[] = [];
    for (const [i, description] of ['Lésion, vue d’ensemble', 'Lésion, détail avec réglet'].entries()) {
      n += 1;
      const pieceId = idPiece(n);
      const cles = clesPiece(d.bureauId, d.id, pieceId, 'image/jpeg');
      const original = await sharp(Buffer.from(svgPhoto(n)))
        .jpeg({ quality: 80 })
        .toBuffer();
      const apercu = await sharp(original).resize({ width: LARGEUR_APERCU }).jpeg({ quality: 75 }).toBuffer();
      const { width, height } = await sharp(apercu).metadata();
      fichiers.push(
        { cle: cles.original, octets: original, typeMime: 'image/jpeg' },
        { cle: cles.apercu, octets: apercu, typeMime: 'image/jpeg' },
      );
      pieces.push({
        bureauId: d.bureauId,
        dossierId: d.id,
        pieceId,
        genre: 'photo',
        nom: `photo-${d.id}-${i + 1}.jpg`,
        description,
        typeMime: 'image/jpeg',
        tailleEnOctets: original.length,
        dateModification,
        cleOriginal: cles.original,
        cleApercu: cles.apercu,
        originalW: 1024,
        originalH: 768,
        apercu320W: width ?? LARGEUR_APERCU,
        apercu320H: height ?? null,
        ajoutePar,
      });
    }
    n += 1;
    const pieceId = idPiece(n);
    const cles = clesPiece(d.bureauId, d.id, pieceId, 'application/pdf');
    const pdf = pdfMinimal(`Certificat initial - dossier ${d.id}`, 'Document fictif de démonstration - UMJ');
    fichiers.push({ cle: cles.original, octets: pdf, typeMime: 'application/pdf' });
    pieces.push({
      bureauId: d.bureauId,
      dossierId: d.id,
      pieceId,
      genre: 'document',
      nom: `certificat-initial-${d.id}.pdf`,
      description: 'Certificat médical initial (autre service)',
      typeMime: 'application/pdf',
      tailleEnOctets: pdf.length,
      dateModification,
      cleOriginal: cles.original,
      cleApercu: null,
      originalW: null,
      originalH: null,
      apercu320W: null,
      apercu320H: null,
      ajoutePar,
    });
    for (const p of pieces) {
      items.push({
        ...keys.piece(p.bureauId, p.dossierId, p.pieceId),
        type: 'PieceJointe',
        ...p,
        version: VERSION_INITIALE,
      });
    }
  }
  return { items, fichiers };
}

/**
 * Stores the demo attachments' files and answers their items to write; no item (and a warning) when
 * the storage cannot be reached.
 */
export async function deposerPiecesDemo(
  dossiers: readonly DossierAEcrire[],
  maintenant: Date,
): Promise<Record<string, NativeAttributeValue>[]> {
  try {
    const { items, fichiers } = await preparerPiecesDemo(
      dossiersAvecPieces(dossiers, maintenant),
      maintenant,
    );
    await Promise.all(fichiers.map((f) => putFile(f.cle, f.octets, f.typeMime)));
    return items;
  } catch (error) {
    logger.warn('pièces jointes de démonstration non déposées', errorFields(error));
    return [];
  }
}
