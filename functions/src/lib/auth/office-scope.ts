// docs/product-rules.md#access office scope on the server, for every handler: the caller sees its own offices, or all of them
// when it is an administrator without offices (shared/'s visibility rule).
import type { BureauRef } from '@umj/shared/bureau';
import { canSeeBureau } from '@umj/shared/bureau';
import { OutOfScopeError } from '../../errors.ts';
import type { AuthSession } from './session.ts';

/** The caller's offices as refs, for shared's visibility rule. */
export function sessionBureaux(session: AuthSession): BureauRef[] {
  return session.bureauIds.map((id) => ({ id, nom: '' }));
}

export function isBureauVisible(session: AuthSession, bureauId: string): boolean {
  return canSeeBureau({ role: session.role, bureaux: sessionBureaux(session) }, bureauId);
}

/**
 * An office the caller may not see is answered like an unknown one (404 'Bureau introuvable'), and
 * audited as a refused access. Applies to administrators with offices too.
 */
export function assertBureauVisible(session: AuthSession, bureauId: string): void {
  if (!isBureauVisible(session, bureauId)) throw new OutOfScopeError('Bureau introuvable');
}
