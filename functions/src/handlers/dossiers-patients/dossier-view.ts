// What the patient-file handlers share: the path of one file, its audit target, and the
// answer with its attachments (D4). The rules of reading and saving a file live in
// services/dossiers-patients.ts.
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import * as z from 'zod';
import { piecesAvecUrls } from '../pieces/piece-urls-view.ts';
import { bureauPathSchema } from '../../schemas/http-inputs.ts';

/** `/bureaux/{bureauId}/dossiers-patients/{dossierId}`: the file id is a positive number. */
export const dossierPathSchema = bureauPathSchema.extend({
  dossierId: z.coerce
    .number({ error: 'Identifiant de dossier invalide' })
    .int('Identifiant de dossier invalide')
    .positive('Identifiant de dossier invalide'),
});

/** The audit target of one file. */
export function cibleDossier(bureauId: string, dossierId: number): string {
  return `BUREAU#${bureauId}#DOSSIER#${dossierId}`;
}

/**
 * The api-handler options of a route of one file: the office of the path checked visible, the file
 * of the path, the file as the audit target.
 */
export const routeDuDossier = {
  bureau: 'path',
  path: dossierPathSchema,
  cible: ({ bureauId, path }: { bureauId: string; path: { dossierId: number } }) =>
    cibleDossier(bureauId, path.dossierId),
} as const;

/** The answer of one file: its photos and documents (D4) with short-lived URLs. */
export async function avecPieces(
  bureauId: string,
  dossier: DossierPatientStocke,
): Promise<DossierPatientStocke> {
  const pieces = await piecesAvecUrls(bureauId, dossier.id);
  return {
    ...dossier,
    photos: pieces.filter((p) => p.genre === 'photo'),
    documents: pieces.filter((p) => p.genre === 'document'),
  };
}
