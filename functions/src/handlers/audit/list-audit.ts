// GET /audit?du=AAAA-MM-JJ&au=AAAA-MM-JJ&limite=50&suivant=...&utilisateur=&bureauId=&action=&resultat=
// administrators of every office only (the /admin/audit screen): the audit entries of the UTC days
// du..au, newest first, filtered, paginated -> { elements: AuditEntryStockee[], suivant: string | null }.
// Each page reads the AUDIT_SHARDS partitions of its day (data/audit.ts A6); the cursor is the day and
// the sort key of the page's last entry.
import { estAdministrateurSansBureau } from '@umj/shared/administration';
import { listAuditByDay, type AuditEntryStockee } from '../../data/audit.ts';
import { prefixes } from '../../data/keys.ts';
import { decalerJour } from '../../data/audit-periodes.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { ForbiddenError, ValidationError } from '../../errors.ts';
import { auditQuerySchema } from '../../schemas/http-inputs.ts';

export const MESSAGE_AUDIT_TOUS_BUREAUX =
  "Seul un administrateur de tous les bureaux peut consulter le journal d'audit";

interface Curseur {
  jour: string;
  /** The sort key of the last entry returned (the next page starts below it). */
  avant?: string;
}

function encode(c: Curseur): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

/** A forged cursor is a 400, never a DynamoDB error (500): a day of the period and an entry's key. */
function decode(text: string, du: string, au: string): Curseur {
  try {
    const c = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Curseur;
    const avantValide =
      c.avant === undefined ||
      (typeof c.avant === 'string' &&
        c.avant.startsWith(`${prefixes.entreeAudit}${c.jour}T`) &&
        c.avant.length < 200);
    if (typeof c.jour === 'string' && c.jour >= du && c.jour <= au && avantValide) return c;
  } catch {
    // falls through to the 400 below
  }
  throw new ValidationError('Curseur de pagination invalide', 'suivant');
}

export const handler = apiHandler(
  { name: 'audit/list-audit', query: auditQuerySchema },
  async ({ query, session }) => {
    if (!estAdministrateurSansBureau(session)) throw new ForbiddenError(MESSAGE_AUDIT_TOUS_BUREAUX);
    const { utilisateur, bureauId, action, resultat } = query;
    const filtre = { utilisateur, bureauId, action, resultat };
    const elements: AuditEntryStockee[] = [];
    let curseur: Curseur | undefined = query.suivant
      ? decode(query.suivant, query.du, query.au)
      : { jour: query.au };
    while (curseur && elements.length < query.limite) {
      const page = await listAuditByDay(curseur.jour, query.limite - elements.length, curseur.avant, filtre);
      elements.push(...page.entries);
      if (page.suivant) curseur = { jour: curseur.jour, avant: page.suivant };
      else curseur = curseur.jour > query.du ? { jour: decalerJour(curseur.jour, -1) } : undefined;
    }
    return { body: { elements, suivant: curseur ? encode(curseur) : null } };
  },
);
