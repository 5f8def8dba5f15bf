// GET /audit/verification?du=AAAA-MM-JJ&au=AAAA-MM-JJ: administrators of every office only (the access
// policy's 'adminSansRestriction': the digests cover every office's entries).
// Recomputes the digest of every closed 5-minute period of the Paris days du..au from the stored entries
// and compares it with the sealed one (services/scellement-audit.ts). Answers every break (period,
// entry, kind, French message): { du, au, integre, periodes: [{ periode, entrees, etat }],
// ruptures: Rupture[] }. Kinds: 'entrée modifiée', 'entrée manquante', 'entrée ajoutée',
// 'condensat différent', 'condensat manquant' (a due digest absent). Days past the retention are refused.
import { env } from '../../config/env.ts';
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import { bornesJoursParis } from '../../data/audit-periodes.ts';
import { ValidationError } from '../../errors.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { auditVerificationQuerySchema } from '../../schemas/http-inputs.ts';
import { periodesAVerifier, verifierPeriodes } from '../../services/scellement-audit.ts';

/**
 * Periods verified per call: one day's (288), 1.6 s at most for 6,000 entries a day on the machine of
 * bench/audit.ts (31 days in one call passed API Gateway's 29 s there).
 */
export const PERIODES_PAR_PAGE = 288;

export const handler = apiHandler(
  { name: 'audit/verifier-audit', query: auditVerificationQuerySchema },
  async ({ query }) => {
    const now = new Date();
    // The oldest Paris day whose entries are all still kept (TTL = entry date + retention).
    const plusAncien = isoDepuisJour(jourParis(now) + 1 - env.auditRetentionDays);
    if (query.du < plusAncien) {
      throw new ValidationError(
        `La vérification ne peut pas remonter avant le ${plusAncien} (durée de conservation du journal : ${env.auditRetentionDays} jours)`,
        'du',
      );
    }
    const { debut, fin } = bornesJoursParis(query.du, query.au);
    const toutes = periodesAVerifier(debut, fin, now);
    const depart = query.suivant === undefined ? 0 : toutes.indexOf(query.suivant);
    if (depart < 0) throw new ValidationError('Curseur de pagination invalide', 'suivant');
    const periodes = await verifierPeriodes(toutes.slice(depart, depart + PERIODES_PAR_PAGE), now);
    const ruptures = periodes.flatMap((p) => p.ruptures);
    return {
      body: {
        du: query.du,
        au: query.au,
        integre: ruptures.length === 0,
        periodes: periodes.map(({ periode, entrees, etat }) => ({ periode, entrees, etat })),
        ruptures,
        suivant: toutes[depart + PERIODES_PAR_PAGE] ?? null,
      },
    };
  },
);
