// A 409 VERSION_CONFLICT (shared/src/version.ts): someone saved the item since it was read. Screens
// branch on the error's code, not on 409, which ALREADY_EXISTS also answers.
import { CODE_CONFLIT_VERSION } from '@umj/shared/version';
import { ApiError } from '../../lib/api-error.ts';

export function isVersionConflict(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const code = (error as ApiError & { code?: string }).code ?? error.body.code;
  return code === CODE_CONFLIT_VERSION;
}
