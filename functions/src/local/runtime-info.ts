// What a running `npm start` tells the local commands (`npm run repartition`): the endpoint
// of its DynamoDB Local and the table, written in the data folder while it runs, removed when it stops.
// A command finding no such file (or a dead process) starts its own DynamoDB Local on the same folder.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const RUNTIME_INFO_FILE = 'local-runtime.json';

export interface RuntimeInfo {
  pid: number;
  dynamodbEndpoint: string;
  tableName: string;
  /** The local S3 (`npm run sceller-audit` writes the audit digests there). */
  s3Endpoint?: string;
}

export function ecrireRuntimeInfo(dataDir: string, info: RuntimeInfo): void {
  writeFileSync(join(dataDir, RUNTIME_INFO_FILE), `${JSON.stringify(info)}\n`, { mode: 0o600 });
}

export function effacerRuntimeInfo(dataDir: string): void {
  rmSync(join(dataDir, RUNTIME_INFO_FILE), { force: true });
}

function processusVivant(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The running runtime's info, or null when none runs on this data folder. */
export function lireRuntimeInfo(dataDir: string): RuntimeInfo | null {
  const fichier = join(dataDir, RUNTIME_INFO_FILE);
  if (!existsSync(fichier)) return null;
  try {
    const info = JSON.parse(readFileSync(fichier, 'utf8')) as RuntimeInfo;
    return typeof info.pid === 'number' && processusVivant(info.pid) ? info : null;
  } catch {
    return null;
  }
}
