// GET /bureaux/{bureauId}/disponibilites-rv?du=AAAA-MM-JJ&au=AAAA-MM-JJ[&examinateur=]: the
// appointment hours of the office's examiners, one item per examiner who declared some (absent: nothing
// declared, the docs/product-rules.md#constants default range applies), exceptions limited to du..au. The secretariat reads
// every examiner of an office it sees; a doctor or psychologist its own only (403 for another one).
// One Query (V4) or one GetItem for one examiner, plus the M1 membership Queries.
import { filtreDisponibilitesRvSchema, type DisponibiliteRv } from '@umj/shared/disponibilites-rv';
import { lireDisponibiliteRv, listerDisponibilitesRv } from '../../data/disponibilites-rv.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { dansPeriode, lectureDesHeures } from './disponibilite-rv-view.ts';
import {
  examinateurAutorise,
  examinateursDuBureau,
  periodeEnJours,
} from '../../services/disponibilites-rv.ts';

export const handler = apiHandler(
  {
    name: 'disponibilites-rv/list-disponibilites-rv',
    ...lectureDesHeures,
    query: filtreDisponibilitesRvSchema,
  },
  async ({ bureauId, query, session }) => {
    const examinateurId = examinateurAutorise(session, query.examinateur);
    const periode = periodeEnJours(query);
    const [declarees, membres] = await Promise.all([
      examinateurId === undefined
        ? listerDisponibilitesRv(bureauId)
        : lireDisponibiliteRv(bureauId, examinateurId).then((d) => (d ? [d] : [])),
      examinateursDuBureau(bureauId),
    ]);
    const membresIds = new Set(membres.map((m) => m.utilisateurId));
    const elements: DisponibiliteRv[] = declarees
      .filter((d) => membresIds.has(d.examinateurId))
      .map((d) => dansPeriode(d, periode));
    return { body: { elements } };
  },
);
