// S3 keys of office logos: bureaux/<id>/logo/<random>.<ext>. A PATCH may only point an office at a
// key under its own prefix.
import { randomUUID } from 'node:crypto';

export function logoKeyPrefix(bureauId: string): string {
  return `bureaux/${bureauId}/logo/`;
}

export function newLogoKey(bureauId: string, extension: string): string {
  return `${logoKeyPrefix(bureauId)}${randomUUID()}.${extension}`;
}
