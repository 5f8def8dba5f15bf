// The daily digests of the audit trail, one write-once object per closed UTC day
// (`condensats/AAAA-MM-JJ.json`). On AWS the bucket has S3 Object Lock (compliance mode, retention =
// the audit retention) and a bucket policy that refuses any PutObject without `If-None-Match: *` and
// any delete: a digest once written can be neither replaced nor removed, even by the roles that read
// the table. Locally the same calls go to s3rver behind the same write-once rule (src/local/s3-local.ts).
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3ServiceException } from '@aws-sdk/client-s3';
import { env } from '../../config/env.ts';
import type { CondensatJour } from '../../data/audit-chaine.ts';
import { s3 } from './sdk-clients.ts';

export const cleCondensat = (jour: string) => `condensats/${jour}.json`;

/** Writes a day's digest once: 'écrit', or 'existant' when that day is already sealed (S3 answers 412). */
export async function ecrireCondensat(condensat: CondensatJour): Promise<'écrit' | 'existant'> {
  try {
    await s3().send(
      new PutObjectCommand({
        Bucket: env.auditDigestsBucket,
        Key: cleCondensat(condensat.jour),
        Body: `${JSON.stringify(condensat)}\n`,
        ContentType: 'application/json',
        IfNoneMatch: '*',
      }),
    );
    return 'écrit';
  } catch (error) {
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412) return 'existant';
    throw error;
  }
}

/** A day's digest, or null when the day has none. */
export async function lireCondensat(jour: string): Promise<CondensatJour | null> {
  try {
    const out = await s3().send(
      new GetObjectCommand({ Bucket: env.auditDigestsBucket, Key: cleCondensat(jour) }),
    );
    return JSON.parse(await out.Body!.transformToString('utf8')) as CondensatJour;
  } catch (error) {
    if (error instanceof NoSuchKey || (error as Error).name === 'NoSuchKey') return null;
    throw error;
  }
}
