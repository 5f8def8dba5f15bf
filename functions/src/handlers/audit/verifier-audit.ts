// GET /audit/verification?du=AAAA-MM-JJ&au=AAAA-MM-JJ: administrators of every office only.
// Recomputes the digest of every closed 5-minute period of the UTC days du..au from the stored entries
// and compares it with the sealed one (services/scellement-audit.ts); the days still holding entries
// of the former format (one chain per day) are verified against their daily digest as before
// (data/audit-chaine.ts). Answers every break (day, period or sequence, entry, kind, French message):
// { du, au, integre, jours: [{ jour, entrees, condensat }], periodes: [{ periode, entrees, etat }],
//   ruptures: Rupture[] }. Kinds: 'entrée modifiée', 'entrée manquante', 'entrée ajoutée',
// 'condensat différent', 'condensat manquant' (a due digest absent). Days past the retention are refused.
import { estAdministrateurSansBureau } from '@umj/shared/administration';
import { env } from '../../config/env.ts';
import { lireJourneeAudit } from '../../data/audit-ancien.ts';
import { ForbiddenError, ValidationError } from '../../errors.ts';
import { lireCondensat } from '../../lib/adapters/audit-digests.ts';
import { decalerJour, jourUtc, scellementDu, verifierJour, type Rupture } from '../../data/audit-chaine.ts';
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
    const jourListe: string[] = [];
    for (let jour = query.du; jour <= query.au; jour = decalerJour(jour, 1)) jourListe.push(jour);
    const jours: { jour: string; entrees: number; condensat: boolean }[] = [];
    const ruptures: Rupture[] = [];
    for (const jour of jourListe) {
      const [lues, condensat] = await Promise.all([lireJourneeAudit(jour), lireCondensat(jour)]);
      // Former format: only the days that hold chained entries or a daily digest.
      if (lues.length === 0 && !condensat) continue;
      const resultat = verifierJour(jour, lues, condensat, scellementDu(jour, now));
      jours.push({ jour, entrees: resultat.entrees, condensat: condensat !== null });
      ruptures.push(...resultat.ruptures);
    }
    const periodes = await verifierPeriodes(jourListe, now);
    ruptures.push(...periodes.flatMap((p) => p.ruptures));
    return {
      body: {
        du: query.du,
        au: query.au,
        integre: ruptures.length === 0,
        jours,
        periodes: periodes.map(({ periode, entrees, etat }) => ({ periode, entrees, etat })),
        ruptures,
      },
    };
  },
);
