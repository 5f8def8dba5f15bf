// GET /examinateurs?role=medecin|psychologue&statut=tous|actifs|inactifs: any signed-in role;
// the doctors and psychologists of the caller's visible offices (docs/product-rules.md#access: its offices, all for an
// administrator without offices), one Query per office on the membership items (M1), never a Scan.
// Each examiner appears once, with the offices of it the caller may see, ordered by name.
import { visibleBureaux } from '@umj/shared/bureau';
import {
  correspondAuStatut,
  filtreExaminateursSchema,
  ROLES_EXAMINATEUR,
  type Examinateur,
} from '@umj/shared/utilisateur';
import { listerBureaux } from '../../data/bureaux.ts';
import { listerMembresBureau } from '../../data/utilisateurs.ts';
import { sessionBureaux } from '../../lib/auth/office-scope.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';

export const handler = apiHandler(
  { name: 'examinateurs/list-examinateurs', query: filtreExaminateursSchema },
  async ({ query, session }) => {
    const bureaux = visibleBureaux(
      { role: session.role, bureaux: sessionBureaux(session) },
      await listerBureaux(),
    );
    const roles = query.role ? [query.role] : ROLES_EXAMINATEUR;
    const membres = await Promise.all(
      bureaux.flatMap((b) => roles.map((role) => listerMembresBureau(b.id, role))),
    );
    const examinateurs = new Map<string, Examinateur>();
    for (const m of membres.flat()) {
      if (examinateurs.has(m.utilisateurId) || !correspondAuStatut(m, query.statut)) continue;
      examinateurs.set(m.utilisateurId, {
        id: m.utilisateurId,
        nomComplet: m.nomComplet,
        adresseEmail: m.adresseEmail,
        role: m.role as Examinateur['role'],
        bureaux: bureaux.filter((b) => m.bureauIds.includes(b.id)).map((b) => ({ id: b.id, nom: b.nom })),
        actif: m.actif,
        telephone: m.telephone,
        rpps: m.rpps,
      });
    }
    const liste = [...examinateurs.values()].sort((a, b) => a.nomComplet.localeCompare(b.nomComplet, 'fr'));
    return { body: liste };
  },
);
