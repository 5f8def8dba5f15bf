// Payment splits. Access patterns P1–P3 of docs/data-model.md: one item per office and day,
// `BUREAU#<b>#REPARTITIONS` / `<jour 6 digits>`, the key itself making the split unique (R4): the daily
// computation Puts it only if absent, the administrator's recompute replaces it on the version read
// (R3) and, in the same transaction, writes the replaced version as its own item
// (`VERSION#<jour>#<version>`, same partition, sorted after every day): the current item never grows.
// The acts a split pays are read on GSI3 (P3: an office's files of one exam day).
import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { isoDepuisJour, type Jour } from '@umj/shared/dates';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import type { RepartitionPaiement, VersionRepartition } from '@umj/shared/repartition-paiement';
import { MESSAGE_REPARTITION_INTROUVABLE } from '@umj/shared/repartition-paiement';
import { VersionConflictError } from '../errors.ts';
import { refusVersionne, siAccepte } from './conditional-errors.ts';
import { dossierDepuisItem } from './dossiers.ts';
import { ecritureUnique, remplacementVersionne, transactVersioned } from './ecriture-versionnee.ts';
import { getItem } from './get-item.ts';
import { keys } from './keys.ts';
import { putNew } from './put-new.ts';
import { queryAll } from './query-all.ts';

type Item = Record<string, NativeAttributeValue>;

const TYPE_VERSION = 'VersionRepartitionPaiement';

/** The current version's item: the split without its history (the history is the version items). */
function item(r: RepartitionPaiement, jour: Jour): Item {
  const { historique: _historique, ...courante } = r;
  return { ...keys.repartition(r.bureauId, jour), type: 'RepartitionPaiement', jour, ...courante };
}

/** The item of an earlier version of a split (P1). */
export function itemVersion(bureauId: string, jour: Jour, v: VersionRepartition): Item {
  return {
    ...keys.versionRepartition(bureauId, jour, v.version),
    type: TYPE_VERSION,
    jour,
    bureauId,
    date: isoDepuisJour(jour),
    ...v,
  };
}

function versionDepuisItem(i: Item): VersionRepartition {
  const { PK: _pk, SK: _sk, type: _type, jour: _jour, bureauId: _b, date: _d, ...v } = i;
  return v as VersionRepartition;
}

function depuisItem(i: Item, historique: VersionRepartition[]): RepartitionPaiement {
  const { PK: _pk, SK: _sk, type: _type, jour: _jour, historique: _ancien, ...r } = i;
  return { ...(r as Omit<RepartitionPaiement, 'historique'>), historique };
}

/** The version items of the days `du`..`au` of an office, newest version first, by day number. */
async function versionsParJour(
  bureauId: string,
  du: Jour,
  au: Jour,
  consistante: boolean,
): Promise<Map<number, VersionRepartition[]>> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :du AND :au',
    ExpressionAttributeValues: {
      ':pk': keys.repartitions(bureauId),
      ':du': keys.versionRepartition(bureauId, du, 0).SK,
      ':au': `${keys.versionRepartition(bureauId, au, 0).SK.slice(0, -6)}~`,
    },
    ScanIndexForward: false,
    ConsistentRead: consistante,
  });
  const parJour = new Map<number, VersionRepartition[]>();
  for (const i of items) {
    const jour = i.jour as number;
    parJour.set(jour, [...(parJour.get(jour) ?? []), versionDepuisItem(i)]);
  }
  return parJour;
}

/** P1 (read): the split of an office and day and its earlier versions, consistent reads. */
export async function lireRepartition(
  bureauId: string,
  jour: Jour,
): Promise<RepartitionPaiement | undefined> {
  const [courante, versions] = await Promise.all([
    getItem(keys.repartition(bureauId, jour)),
    versionsParJour(bureauId, jour, jour, true),
  ]);
  return courante ? depuisItem(courante, versions.get(jour) ?? []) : undefined;
}

/** P1 (read): one earlier version of a split (undefined when there is none). */
export async function lireVersionRepartition(
  bureauId: string,
  jour: Jour,
  version: number,
): Promise<VersionRepartition | undefined> {
  return getItem(keys.versionRepartition(bureauId, jour, version), versionDepuisItem);
}

/**
 * P1 (create): Put if not exists (with the run's audit entry in one transaction when it has one:
 * services/repartition-paiement.ts). Returns false, writing nothing, when the split of that office and
 * day already exists (a replayed event, a second run, a concurrent run): the database decides.
 */
export async function creerRepartition(r: RepartitionPaiement, jour: Jour): Promise<boolean> {
  return siAccepte(ecritureUnique({ Put: putNew(item(r, jour)) }, () => undefined));
}

/**
 * P1 (recompute): one transaction replaces the current item if its version is still `versionLue`
 * and writes the replaced version (`remplacee`) as its own item (VersionConflictError when the stored
 * version moved, NotFoundError when there is no split; nothing written then).
 */
export async function remplacerRepartition(
  r: RepartitionPaiement,
  jour: Jour,
  versionLue: number,
  remplacee: VersionRepartition,
): Promise<void> {
  await transactVersioned(
    [
      { Put: remplacementVersionne(item(r, jour), versionLue) },
      // The replaced version already written: another recompute of the same version won.
      { Put: putNew(itemVersion(r.bureauId, jour, remplacee)) },
    ],
    (refus) =>
      refus.index === 0 ? refusVersionne(MESSAGE_REPARTITION_INTROUVABLE)(refus) : new VersionConflictError(),
  );
}

/** P3: the acts of an office examined on `jour` (GSI3, sparse: only Examiné..Rapport validé files). */
export async function listerActesDuJour(bureauId: string, jour: Jour): Promise<DossierPatientStocke[]> {
  const items = await queryAll({
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.actesDuJour(bureauId, isoDepuisJour(jour)) },
  });
  return items.map(dossierDepuisItem);
}

/** P2: an office's splits from `du` to `au` (day numbers, both included), by day, with their versions. */
export async function listerRepartitions(
  bureauId: string,
  du: Jour,
  au: Jour,
): Promise<RepartitionPaiement[]> {
  const [items, versions] = await Promise.all([
    queryAll({
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :du AND :au',
      ExpressionAttributeValues: {
        ':pk': keys.repartitions(bureauId),
        ':du': keys.repartition(bureauId, du).SK,
        ':au': keys.repartition(bureauId, au).SK,
      },
    }),
    versionsParJour(bureauId, du, au, false),
  ]);
  return items.map((i) => depuisItem(i, versions.get(i.jour as number) ?? []));
}
