// Upload of a document straight to the storage: the server answers a `…/televersement` call
// with a presigned POST whose policy limits the type and the size; the browser sends every field of
// `fields` first and the file last (field `file`). XMLHttpRequest rather than fetch: only it reports the
// upload's progress. Used by the blank documents and the report-type models.
import type { ApiErrorBody } from '@umj/shared/api-error';
import {
  TAILLE_MAX_DOCUMENT_OCTETS,
  TYPES_FICHIER_DOCUMENT,
  typeFichierAccepte,
  type Televersement,
  type TypeFichierDocument,
} from '@umj/shared/listes';
import { ApiError } from '../api-error.ts';

/** Share of the file sent, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

const MESSAGE_STOCKAGE = "Le fichier n'a pas pu être envoyé au stockage";
const MESSAGE_TROP_LOURD = 'Le fichier ne doit pas dépasser 20 Mo';
const MESSAGE_TYPE = 'Le type du fichier a été refusé par le stockage';

/**
 * The type of a chosen file: the browser's, or the one of its extension when the browser gives none
 * (some systems do not know ODT or ODS). '' when neither is one of the accepted types.
 */
export function typeDuFichier(file: Pick<File, 'name' | 'type'>): TypeFichierDocument | '' {
  if (typeFichierAccepte(file.type)) return file.type;
  if (file.type !== '') return '';
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  const normalized = extension === 'jpeg' ? 'jpg' : extension;
  const found = Object.entries(TYPES_FICHIER_DOCUMENT).find(([, t]) => t.extension === normalized);
  return found ? (found[0] as TypeFichierDocument) : '';
}

/** The French reason a file cannot be uploaded (type, size, empty), or null when it can. */
export function refusDuFichier(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (typeDuFichier(file) === '')
    return 'Le fichier doit être un PDF, un document DOCX ou ODT, un tableur XLSX ou ODS, ou une image PNG ou JPEG';
  if (file.size > TAILLE_MAX_DOCUMENT_OCTETS) return MESSAGE_TROP_LOURD;
  if (file.size === 0) return 'Le fichier est vide';
  return null;
}

/** The storage's refusal as an ApiError on the form's file field (S3 answers XML with a Code). */
function storageError(status: number, statusText: string, xml: string, field: string): ApiError {
  const code = /<Code>([^<]+)<\/Code>/.exec(xml)?.[1];
  const message =
    code === 'EntityTooLarge'
      ? MESSAGE_TROP_LOURD
      : code === 'AccessDenied' && /content-type/i.test(xml)
        ? MESSAGE_TYPE
        : MESSAGE_STOCKAGE;
  const body: ApiErrorBody = { statusCode: status, message, error: statusText || 'Storage error', field };
  if (code) body.code = code;
  return new ApiError(status, statusText, body);
}

/**
 * POSTs `file` to the presigned form of `televersement`, reporting progress. Rejects with an ApiError
 * whose `field` is `field` (the form's file field) when the storage refuses it or the network fails.
 */
export function envoyerAuStockage(
  televersement: Pick<Televersement, 'url' | 'fields'>,
  file: Blob,
  { field, onProgress }: { field: string; onProgress?: UploadProgress },
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(televersement.fields)) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', televersement.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve();
      } else {
        reject(storageError(request.status, request.statusText, String(request.responseText ?? ''), field));
      }
    };
    request.onerror = () => reject(storageError(0, '', '', field));
    request.send(form);
  });
}
