// The audit entry of the request being served, for the data layer's writes (docs/data-model.md A5):
// the audit middleware (lib/http/middleware/audit-trail.ts) opens a request scope (AsyncLocalStorage)
// whose `construire` builds the entry of a successful change from what the request knows at that
// moment (its target, and the status the route answers). Every write path of data/
// (ecriture-versionnee.ts: versioned writes, first versions, transactions, `ecritureUnique` for any
// other single write; dossiers.ts: creation) appends the entry's Put to its TransactWrite once, so the
// change and its entry are written together or not at all; the middleware then knows the entry was
// written and writes none itself. A write whose target is only known in the data layer (a bordereau's
// number) names it before its transaction is sent. Outside a request, the jobs that write an audited
// change open a scope of their own (the scheduled payment split, `npm run create-admin`); seeds have none.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ChampsAudit } from '@umj/shared/audit';
import { itemEntreeAudit } from './audit.ts';
import { tableName } from './dynamodb-client.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface AuditDeLaRequete {
  /** The entry of a successful change now, or undefined when the request's successes are not audited. */
  construire: () => ChampsAudit | undefined;
  /** Set once a write carried the entry: the request's change is recorded. */
  ecrite: boolean;
}

const portee = new AsyncLocalStorage<AuditDeLaRequete>();

/** Runs `fn` (one request) with its audit scope. */
export function avecAuditDeLaRequete<T>(audit: AuditDeLaRequete, fn: () => T): T {
  return portee.run(audit, fn);
}

/** The audit scope of the request being served (undefined outside one). */
export function auditEnCours(): AuditDeLaRequete | undefined {
  return portee.getStore();
}

/** true when a write now would carry the request's entry. */
export function auditAJoindre(): boolean {
  const audit = portee.getStore();
  return audit !== undefined && !audit.ecrite && audit.construire() !== undefined;
}

/**
 * The Put of the request's entry for a write about to be sent, with `confirmer` to call once the write
 * succeeded; undefined when there is none to add (no request, not audited, already written).
 */
export function entreeAuditAJoindre(): { item: TransactItem; confirmer: () => void } | undefined {
  const audit = portee.getStore();
  if (!audit || audit.ecrite) return undefined;
  const entree = audit.construire();
  if (!entree) return undefined;
  const item = itemEntreeAudit(entree);
  return {
    item: { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
    confirmer: () => {
      audit.ecrite = true;
    },
  };
}
