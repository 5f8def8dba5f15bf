// Examiners' appointment hours (RV availability): one item per examiner and office holding the
// weekly pattern and the one-off exceptions. Access patterns V4–V5 of docs/data-model.md.
import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import type { DisponibiliteRv, ExceptionRv, PlageHebdomadaire } from '@umj/shared/disponibilites-rv';
import { VERSION_INITIALE } from '@umj/shared/version';
import { getItem } from './get-item.ts';
import { putFirstVersion, updateVersioned } from './ecriture-versionnee.ts';
import { keys, prefixes } from './keys.ts';
import { queryAll } from './query-all.ts';

function toDisponibiliteRv(item: Record<string, NativeAttributeValue>): DisponibiliteRv {
  return {
    bureauId: item.bureauId as string,
    examinateurId: item.examinateurId as string,
    semaine: (item.semaine as PlageHebdomadaire[] | undefined) ?? [],
    exceptions: (item.exceptions as ExceptionRv[] | undefined) ?? [],
    version: item.version as number,
  };
}

/** V4: the hours of every examiner of an office who declared some (one Query, consistent). */
export async function listerDisponibilitesRv(bureauId: string): Promise<DisponibiliteRv[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': keys.disponibilitesRv(bureauId), ':sk': prefixes.examinateurRv },
    ConsistentRead: true,
  });
  return items.map(toDisponibiliteRv);
}

/** V4: the hours of one examiner in an office, or undefined when it declared nothing (GetItem). */
export async function lireDisponibiliteRv(
  bureauId: string,
  examinateurId: string,
): Promise<DisponibiliteRv | undefined> {
  return getItem(keys.disponibiliteRv(bureauId, examinateurId), toDisponibiliteRv);
}

/**
 * V5: writes the whole pattern and exceptions of one examiner at the version read. Version 0 (nothing
 * declared when the caller read): Put if not exists, 409 when someone declared meanwhile. Otherwise the
 * versioned UpdateItem (409 when the version moved on). Returns the stored hours.
 */
export async function enregistrerDisponibiliteRv(
  dispo: Omit<DisponibiliteRv, 'version'>,
  versionLue: number,
  meta: { modifiePar: string; now: Date },
): Promise<DisponibiliteRv> {
  const champs = {
    semaine: dispo.semaine,
    exceptions: dispo.exceptions,
    modifiePar: meta.modifiePar,
    modifieLe: meta.now.toISOString(),
  };
  if (versionLue === 0) {
    const item = {
      ...keys.disponibiliteRv(dispo.bureauId, dispo.examinateurId),
      type: 'DisponibiliteRv',
      bureauId: dispo.bureauId,
      examinateurId: dispo.examinateurId,
      ...champs,
      version: VERSION_INITIALE,
    };
    await putFirstVersion(item);
    return toDisponibiliteRv(item);
  }
  const item = await updateVersioned({
    key: keys.disponibiliteRv(dispo.bureauId, dispo.examinateurId),
    expectedVersion: versionLue,
    changes: champs,
    notFoundMessage: 'Aucune disponibilité enregistrée pour cet examinateur',
  });
  return toDisponibiliteRv(item);
}
