// The files the browser uploads through a presigned POST for the reference lists (blank documents,
// report-type models): their keys, the check of an uploaded file and the name it is registered under,
// and the deletion of a stored file once its item is gone.
import {
  contenuConforme,
  OCTETS_SIGNATURE,
  TAILLE_MAX_DOCUMENT_OCTETS,
  TYPES_FICHIER_DOCUMENT,
  type Fichier,
  type Telechargement,
  type Televersement,
  type TypeFichierDocument,
} from '@umj/shared/listes';
import { nomDeFichierSur } from '@umj/shared/noms-fichiers';
import { randomUUID } from 'node:crypto';
import { ValidationError } from '../errors.ts';
import {
  deleteFile,
  DOCUMENT_DOWNLOAD_TTL_SECONDS,
  headFile,
  presignDownload,
  presignPostUpload,
  readFileStart,
  UPLOAD_URL_TTL_SECONDS,
} from '../lib/adapters/files-storage.ts';
import { errorFields, logger } from '../lib/adapters/logger.ts';

/** A new key under `prefixe` for an upload of that type: `<prefixe><uuid>.<ext>`. */
export function nouvelleCleFichier(prefixe: string, typeMime: TypeFichierDocument): string {
  return `${prefixe}${randomUUID()}.${TYPES_FICHIER_DOCUMENT[typeMime].extension}`;
}

/**
 * The upload of a document under `cle`: a presigned POST whose policy limits the type and the size
 * (TAILLE_MAX_DOCUMENT_OCTETS) on the storage side, valid UPLOAD_URL_TTL_SECONDS.
 */
export async function televersementDocument(
  cle: string,
  typeMime: TypeFichierDocument,
): Promise<Televersement> {
  const post = await presignPostUpload(cle, typeMime, TAILLE_MAX_DOCUMENT_OCTETS);
  return { ...post, cle, expiresIn: UPLOAD_URL_TTL_SECONDS };
}

/** The download of a stored document: a presigned GET saved under its file name, valid a few minutes. */
export async function telechargementDocument(fichier: {
  cle: string;
  nomFichier: string;
}): Promise<Telechargement> {
  const url = await presignDownload(fichier.cle, {
    nomFichier: fichier.nomFichier,
    expiresIn: DOCUMENT_DOWNLOAD_TTL_SECONDS,
  });
  return { url, expiresIn: DOCUMENT_DOWNLOAD_TTL_SECONDS };
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The uuid of a key made by `nouvelleCleFichier` under `prefixe`, or undefined. */
export function uuidDeLaCle(prefixe: string, cle: string): string | undefined {
  const escaped = prefixe.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`^${escaped}(${UUID})\\.[a-z]{3,4}$`).exec(cle)?.[1];
}

/**
 * Checks a file the browser uploaded: it exists under its key, with the declared size and type (the
 * storage policy already limited both), and its first bytes are those of its type (the storage does
 * not look at the content). A file whose content is not of its type is deleted. 400 otherwise.
 * Answers the file as it is registered: its name without path, control or reserved character, with the
 * extension of its checked type (shared `nomDeFichierSur`, docs/security.md#uploaded-files).
 */
export async function verifierFichierDepose(fichier: Fichier, prefixeChamp = ''): Promise<Fichier> {
  const stocke = await headFile(fichier.cle);
  if (!stocke) {
    throw new ValidationError("Le fichier n'a pas été déposé ou le dépôt a expiré", `${prefixeChamp}cle`);
  }
  if (
    stocke.tailleEnOctets !== fichier.tailleEnOctets ||
    stocke.tailleEnOctets > TAILLE_MAX_DOCUMENT_OCTETS
  ) {
    throw new ValidationError(
      'La taille du fichier déposé ne correspond pas',
      `${prefixeChamp}tailleEnOctets`,
    );
  }
  if (stocke.typeMime !== fichier.typeMime) {
    throw new ValidationError('Le type du fichier déposé ne correspond pas', `${prefixeChamp}typeMime`);
  }
  if (!contenuConforme(fichier.typeMime, await readFileStart(fichier.cle, OCTETS_SIGNATURE))) {
    await supprimerFichier(fichier.cle);
    throw new ValidationError(
      'Le contenu du fichier ne correspond pas à son type',
      `${prefixeChamp}typeMime`,
    );
  }
  const extension = TYPES_FICHIER_DOCUMENT[fichier.typeMime].extension;
  return { ...fichier, nomFichier: nomDeFichierSur(fichier.nomFichier, extension) };
}

/**
 * Deletes a stored file once its item is gone. The item's deletion is what the caller asked for and has
 * happened: a storage failure is logged (an orphan object), never turned into an error answer.
 */
export async function supprimerFichier(cle: string): Promise<void> {
  try {
    await deleteFile(cle);
  } catch (error) {
    logger.error('fichier non supprimé du stockage', { cle, ...errorFields(error) });
  }
}
