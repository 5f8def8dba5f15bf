// How the audit entries of a piece of work were sent (docs/data-model.md A5): every write's entry goes
// in the write's own transaction, never in a Put of its own after it. The DynamoDB calls sent while
// `travail` runs are read on the real client (a spy that lets every call through to DynamoDB Local):
// what was sent, refused transactions included.
import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { vi } from 'vitest';
import { ddb } from '../../src/data/dynamodb-client.ts';

type Item = Record<string, NativeAttributeValue>;

export interface EcrituresAudit<T> {
  resultat: T;
  /** Entries written in a transaction with at least one other item (the change they record). */
  avecLeChangement: Item[];
  /** Entries written alone (a Put of their own, or a transaction of the entry only). */
  seules: Item[];
}

const estEntree = (item: Item | undefined): item is Item => String(item?.PK ?? '').startsWith('AUDIT#');

export async function ecrituresAudit<T>(travail: () => Promise<T>): Promise<EcrituresAudit<T>> {
  const send = vi.spyOn(ddb, 'send');
  let resultat: T;
  let appels: (typeof send.mock.calls)[number][];
  try {
    resultat = await travail();
  } finally {
    // Read before the restore, which forgets them.
    appels = [...send.mock.calls];
    send.mockRestore();
  }
  const avecLeChangement: Item[] = [];
  const seules: Item[] = [];
  for (const [commande] of appels) {
    const input = commande.input as { Item?: Item; TransactItems?: { Put?: { Item: Item } }[] };
    const nom = commande.constructor.name;
    if (nom === 'PutCommand' && estEntree(input.Item)) seules.push(input.Item);
    if (nom !== 'TransactWriteCommand') continue;
    const items = input.TransactItems ?? [];
    const entrees = items.map((t) => t.Put?.Item).filter(estEntree);
    (items.length > entrees.length ? avecLeChangement : seules).push(...entrees);
  }
  return { resultat: resultat!, avecLeChangement, seules };
}
