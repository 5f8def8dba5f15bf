// A chosen file before its upload (docs/product-rules.md#attachment): its type (the browser's, else its
// extension's), the `accept` of a kind's file input, and the upload request checked by shared's schema.
import { demandePieceSchema, PIECES, type DemandePiece, type GenrePiece } from '@umj/shared/dossiers-api';

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
