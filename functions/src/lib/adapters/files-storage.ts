// The files bucket (logos, later photos and documents) through presigned URLs. Locally S3_ENDPOINT
// points at s3rver: path-style URLs and no flexible checksums (s3rver stores aws-chunked bodies corrupted).
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { env } from '../../config/env.ts';

export const UPLOAD_URL_TTL_SECONDS = 300;
export const DOWNLOAD_URL_TTL_SECONDS = 3600;

let client: S3Client | undefined;

function s3(): S3Client {
  const endpoint = env.s3Endpoint;
  client ??= new S3Client({
    region: env.region,
    ...(endpoint
      ? { endpoint, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' as const }
      : {}),
  });
  return client;
}

export function presignUpload(key: string, contentType: string): Promise<string> {
  return getSignedUrl(
    s3(),
    new PutObjectCommand({ Bucket: env.filesBucket, Key: key, ContentType: contentType }),
    {
      expiresIn: UPLOAD_URL_TTL_SECONDS,
    },
  );
}

export function presignDownload(key: string): Promise<string> {
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: env.filesBucket, Key: key }), {
    expiresIn: DOWNLOAD_URL_TTL_SECONDS,
  });
}
