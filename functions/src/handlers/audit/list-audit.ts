// GET /audit?du=AAAA-MM-JJ&au=AAAA-MM-JJ&limite=50&suivant=...&utilisateur=&bureauId=&action=&resultat=
// administrators (the /admin/audit screen): the audit entries of the Paris days du..au, newest first,
// filtered, paginated -> { elements: AuditEntryStockee[], suivant: string | null }.
// An administrator of every office reads every entry (the AUDIT_SHARDS partitions of each UTC day,
// data/audit.ts A6), or one office's (its office partitions, A8) with `bureauId`; an administrator whose
// account lists offices reads the office partitions of its offices only (A8: an entry of another office
// or of none is never read), and `bureauId` of another office is 404 'Bureau introuvable' (a refused
// access in the trail). A Paris day spans two UTC days: both are read, within the Paris day's bounds.
// The cursor is the UTC day and the sort key of the page's last entry.
import { estAdministrateurSansBureau } from '@umj/shared/administration';
import { listerEntreesAuditDuJour, type AuditEntryStockee, type PorteeAudit } from '../../data/audit.ts';
import { bornesJoursParis, decalerJour } from '../../data/audit-periodes.ts';
import { prefixes } from '../../data/keys.ts';
import { ValidationError } from '../../errors.ts';
import { assertBureauVisible } from '../../lib/auth/office-scope.ts';
import type { AuthSession } from '../../lib/auth/session.ts';
import type { AuditInfo } from '../../lib/http/request-state.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { auditQuerySchema } from '../../schemas/http-inputs.ts';

interface Curseur {
  jour: string;
  /** The sort key of the last entry returned (the next page starts below it). */
  avant?: string;
}

function encode(c: Curseur): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

/** A forged cursor is a 400, never a DynamoDB error (500): a UTC day of the period and an entry's key. */
function decode(text: string, premierJour: string, dernierJour: string): Curseur {
  try {
    const c = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Curseur;
    const avantValide =
      c.avant === undefined ||
      (typeof c.avant === 'string' &&
        c.avant.startsWith(`${prefixes.entreeAudit}${c.jour}T`) &&
        c.avant.length < 200);
    if (typeof c.jour === 'string' && c.jour >= premierJour && c.jour <= dernierJour && avantValide) return c;
  } catch {
    // falls through to the 400 below
  }
  throw new ValidationError('Curseur de pagination invalide', 'suivant');
}

/**
 * Whose entries the caller reads: the server's rule, from its session and the office filter (the
 * office the call concerns, named by its audit entry, a refusal's included).
 */
function porteeDe(session: AuthSession, bureauId: string | undefined, audit: AuditInfo): PorteeAudit {
  if (bureauId !== undefined) {
    audit.bureauId = bureauId;
    assertBureauVisible(session, bureauId);
    return { bureaux: [bureauId] };
  }
  return estAdministrateurSansBureau(session) ? 'tous' : { bureaux: session.bureauIds };
}

export const handler = apiHandler(
  { name: 'audit/list-audit', query: auditQuerySchema },
  async ({ query, session, audit }) => {
    const portee = porteeDe(session, query.bureauId, audit);
    const { utilisateur, action, resultat } = query;
    const filtre = { utilisateur, action, resultat };
    const { de, a, premierJour, dernierJour } = bornesJoursParis(query.du, query.au);
    const elements: AuditEntryStockee[] = [];
    let curseur: Curseur | undefined = query.suivant
      ? decode(query.suivant, premierJour, dernierJour)
      : { jour: dernierJour };
    while (curseur && elements.length < query.limite) {
      const bornes = { de, a, ...(curseur.avant ? { avant: curseur.avant } : {}) };
      const page = await listerEntreesAuditDuJour(
        curseur.jour,
        query.limite - elements.length,
        bornes,
        portee,
        filtre,
      );
      elements.push(...page.entries);
      if (page.suivant) curseur = { jour: curseur.jour, avant: page.suivant };
      else curseur = curseur.jour > premierJour ? { jour: decalerJour(curseur.jour, -1) } : undefined;
    }
    return { body: { elements, suivant: curseur ? encode(curseur) : null } };
  },
);
