// GET /bureaux/{bureauId}/dossiers-patients/{dossierId}/historique: who read or changed the file,
// when, and for a change each field with its old and new values; newest first. The names are the
// users' current ones (resolved at read time). Same access as reading the file (404 otherwise).
import type { EvenementHistorique } from '@umj/shared/dossiers-api';
import { listerHistorique } from '../../data/dossiers.ts';
import { lireUtilisateur } from '../../data/utilisateurs.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { routeDuDossier } from './dossier-view.ts';
import { lireDossierVisible } from '../../services/dossiers-patients.ts';

export const handler = apiHandler(
  {
    name: 'dossiers-patients/list-historique-dossier-patient',
    audited: true,
    ...routeDuDossier,
  },
  async ({ bureauId, path, session }) => {
    await lireDossierVisible(session, bureauId, path.dossierId);
    const evenements = await listerHistorique(bureauId, path.dossierId);
    const ids = [...new Set(evenements.map((e) => e.qui.id))];
    const noms = new Map<string, string>();
    await Promise.all(
      ids.map(async (id) => {
        const u = await lireUtilisateur(id);
        if (u) noms.set(id, u.nomComplet);
      }),
    );
    const elements: EvenementHistorique[] = evenements.map((e) => ({
      ...e,
      qui: { id: e.qui.id, nomComplet: noms.get(e.qui.id) ?? e.qui.nomComplet },
    }));
    return { body: { elements } };
  },
);
