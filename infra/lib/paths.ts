// Filesystem locations the CDK app reads: the repository root (esbuild's project root and the npm
// lockfile), the handler sources of the functions workspace and the SPA build output.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEPS_LOCK_FILE = join(REPO_ROOT, 'package-lock.json');
export const HANDLERS_DIR = join(REPO_ROOT, 'functions', 'src', 'handlers');
export const WEB_DIST_DIR = join(REPO_ROOT, 'web', 'dist');

/** The source file whose `handler` export serves a route (`auth/login` -> .../handlers/auth/login.ts). */
export function handlerEntry(handler: string): string {
  return join(HANDLERS_DIR, `${handler}.ts`);
}
