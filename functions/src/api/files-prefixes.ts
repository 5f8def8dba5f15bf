// Key prefixes of the files bucket, one per kind of object. The handlers build their keys from them,
// and the CDK stack limits each Lambda's S3 permissions to the prefixes of the objects it handles
// (issue 12: infra/lib/stateless/handler-access.ts), so that a handler cannot read or write another
// kind of file even through a forged key.
export const PREFIXES_FICHIERS = {
  /** `bureaux/<office>/logo/<random>.<ext>` (issue 3). */
  logos: 'bureaux/',
  /** `documents-vierges/<uuid>` (issue 8). */
  documentsVierges: 'documents-vierges/',
  /** `dprapports/modeles/<uuid>` (issue 8). */
  modelesDprapports: 'dprapports/modeles/',
  /** `dossiers/<office>/<file>/<attachment>/original.<ext>|apercu320.jpg`: checked files only. */
  pieces: 'dossiers/',
  /**
   * `incoming/dossiers/<office>/<file>/<attachment>`: the one key an attachment's upload form may write;
   * the check moves the file under `pieces` (never written by a form) or deletes it.
   */
  piecesEntrantes: 'incoming/dossiers/',
  /** `bordereaux/<office>/<number>.pdf|-chorus.csv` (issue 11). */
  bordereaux: 'bordereaux/',
} as const;
