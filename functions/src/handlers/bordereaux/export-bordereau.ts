// GET /bureaux/{bureauId}/bordereaux/{numero}/export?format=json|csv: the data Chorus Pro needs for
// a grouped memo of court fees (docs/api.md). `json` (default): 200 ExportChorus (recipient with SIRET
// and service code, one row per requisition, amounts in cents). `csv`: the same rows (shared
// `csvExportChorus`: UTF-8 BOM, ';', euros with a decimal comma) stored under
// `bordereaux/<office>/<numero>-chorus.csv` and answered as a presigned GET (5 minutes), as the PDF.
import { formatExportSchema } from '@umj/shared/bordereaux';
import { csvExportChorus, exportChorus } from '@umj/shared/bordereaux-chorus';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { publierFichierBordereau } from '../../services/fichiers-bordereaux.ts';
import { bordereauPathSchema, cibleDuChemin } from './bordereau-view.ts';
import { lireBordereauExistant } from '../../services/bordereaux.ts';

export const handler = apiHandler(
  {
    name: 'bordereaux/export-bordereau',
    audited: true,
    bureau: 'path',
    path: bordereauPathSchema,
    query: formatExportSchema,
    cible: cibleDuChemin,
  },
  async ({ bureauId, path, query }) => {
    const bordereau = await lireBordereauExistant(bureauId, path.numero);
    if (query.format === 'json') return { body: exportChorus(bordereau) };
    const csv = new TextEncoder().encode(csvExportChorus(bordereau));
    return { body: await publierFichierBordereau({ bureauId, numero: path.numero }, 'csv', csv) };
  },
);
