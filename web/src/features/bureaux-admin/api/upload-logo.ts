// POST /bureaux/{id}/logo { typeMime } -> a presigned POST for the image (its policy limits the type
// and the size), then the upload itself straight to the storage, as an attachment's. Returns the
// storage key to PATCH onto the office as `logo`.
import type { LogoType } from '@umj/shared/bureau';
import { apiFetch } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

export interface LogoUpload {
  logo: string;
  uploadUrl: string;
  /** The presigned POST's form fields (policy, signature), sent before the file. */
  fields: Record<string, string>;
}

export const requestLogoUpload = (id: string, typeMime: LogoType) =>
  apiFetch<LogoUpload>(`/bureaux/${encodeURIComponent(id)}/logo`, { method: 'POST', body: { typeMime } });

export async function uploadLogo(id: string, file: File): Promise<string> {
  const upload = await requestLogoUpload(id, file.type as LogoType);
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  const response = await fetch(upload.uploadUrl, { method: 'POST', body: form });
  if (!response.ok) {
    const message = "Le logo n'a pas pu être envoyé au stockage";
    throw new ApiError(response.status, response.statusText, {
      statusCode: response.status,
      message,
      error: response.statusText,
      field: 'logo',
    });
  }
  return upload.logo;
}
