// Attachments of one patient file (docs/product-rules.md#attachment): the list with short-lived URLs, the
// three-step upload (POST .../pieces asks for a presigned POST limited in type and size by the storage,
// the browser sends the file with its progress, POST .../pieces/{pieceId}/fin records it and makes the
// photo's 320-pixel preview) and the deletion with the version read. Key ['DossierPatient', bureauId,
// 'pieces', id]: a realtime DossierPatient change refetches it; a write here also refreshes the file
// (['DossierPatient', bureauId, 'dossier', id], its photos and documents) and its history.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  demandePieceSchema,
  PIECES,
  type DemandePiece,
  type GenrePiece,
  type PieceStockee,
  type TeleversementPiece,
} from '@umj/shared/dossiers-api';
import { ApiError } from '../../../lib/api-error.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { envoyerAuStockage, type UploadProgress } from '../../../lib/files/presigned-upload.ts';
import { tableKey } from '../../../lib/query-keys.ts';

const cheminDossier = (bureauId: string, dossierId: number) =>
  `/bureaux/${encodeURIComponent(bureauId)}/dossiers-patients/${dossierId}`;

export const piecesKey = (bureauId: string, dossierId: number) =>
  tableKey('DossierPatient', bureauId, 'pieces', dossierId);

/** What an attachment write changes: the attachments, the file itself and its history. */
function useRafraichir(bureauId: string, dossierId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      (['pieces', 'dossier', 'historique'] as const).map((quoi) =>
        queryClient.invalidateQueries({ queryKey: tableKey('DossierPatient', bureauId, quoi, dossierId) }),
      ),
    );
}

export const fetchPieces = (bureauId: string, dossierId: number, signal?: AbortSignal) =>
  apiFetch<{ elements: PieceStockee[] }>(`${cheminDossier(bureauId, dossierId)}/pieces`, { signal });

/**
 * The URLs the server gives live a few minutes: the list is read again every 4 minutes while shown, and
 * an original is always opened from a fresh read (see `pieceFraiche`).
 */
export function piecesQueryOptions(bureauId: string, dossierId: number) {
  return queryOptions({
    queryKey: piecesKey(bureauId, dossierId),
    queryFn: ({ signal }) => fetchPieces(bureauId, dossierId, signal).then((r) => r.elements),
    refetchInterval: 4 * 60_000,
  });
}

export function usePieces(bureauId: string, dossierId: number) {
  return useQuery(piecesQueryOptions(bureauId, dossierId));
}

/** The attachment read again now, so that its URLs are valid at the moment of the click. */
export async function pieceFraiche(
  bureauId: string,
  dossierId: number,
  pieceId: string,
): Promise<PieceStockee> {
  const { elements } = await fetchPieces(bureauId, dossierId);
  const piece = elements.find((p) => p.id === pieceId);
  if (!piece) throw new Error('Cette pièce a été supprimée entre-temps');
  return piece;
}

const EXTENSIONS: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
};

/** The type of a chosen file: the browser's, else the one of its extension (HEIC and ODT are often ''). */
export function typeMimeDuFichier(file: Pick<File, 'name' | 'type'>): string {
  if (file.type !== '') return file.type;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return EXTENSIONS[extension] ?? '';
}

/** `accept` of the file input of one kind: its types and their extensions. */
export function acceptDuGenre(genre: GenrePiece): string {
  const types = PIECES[genre].types as readonly string[];
  const extensions = Object.entries(EXTENSIONS)
    .filter(([, type]) => types.includes(type))
    .map(([ext]) => `.${ext}`);
  return [...extensions, ...types].join(',');
}

/** The upload request of a file, or the shared schema's French refusals (type, size, empty, name). */
export function demandeDuFichier(
  genre: GenrePiece,
  file: Pick<File, 'name' | 'type' | 'size'>,
): { ok: true; demande: DemandePiece } | { ok: false; messages: string[] } {
  const result = demandePieceSchema.safeParse({
    genre,
    nom: file.name,
    description: '',
    typeMime: typeMimeDuFichier(file),
    tailleEnOctets: file.size,
  });
  if (result.success) return { ok: true, demande: result.data };
  return { ok: false, messages: [...new Set(result.error.issues.map((i) => i.message))] };
}

/** The storage's size refusal in the words of the kind's limit (the generic helper says 20 Mo). */
function refusDuStockage(error: unknown, genre: GenrePiece): unknown {
  if (error instanceof ApiError && error.code === 'EntityTooLarge') {
    const message =
      genre === 'photo'
        ? 'Photo trop volumineuse (15 Mo au plus)'
        : 'Document trop volumineux (20 Mo au plus)';
    return new ApiError(error.status, error.statusText, { ...error.body, message });
  }
  return error;
}

export async function deposerPiece(
  bureauId: string,
  dossierId: number,
  demande: DemandePiece,
  file: Blob,
  onProgress: UploadProgress,
): Promise<PieceStockee> {
  const chemin = `${cheminDossier(bureauId, dossierId)}/pieces`;
  const televersement = await apiFetch<TeleversementPiece>(chemin, { method: 'POST', body: demande });
  try {
    await envoyerAuStockage(televersement, file, { field: 'fichier', onProgress });
  } catch (error) {
    throw refusDuStockage(error, demande.genre);
  }
  return apiFetch<PieceStockee>(`${chemin}/${encodeURIComponent(televersement.pieceId)}/fin`, {
    method: 'POST',
  });
}

export function useDeposerPiece(bureauId: string, dossierId: number) {
  const rafraichir = useRafraichir(bureauId, dossierId);
  return useMutation({
    mutationFn: (v: { demande: DemandePiece; file: Blob; onProgress: UploadProgress }) =>
      deposerPiece(bureauId, dossierId, v.demande, v.file, v.onProgress),
    onSettled: rafraichir,
  });
}

export const supprimerPiece = (
  bureauId: string,
  dossierId: number,
  piece: Pick<PieceStockee, 'id' | 'version'>,
) =>
  apiFetch<unknown>(`${cheminDossier(bureauId, dossierId)}/pieces/${encodeURIComponent(piece.id)}`, {
    method: 'DELETE',
    body: { version: piece.version },
  });

export function useSupprimerPiece(bureauId: string, dossierId: number) {
  const rafraichir = useRafraichir(bureauId, dossierId);
  return useMutation({
    mutationFn: (piece: Pick<PieceStockee, 'id' | 'version'>) => supprimerPiece(bureauId, dossierId, piece),
    onSettled: rafraichir,
  });
}
