// The files bucket (logos, blank documents, report models, later photos and documents) through
// presigned URLs. Locally S3_ENDPOINT points at s3rver (the client: ./sdk-clients.ts). Uploads of documents are presigned POSTs whose policy
// limits the type and the size on the storage side; the local runtime enforces the same
// policy in front of s3rver (src/local/s3-post-policy.ts).
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentDispositionTelechargement } from '@umj/shared/noms-fichiers';
import { env } from '../../config/env.ts';
import { appelsIamDe } from './appels-aws-iam.ts';
import { noterAppelsAws } from './appels-aws.ts';
import { s3 } from './sdk-clients.ts';

export const UPLOAD_URL_TTL_SECONDS = 300;
export const DOWNLOAD_URL_TTL_SECONDS = 3600;
/** Downloads of documents: a short-lived link, asked for at the moment of the click. */
export const DOCUMENT_DOWNLOAD_TTL_SECONDS = 300;

/**
 * A presigned GET; with `nomFichier` the browser saves the file under that name (RFC 6266
 * Content-Disposition of shared `contentDispositionTelechargement`: `filename*` for a non-ASCII name).
 */
export function presignDownload(
  key: string,
  options: { nomFichier?: string; expiresIn?: number } = {},
): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: env.filesBucket,
      Key: key,
      ...(options.nomFichier
        ? { ResponseContentDisposition: contentDispositionTelechargement(options.nomFichier) }
        : {}),
    }),
    { expiresIn: options.expiresIn ?? DOWNLOAD_URL_TTL_SECONDS },
  );
}

/**
 * A presigned POST for one key whose policy (checked by the storage, not by the browser) allows only
 * `contentType` and a size between 1 byte and `maxBytes`.
 */
export function presignPostUpload(
  key: string,
  contentType: string,
  maxBytes: number,
): Promise<{ url: string; fields: Record<string, string> }> {
  // A presigned POST is signed without a request through the client: its later upload is a PutObject
  // of this function's role (the recording of the tests, appels-aws.ts).
  noterAppelsAws(...appelsIamDe('s3', 'PutObject', { Bucket: env.filesBucket, Key: key }));
  return createPresignedPost(s3(), {
    Bucket: env.filesBucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: UPLOAD_URL_TTL_SECONDS,
  });
}

/** Size and type of a stored object, or undefined when there is none under `key`. */
export async function headFile(
  key: string,
): Promise<{ tailleEnOctets: number; typeMime: string } | undefined> {
  try {
    const out = await s3().send(new HeadObjectCommand({ Bucket: env.filesBucket, Key: key }));
    return { tailleEnOctets: out.ContentLength ?? 0, typeMime: out.ContentType ?? '' };
  } catch (error) {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404)
      return undefined;
    throw error;
  }
}

/** The first `count` bytes of a stored object (a ranged GET). */
export async function readFileStart(key: string, count: number): Promise<Uint8Array> {
  const out = await s3().send(
    new GetObjectCommand({ Bucket: env.filesBucket, Key: key, Range: `bytes=0-${count - 1}` }),
  );
  return out.Body ? (await out.Body.transformToByteArray()).subarray(0, count) : new Uint8Array();
}

/** Stores bytes under `key` (the seed's documents; the browser uploads through presigned POSTs). */
export async function putFile(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await s3().send(
    new PutObjectCommand({ Bucket: env.filesBucket, Key: key, Body: body, ContentType: contentType }),
  );
}

/** Moves an object to `to` (same bucket, type kept), then deletes it from `from`. */
export async function moveFile(from: string, to: string): Promise<void> {
  await s3().send(
    new CopyObjectCommand({
      Bucket: env.filesBucket,
      CopySource: `${env.filesBucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
      Key: to,
      MetadataDirective: 'COPY',
    }),
  );
  await deleteFile(from);
}

export async function deleteFile(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: env.filesBucket, Key: key }));
}
