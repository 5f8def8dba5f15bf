// How offices are shown to a caller: the API shape of docs/product-rules.md#entities (id, nom, logo + presigned
// logoUrl, version), and their audit target. Where logos live: services/logos-bureaux.ts.
import type { Bureau } from '@umj/shared/bureau';
import type { BureauItem } from '../../data/bureaux.ts';
import { presignDownload } from '../../lib/adapters/files-storage.ts';

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
