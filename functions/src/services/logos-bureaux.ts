// Where office logos live in the files bucket (docs/product-rules.md#office): S3 keys
// bureaux/<id>/logo/<random>.<ext>. A PATCH may only point an office at a key under its own prefix.
import { randomUUID } from 'node:crypto';
import { PREFIXES_FICHIERS } from '../api/files-prefixes.ts';

export function logoKeyPrefix(bureauId: string): string {
  return `${PREFIXES_FICHIERS.logos}${bureauId}/logo/`;
}

export function newLogoKey(bureauId: string, extension: string): string {
  return `${logoKeyPrefix(bureauId)}${randomUUID()}.${extension}`;
}
