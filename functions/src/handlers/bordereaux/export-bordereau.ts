// GET /bureaux/{id}/bordereaux/{numero}/export?format=json|csv (issue 11): the data Chorus Pro needs for
// a grouped memo of court fees (docs/api.md). `json` (default): 200 ExportChorus (recipient with SIRET
// and service code, one row per requisition, amounts in cents). `csv`: the same rows (shared
// `csvExportChorus`: UTF-8 BOM, ';', euros with a decimal comma) stored under
// `bordereaux/<office>/<numero>-chorus.csv` and answered as a presigned GET (5 minutes), as the PDF.
import { formatExportSchema, nomFichierBordereau, type FichierBordereau } from '@umj/shared/bordereaux';
import { csvExportChorus, exportChorus } from '@umj/shared/bordereaux-chorus';
import { DOCUMENT_DOWNLOAD_TTL_SECONDS, presignDownload, putFile } from '../../lib/adapters/files-storage.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { bordereauPathSchema, cibleBordereau, lireBordereauVisible } from './bordereau-view.ts';
import { PREFIXES_FICHIERS } from '../../api/files-prefixes.ts';

export function cleCsvBordereau(bureauId: string, numero: string): string {
  return `${PREFIXES_FICHIERS.bordereaux}${bureauId}/${numero}-chorus.csv`;
}

export const handler = apiHandler(
  {
    name: 'bordereaux/export-bordereau',
    audited: true,
    path: bordereauPathSchema,
    query: formatExportSchema,
  },
  async ({ path, query, session, audit }) => {
    audit.bureauId = path.id;
    audit.cible = cibleBordereau(path.id, path.numero);
    const bordereau = await lireBordereauVisible(session, path.id, path.numero);
    if (query.format === 'json') return { body: exportChorus(bordereau) };
    const cle = cleCsvBordereau(path.id, path.numero);
    await putFile(cle, new TextEncoder().encode(csvExportChorus(bordereau)), 'text/csv; charset=utf-8');
    const nomFichier = nomFichierBordereau(path.numero, 'csv');
    const answer: FichierBordereau = {
      url: await presignDownload(cle, { nomFichier, expiresIn: DOCUMENT_DOWNLOAD_TTL_SECONDS }),
      expiresIn: DOCUMENT_DOWNLOAD_TTL_SECONDS,
      nomFichier,
    };
    return { body: answer };
  },
);
