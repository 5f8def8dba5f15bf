// GET /bureaux/{bureauId}/disponibilites-dv?du=AAAA-MM-JJ&jours=7|1[&examinateur=]: the duty grid
// of an office: zones × slots × days, each cell with its exclusion, the availabilities with their
// effective status and whether the caller may change them; the secretariat's answer also lists the
// office's doctors and the conflicts. Any secretariat reads every doctor's cells (or one doctor's with
// `examinateur`); a doctor its own only (403 for another one). K1 + M1 + V1 (or V2 for one examiner).
import { jourDepuisIso, jourParis, type Jour } from '@umj/shared/dates';
import { joursGrille } from '@umj/shared/disponibilites';
import { filtreGrilleDvSchema } from '@umj/shared/disponibilites-dv-api';
import { construireGrilleDv } from '@umj/shared/disponibilites-dv-grille';
import { inGroup } from '@umj/shared/roles';
import { listerDisponibilitesDv, listerDisponibilitesDvExaminateur } from '../../data/disponibilites-dv.ts';
import { ForbiddenError } from '../../errors.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { cibleDisponibiliteDv } from './disponibilite-dv-view.ts';
import { assertGrilleAccessible, lignesDuBureau, medecinsDuBureau } from '../../services/grille-dv.ts';

export const handler = apiHandler(
  {
    name: 'disponibilites-dv/list-disponibilites-dv',
    bureau: 'path',
    query: filtreGrilleDvSchema,
    cible: ({ bureauId }) => cibleDisponibiliteDv(bureauId),
  },
  async ({ bureauId, query, session }) => {
    assertGrilleAccessible(session);
    const secretariat = inGroup(session.role, 'anySecretariat');
    if (!secretariat && query.examinateur !== undefined && query.examinateur !== session.utilisateurId) {
      throw new ForbiddenError('Vous ne pouvez consulter que vos propres disponibilités');
    }
    const examinateurId = secretariat ? query.examinateur : session.utilisateurId;
    const jours = joursGrille(jourDepuisIso(query.du) as Jour, query.jours === 1);
    const [du, au] = [jours[0] as Jour, jours.at(-1) as Jour];
    const now = new Date();
    const [lignes, disponibilites, examinateurs] = await Promise.all([
      lignesDuBureau(bureauId),
      examinateurId === undefined
        ? listerDisponibilitesDv(bureauId, du, au)
        : listerDisponibilitesDvExaminateur(bureauId, examinateurId, du, au),
      secretariat ? medecinsDuBureau(bureauId) : Promise.resolve([]),
    ]);
    const grille = construireGrilleDv({
      bureauId,
      lignes,
      jours,
      disponibilites,
      appelant: { id: session.utilisateurId, role: session.role, nomComplet: session.utilisateur.nomComplet },
      examinateurs,
      today: jourParis(now),
      now,
    });
    return { body: grille };
  },
);
