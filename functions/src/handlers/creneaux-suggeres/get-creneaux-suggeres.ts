// GET /bureaux/{bureauId}/creneaux-suggeres?examinateur=&jour=AAAA-MM-JJ[&exclure=] (docs/product-rules.md#constants): the
// free 15-minute slots of one examiner that day, within its appointment hours (08:00–20:00 when it
// declared none), without those less than 8 minutes from one of its non-cancelled appointments in the
// office (shared `creneauxSuggeres`). Same rights as reading the hours: the secretariat any examiner of
// an office it sees, a doctor or psychologist its own only. GetItem (V4) + one Query (D3).
import { isoDepuisJour, jourDepuisIso, type Jour } from '@umj/shared/dates';
import { creneauxSuggeres } from '@umj/shared/disponibilites-rv';
import { lireDisponibiliteRv } from '../../data/disponibilites-rv.ts';
import { listerDossiersExaminateur } from '../../data/dossiers-par-mois.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { creneauxSuggeresQuerySchema, lectureDesHeures } from '../disponibilites-rv/disponibilite-rv-view.ts';
import { verifierAccesExaminateur } from '../../services/disponibilites-rv.ts';

export const handler = apiHandler(
  {
    name: 'creneaux-suggeres/get-creneaux-suggeres',
    ...lectureDesHeures,
    query: creneauxSuggeresQuerySchema,
  },
  async ({ bureauId, query, session }) => {
    await verifierAccesExaminateur(session, bureauId, query.examinateur, 'examinateur');
    const jour = jourDepuisIso(query.jour) as Jour;
    const [dispo, rendezVous] = await Promise.all([
      lireDisponibiliteRv(bureauId, query.examinateur),
      listerDossiersExaminateur(bureauId, query.examinateur, jour, jour),
    ]);
    const heures = creneauxSuggeres(
      dispo ?? null,
      jour,
      rendezVous.filter((r) => r.rendezVousDate === jour),
      query.exclure === undefined ? {} : { exclureId: query.exclure },
    );
    return { body: { jour: isoDepuisJour(jour), heures } };
  },
);
