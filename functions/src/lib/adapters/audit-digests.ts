// The digests of the audit trail, write-once objects: one per closed 5-minute period
// (`condensats/periodes/AAAA-MM-JJ/HHMM.json`, data/audit-periodes.ts). On AWS the bucket has S3 Object
// Lock (compliance mode, retention = the audit retention) and a bucket policy that refuses any
// PutObject without `If-None-Match: *` and any delete: a digest once written can be neither replaced
// nor removed, even by the roles that read the table. Locally the same calls go to s3rver behind the same write-once rule (src/local/s3-local.ts).
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3ServiceException } from '@aws-sdk/client-s3';
import { env } from '../../config/env.ts';
import type { CondensatPeriode } from '../../data/audit-periodes.ts';
import { s3 } from './sdk-clients.ts';

export const cleCondensatPeriode = (periode: string) =>
  `condensats/periodes/${periode.slice(0, 10)}/${periode.slice(11, 13)}${periode.slice(14, 16)}.json`;

/** Writes an object once: 'écrit', or 'existant' when it is already there (S3 answers 412). */
async function ecrireUneFois(cle: string, contenu: unknown): Promise<'écrit' | 'existant'> {
  try {
    await s3().send(
      new PutObjectCommand({
        Bucket: env.auditDigestsBucket,
        Key: cle,
        Body: `${JSON.stringify(contenu)}\n`,
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

async function lireObjet<T>(cle: string): Promise<T | null> {
  try {
    const out = await s3().send(new GetObjectCommand({ Bucket: env.auditDigestsBucket, Key: cle }));
    return JSON.parse(await out.Body!.transformToString('utf8')) as T;
  } catch (error) {
    if (error instanceof NoSuchKey || (error as Error).name === 'NoSuchKey') return null;
    throw error;
  }
}

/** Writes a period's digest once. */
export const ecrireCondensatPeriode = (c: CondensatPeriode) =>
  ecrireUneFois(cleCondensatPeriode(c.periode), c);
/** A period's digest, or null when the period has none. */
export const lireCondensatPeriode = (periode: string) =>
  lireObjet<CondensatPeriode>(cleCondensatPeriode(periode));

const CLE_ORIGINE = 'condensats/periodes/origine.json';
/** The first period the sealing ever sealed (written once): periods before it have no digest due. */
export const ecrireOrigine = (periode: string) => ecrireUneFois(CLE_ORIGINE, { periode });
export const lireOrigine = async () => (await lireObjet<{ periode: string }>(CLE_ORIGINE))?.periode ?? null;
