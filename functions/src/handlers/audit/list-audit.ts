// GET /audit?du=AAAA-MM-JJ&au=AAAA-MM-JJ&limite=50&suivant=... : admin only; the audit entries of the
// UTC days du..au, newest first, paginated -> { elements: AuditEntry[], suivant: string | null }.
// An administrator limited to offices sees the entries of its offices only.
import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { peutVoirAudit } from '@umj/shared/administration';
import { listAuditByDay, type AuditEntry } from '../../data/audit.ts';
import { keys } from '../../data/keys.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { ValidationError } from '../../errors.ts';
import { auditQuerySchema } from '../../schemas/http-inputs.ts';

interface Curseur {
  jour: string;
  cle?: Record<string, NativeAttributeValue>;
}

function encode(c: Curseur): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

/** A forged key is a 400, never a DynamoDB error (500): exactly the day's PK and a string SK. */
function cleValide(c: Curseur): boolean {
  if (c.cle === undefined) return true;
  if (typeof c.cle !== 'object' || c.cle === null || Array.isArray(c.cle)) return false;
  const { PK, SK, ...reste } = c.cle;
  return (
    PK === keys.auditJour(c.jour) && typeof SK === 'string' && SK !== '' && Object.keys(reste).length === 0
  );
}

function decode(text: string, du: string, au: string): Curseur {
  try {
    const c = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Curseur;
    if (typeof c.jour === 'string' && c.jour >= du && c.jour <= au && cleValide(c)) return c;
  } catch {
    // falls through to the 400 below
  }
  throw new ValidationError('Curseur de pagination invalide', 'suivant');
}

function veille(jour: string): string {
  return new Date(Date.parse(`${jour}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

export const handler = apiHandler(
  { name: 'audit/list-audit', query: auditQuerySchema },
  async ({ query, session }) => {
    const elements: AuditEntry[] = [];
    let curseur: Curseur | undefined = query.suivant
      ? decode(query.suivant, query.du, query.au)
      : { jour: query.au };
    while (curseur && elements.length < query.limite) {
      const page = await listAuditByDay(curseur.jour, query.limite - elements.length, curseur.cle);
      elements.push(...page.entries.filter((e) => peutVoirAudit(session, e)));
      if (page.lastKey) curseur = { jour: curseur.jour, cle: page.lastKey };
      else curseur = curseur.jour > query.du ? { jour: veille(curseur.jour) } : undefined;
    }
    return { body: { elements, suivant: curseur ? encode(curseur) : null } };
  },
);
