// GET /audit/verification?du=AAAA-MM-JJ&au=AAAA-MM-JJ: administrators of every office only.
// Recomputes the digest of every closed 5-minute period of the UTC days du..au from the stored entries
// and compares it with the sealed one (services/scellement-audit.ts). Answers every break (period,
// entry, kind, French message): { du, au, integre, periodes: [{ periode, entrees, etat }],
// ruptures: Rupture[] }. Kinds: 'entrée modifiée', 'entrée manquante', 'entrée ajoutée',
// 'condensat différent', 'condensat manquant' (a due digest absent). Days past the retention are refused.
import { estAdministrateurSansBureau } from '@umj/shared/administration';
import { env } from '../../config/env.ts';
import { decalerJour, jourUtc } from '../../data/audit-periodes.ts';
import { ForbiddenError, ValidationError } from '../../errors.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { auditVerificationQuerySchema } from '../../schemas/http-inputs.ts';
import { verifierPeriodes } from '../../services/scellement-audit.ts';

export const MESSAGE_VERIFICATION_TOUS_BUREAUX =
  "Seul un administrateur de tous les bureaux peut vérifier l'intégrité du journal d'audit";

export const handler = apiHandler(
  { name: 'audit/verifier-audit', query: auditVerificationQuerySchema },
  async ({ query, session }) => {
    // The digests cover every office's entries: they are not for an administrator of some offices.
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
    const jours: string[] = [];
    for (let jour = query.du; jour <= query.au; jour = decalerJour(jour, 1)) jours.push(jour);
    const periodes = await verifierPeriodes(jours, now);
    const ruptures = periodes.flatMap((p) => p.ruptures);
    return {
      body: {
        du: query.du,
        au: query.au,
        integre: ruptures.length === 0,
        periodes: periodes.map(({ periode, entrees, etat }) => ({ periode, entrees, etat })),
        ruptures,
      },
    };
  },
);
