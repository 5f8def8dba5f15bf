// Configuration entries (docs/product-rules.md#configuration-entry: cle and valeur). Access patterns K1–K3 of
// docs/data-model.md: one partition CONFIGURATION, one item per key.
import { QueryCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import type { ConfigurationKey } from '@umj/shared/configuration';
import { VERSION_INITIALE } from '@umj/shared/version';
import { AlreadyExistsError } from '../errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { transact, updateVersioned } from './ecriture-versionnee.ts';
import { keys } from './keys.ts';
import { putNew } from './put-new.ts';
import { ATTRIBUT_SID_MODIFICATION } from './signaux-changement.ts';

export interface ConfigurationItem {
  cle: ConfigurationKey;
  valeur: unknown;
  version: number;
  modifieLe: string;
}

function toEntry(item: Record<string, NativeAttributeValue>): ConfigurationItem {
  return {
    cle: item.cle as ConfigurationKey,
    valeur: item.valeur,
    version: item.version as number,
    modifieLe: item.modifieLe as string,
  };
}

/** K1: every configuration entry (an empty list when there is no configuration). */
export async function listerConfiguration(): Promise<ConfigurationItem[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.configurationCollection },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map(toEntry);
}

/**
 * The `sid` of the session that wrote an entry, read by the change signal of the stream
 * (data/signaux-changement.ts): the writer's own session does not reload (docs/product-rules.md#session).
 */
const sidDe = (sid: string | undefined) => (sid === undefined ? {} : { [ATTRIBUT_SID_MODIFICATION]: sid });

function putEntry(e: { cle: string; valeur: unknown }, now: Date, sid: string | undefined) {
  return putNew({
    ...keys.configuration(e.cle),
    type: 'Configuration',
    cle: e.cle,
    valeur: e.valeur,
    version: VERSION_INITIALE,
    modifieLe: now.toISOString(),
    ...sidDe(sid),
  });
}

/**
 * K2: create the whole configuration at once (POST /configuration), only where none of its keys
 * exists yet: all entries are written or none (409 when a configuration already exists).
 */
export async function creerConfiguration(
  entries: readonly { cle: string; valeur: unknown }[],
  now: Date,
  sid?: string,
): Promise<void> {
  await transact(
    entries.map((e) => ({ Put: putEntry(e, now, sid) })),
    () => new AlreadyExistsError('La configuration existe déjà : modifiez ses valeurs une par une'),
  );
}

/** K3: versioned update of one key's value (404 when the key has no entry, 409 on a version conflict). */
export async function modifierEntreeConfiguration(
  cle: ConfigurationKey,
  valeur: unknown,
  expectedVersion: number,
  now: Date,
  sid?: string,
): Promise<ConfigurationItem> {
  const item = await updateVersioned({
    key: keys.configuration(cle),
    expectedVersion,
    changes: { valeur, modifieLe: now.toISOString(), ...sidDe(sid) },
    notFoundMessage: 'Configuration introuvable pour cette clé',
  });
  return toEntry(item);
}
