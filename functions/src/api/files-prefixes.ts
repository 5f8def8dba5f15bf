// Key prefixes of the files bucket, one per kind of object. The handlers build their keys from them,
// and the CDK stack limits each Lambda's S3 permissions to the prefixes of the objects it handles
// (infra/lib/stateless/handler-access.ts), so that a handler cannot read or write another
// kind of file even through a forged key.
export const PREFIXES_FICHIERS = {
  /** `bureaux/<office>/logo/<random>.<ext>`. */
  logos: 'bureaux/',
  /** `documents-vierges/<uuid>`. */
  documentsVierges: 'documents-vierges/',
  /** `dprapports/modeles/<uuid>`. */
  modelesDprapports: 'dprapports/modeles/',
  /** `dossiers/<office>/<file>/<attachment>/original.<ext>|apercu320.jpg`: checked files only. */
  pieces: 'dossiers/',
  /**
   * `incoming/dossiers/<office>/<file>/<attachment>`: the one key an attachment's upload form may write;
   * the check moves the file under `pieces` (never written by a form) or deletes it.
   */
  piecesEntrantes: 'incoming/dossiers/',
  /** `bordereaux/<office>/<number>.pdf|-chorus.csv`. */
  bordereaux: 'bordereaux/',
} as const;
