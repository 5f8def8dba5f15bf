// GET /audit/verification?du=AAAA-MM-JJ&au=AAAA-MM-JJ: administrators of every office only.
// Recomputes the hash chain of each UTC day du..au from the stored entries and compares it with the
// day's sealed digest; answers every break (day, sequence, kind, French message):
// { du, au, integre, jours: [{ jour, entrees, condensat }], ruptures: Rupture[] }.
// Kinds: 'entrée modifiée', 'entrée manquante', 'condensat différent', 'condensat manquant' (a closed
// day whose sealing is due and has no digest). Days past the retention (entries expired) are refused.
import { estAdministrateurSansBureau } from '@umj/shared/administration';
import { env } from '../../config/env.ts';
import { lireJourneeAudit } from '../../data/audit.ts';
import { ForbiddenError, ValidationError } from '../../errors.ts';
import { lireCondensat } from '../../lib/adapters/audit-digests.ts';
import { decalerJour, jourUtc, scellementDu, verifierJour, type Rupture } from '../../data/audit-chaine.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { auditVerificationQuerySchema } from '../../schemas/http-inputs.ts';

export const MESSAGE_VERIFICATION_TOUS_BUREAUX =
  "Seul un administrateur de tous les bureaux peut vérifier l'intégrité du journal d'audit";

export const handler = apiHandler(
  { name: 'audit/verifier-audit', query: auditVerificationQuerySchema },
  async ({ query, session }) => {
    // The chain covers every office's entries: its counts are not for an administrator of some offices.
    if (!estAdministrateurSansBureau(session)) throw new ForbiddenError(MESSAGE_VERIFICATION_TOUS_BUREAUX);
    const now = new Date();
    // The oldest day whose entries are all still kept (TTL = entry date + retention).
    const plusAncien = decalerJour(jourUtc(now), 1 - env.auditRetentionDays);
    if (query.du < plusAncien) {
      throw new ValidationError(
        `La vérification ne peut pas remonter avant le ${plusAncien} (durée de conservation du journal : ${env.auditRetentionDays} jours)`,
        'du',
      );
    }
    const jours: { jour: string; entrees: number; condensat: boolean }[] = [];
    const ruptures: Rupture[] = [];
    for (let jour = query.du; jour <= query.au; jour = decalerJour(jour, 1)) {
      const [lues, condensat] = await Promise.all([lireJourneeAudit(jour), lireCondensat(jour)]);
      const resultat = verifierJour(jour, lues, condensat, scellementDu(jour, now));
      jours.push({ jour, entrees: resultat.entrees, condensat: condensat !== null });
      ruptures.push(...resultat.ruptures);
    }
    return { body: { du: query.du, au: query.au, integre: ruptures.length === 0, jours, ruptures } };
  },
);
