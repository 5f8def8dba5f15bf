// GET /dprapports: every report type, ordered by name (L1, one partition). Any role.
import { listerEntrees } from '../../data/listes.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { DPRAPPORTS, type DpRapportEntree } from '../../services/dprapports.ts';

export const handler = apiHandler({ name: 'dprapports/list-dprapports' }, async () => ({
  body: await listerEntrees<DpRapportEntree>(DPRAPPORTS),
}));
