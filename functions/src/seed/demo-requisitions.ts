// The requisition index of the demo files (docs/data-model.md, R1): a couple of visible duplicates per
// office (the second most recent validated report with a requisition takes the requester and number of
// the most recent one: both left unbilled by the demo bordereaux, the bordereau screen asks the
// confirmation), the flag of every file sharing a key, and one index item per file with a requester and
// a number. Pure: the seed batch-writes what it returns.
import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { cleRequisition } from '@umj/shared/requisitions';
import { STATUT } from '@umj/shared/statuts-dossier';
import type { DossierAEcrire } from '../data/dossiers.ts';
import { keys } from '../data/keys.ts';
import { itemRequisition } from '../data/requisitions.ts';

type Item = Record<string, NativeAttributeValue>;

/** The files with the demo duplicates and their flags, and the index items to write with them. */
export function requisitionsDemo(dossiers: readonly DossierAEcrire[]): {
  dossiers: DossierAEcrire[];
  index: Item[];
} {
  const premiers = new Map<string, DossierAEcrire | 'fait'>();
  // From the most recent file back: the demo bordereaux bill the older validated files.
  const copies = [...dossiers].reverse().map((d) => {
    if (d.statut?.id !== STATUT.rapportValide || cleRequisition(d) === null) return d;
    const premier = premiers.get(d.bureauId);
    if (premier === 'fait') return d;
    if (premier === undefined) {
      premiers.set(d.bureauId, d);
      return d;
    }
    premiers.set(d.bureauId, 'fait');
    return { ...d, requerant: premier.requerant, requisitionNumero: premier.requisitionNumero };
  });
  copies.reverse();
  const parCle = new Map<string, number>();
  for (const d of copies) {
    const cle = cleRequisition(d);
    if (cle !== null) {
      const pk = keys.requisition(cle);
      parCle.set(pk, (parCle.get(pk) ?? 0) + 1);
    }
  }
  const flagues = copies.map((d) => {
    const cle = cleRequisition(d);
    return cle !== null && (parCle.get(keys.requisition(cle)) ?? 0) > 1
      ? { ...d, requisitionEnDouble: true as const }
      : d;
  });
  return { dossiers: flagues, index: flagues.flatMap((d) => itemRequisition(d) ?? []) };
}
