// GET /bureaux/{bureauId}/garde?commissariat=<id>[&instant=<ISO>] (visit requests): the doctor on
// duty proposed for a custody visit request of a police station of that office: the examiner
// effectively Confirmé ! or Confirmé ? on a slot of a zone of the station's sector covering the instant
// (shared `zonesDuCommissariat` + `medecinDeGarde`; the previous day's slots cover the early hours).
// Any secretariat of the office (it records the requests) and its doctors (a handover to the next
// doctor on duty); 404 for an office the caller does not see (docs/product-rules.md#access), 403 for other roles.
// K1 + L2 + V1 over the day and the day before.
import { filtreGardeSchema, medecinDeGarde, type ReponseGarde } from '@umj/shared/demandes-visite';
import { inGroup } from '@umj/shared/roles';
import { LISTES } from '../../data/listes.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { routeDuBureau } from '../../lib/http/handler-presets.ts';
import { commissariatDuBureau, parametresGarde } from '../../services/garde.ts';

export const handler = apiHandler(
  { name: 'demandes-visite/get-garde', ...routeDuBureau('GARDE'), query: filtreGardeSchema },
  async ({ bureauId, query, session }) => {
    if (!inGroup(session.role, 'anySecretariat') && !inGroup(session.role, 'doctor')) {
      throw new ForbiddenError("Vous n'avez pas les droits pour consulter la garde");
    }
    const commissariat = await commissariatDuBureau(bureauId, query.commissariat);
    if (!commissariat) throw new NotFoundError(LISTES.commissariats.introuvable);
    const instant = query.instant === undefined ? new Date() : new Date(query.instant);
    const parametres = await parametresGarde(bureauId, commissariat, instant);
    const reponse: ReponseGarde = {
      garde: medecinDeGarde(parametres),
      zones: parametres.zones.map((z) => ({ id: z.id, nom: z.nom })),
    };
    return { body: reponse };
  },
);
