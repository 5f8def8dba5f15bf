// GET /bureaux/{id}/garde?commissariat=<id>[&instant=<ISO>] (issue 10 visit requests): the doctor on
// duty proposed for a custody visit request of a police station of that office: the examiner
// effectively Confirmé ! or Confirmé ? on a slot of a zone of the station's sector covering the instant
// (shared `zonesDuCommissariat` + `medecinDeGarde`; the previous day's slots cover the early hours).
// Any secretariat of the office (it records the requests) and its doctors (a handover to the next
// doctor on duty); 404 for an office the caller does not see (spec §6), 403 for other roles.
// K1 + L2 + V1 over the day and the day before.
import { CONFIGURATION_VALUE_SCHEMAS } from '@umj/shared/configuration';
import { jourParis } from '@umj/shared/dates';
import {
  filtreGardeSchema,
  medecinDeGarde,
  zonesDuCommissariat,
  type ReponseGarde,
} from '@umj/shared/demandes-visite';
import type { Commissariat } from '@umj/shared/listes';
import { inGroup } from '@umj/shared/roles';
import { listConfiguration } from '../../data/configuration.ts';
import { listerDisponibilitesDv } from '../../data/disponibilites-dv.ts';
import { LISTES, lireEntree, type Entree } from '../../data/listes.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import { assertBureauVisible } from '../../lib/auth/office-scope.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { idPathSchema } from '../../schemas/http-inputs.ts';

export const handler = apiHandler(
  {
    name: 'demandes-visite/get-garde',
    path: idPathSchema,
    query: filtreGardeSchema,
  },
  async ({ path, query, session, audit }) => {
    const bureauId = path.id;
    audit.bureauId = bureauId;
    audit.cible = `BUREAU#${bureauId}#GARDE`;
    assertBureauVisible(session, bureauId);
    if (!inGroup(session.role, 'anySecretariat') && !inGroup(session.role, 'doctor')) {
      throw new ForbiddenError("Vous n'avez pas les droits pour consulter la garde");
    }
    const commissariat = await lireEntree<Entree & Commissariat>(LISTES.commissariats, query.commissariat);
    if (commissariat?.bureau !== bureauId) throw new NotFoundError(LISTES.commissariats.introuvable);
    const instant = query.instant === undefined ? new Date() : new Date(query.instant);
    const jour = jourParis(instant);
    const [configuration, disponibilites] = await Promise.all([
      listConfiguration(),
      listerDisponibilitesDv(bureauId, jour - 1, jour),
    ]);
    const valeur = (cle: 'zones' | 'créneaux') => configuration.find((e) => e.cle === cle)?.valeur ?? [];
    const zones = zonesDuCommissariat(
      commissariat,
      CONFIGURATION_VALUE_SCHEMAS.zones.safeParse(valeur('zones')).data ?? [],
    );
    const creneaux = CONFIGURATION_VALUE_SCHEMAS.créneaux.safeParse(valeur('créneaux')).data ?? [];
    const reponse: ReponseGarde = {
      garde: medecinDeGarde({ instant, zones, creneaux, disponibilites }),
      zones: zones.map((z) => ({ id: z.id, nom: z.nom })),
    };
    return { body: reponse };
  },
);
