// How offices are shown to a caller: the API shape of docs/product-rules.md#entities (id, nom, logo + presigned logoUrl,
// version), and where their logos live in the files bucket.
import { randomUUID } from 'node:crypto';
import type { Bureau } from '@umj/shared/bureau';
import type { BureauItem } from '../../data/bureaux.ts';
import { presignDownload } from '../../lib/adapters/files-storage.ts';
import { PREFIXES_FICHIERS } from '../../api/files-prefixes.ts';

export async function toBureauResponse(b: BureauItem): Promise<Bureau> {
  return {
    id: b.id,
    nom: b.nom,
    logo: b.logo,
    logoUrl: b.logo ? await presignDownload(b.logo) : null,
    version: b.version,
  };
}

/** The audit target of an office. */
export function cibleBureau({ bureauId }: { bureauId: string }): string {
  return `BUREAU#${bureauId}`;
}

// S3 keys of office logos: bureaux/<id>/logo/<random>.<ext>. A PATCH may only point an office at a
// key under its own prefix.
export function logoKeyPrefix(bureauId: string): string {
  return `${PREFIXES_FICHIERS.logos}${bureauId}/logo/`;
}

export function newLogoKey(bureauId: string, extension: string): string {
  return `${logoKeyPrefix(bureauId)}${randomUUID()}.${extension}`;
}
