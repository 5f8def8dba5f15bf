// How offices are shown to a caller: the API shape of spec §3 (id, nom, logo + presigned logoUrl,
// version) and the visibility rule of shared/ (spec §6: a user's offices, or all when unrestricted).
import type { Bureau, BureauRef } from '@umj/shared/bureau';
import { canSeeBureau } from '@umj/shared/bureau';
import type { BureauItem } from '../data/bureaux.ts';
import { presignDownload } from './files-storage.ts';
import { OutOfScopeError } from './errors.ts';
import type { AuthSession } from './session.ts';

export async function toBureauResponse(b: BureauItem): Promise<Bureau> {
  return {
    id: b.id,
    nom: b.nom,
    logo: b.logo,
    logoUrl: b.logo ? await presignDownload(b.logo) : null,
    version: b.version,
  };
}

/** The caller's offices as refs, for shared's visibility rule. */
export function sessionBureaux(session: AuthSession): BureauRef[] {
  return session.bureauIds.map((id) => ({ id, nom: '' }));
}

export function isBureauVisible(session: AuthSession, bureauId: string): boolean {
  return canSeeBureau({ role: session.role, bureaux: sessionBureaux(session) }, bureauId);
}

/**
 * Spec §6 office scope on the server: an office the caller may not see is answered like an unknown one
 * (404 'Bureau introuvable'), and audited as a refused access. Applies to administrators with offices too.
 */
export function assertBureauVisible(session: AuthSession, bureauId: string): void {
  if (!isBureauVisible(session, bureauId)) throw new OutOfScopeError('Bureau introuvable');
}
