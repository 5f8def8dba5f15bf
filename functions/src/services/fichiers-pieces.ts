// The check of an uploaded attachment (docs/product-rules.md#attachment): by its content (magic bytes; a
// photo is decoded and re-encoded with sharp, never trusted by its declared type) and the 320-pixel
// preview. Only the check handler (pieces/create-piece) imports this file: it is the one Lambda that
// ships sharp's native binaries (infra handler-access IMAGE_HANDLERS).
import { LARGEUR_APERCU, PIECES } from '@umj/shared/dossiers-api';
import sharp from 'sharp';
import type { TeleversementPieceItem } from '../data/pieces.ts';
import { ValidationError } from '../errors.ts';
import { headFile, readFileStart } from '../lib/adapters/files-storage.ts';
import { supprimerFichier } from './fichiers-deposes.ts';

/** How many first bytes `contenuDuType` reads (ODT names its type at offset 38 of the ZIP). */
export const OCTETS_ENTETE = 96;

const ascii = (octets: Uint8Array, debut: number, fin: number) =>
  Buffer.from(octets.subarray(debut, fin)).toString('latin1');
const commencePar = (octets: Uint8Array, signature: readonly number[], decalage = 0) =>
  signature.every((o, i) => octets[decalage + i] === o);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** An ODF package starts with its uncompressed `mimetype` entry (ODF 1.2 part 3, section 3.3). */
const ODT_MIMETYPE = 'mimetypeapplication/vnd.oasis.opendocument.text';
/** HEIF brands of HEIC photos (ISO/IEC 23008-12): the `ftyp` box at offset 4. */
const MARQUES_HEIC = ['heic', 'heix', 'mif1'];

/** Whether the first bytes of a file are those of the declared type (the storage never looks). */
export function contenuDuType(typeMime: string, octets: Uint8Array): boolean {
  switch (typeMime) {
    case 'image/jpeg':
      return commencePar(octets, [0xff, 0xd8, 0xff]);
    case 'image/png':
      return commencePar(octets, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/webp':
      return ascii(octets, 0, 4) === 'RIFF' && ascii(octets, 8, 12) === 'WEBP';
    case 'image/heic':
      return ascii(octets, 4, 8) === 'ftyp' && MARQUES_HEIC.includes(ascii(octets, 8, 12));
    case 'application/pdf':
      return ascii(octets, 0, 5) === '%PDF-';
    case 'application/vnd.oasis.opendocument.text':
      return commencePar(octets, ZIP) && ascii(octets, 30, 30 + ODT_MIMETYPE.length) === ODT_MIMETYPE;
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      return commencePar(octets, ZIP) && !ascii(octets, 30, 38).startsWith('mimetype');
    default:
      return false;
  }
}

/** Decoding bombs: a photo of more pixels than this is refused (a 100-megapixel camera is far below). */
const PIXELS_MAX = 120_000_000;

export interface Dimensions {
  originalW: number;
  originalH: number;
  /** The 320-pixel JPEG preview, null for a HEIC photo the decoder cannot read (see `lirePhoto`). */
  apercu: { jpeg: Buffer; largeur: number; hauteur: number } | null;
}

/**
 * Decodes a photo and re-encodes its preview: 320 pixels wide (never enlarged), ratio kept, turned
 * upright from its EXIF orientation, as JPEG without metadata. Throws when the bytes are no image.
 */
async function faireApercu(octets: Uint8Array): Promise<Dimensions> {
  const image = sharp(octets, { limitInputPixels: PIXELS_MAX, failOn: 'error' });
  const meta = await image.metadata();
  const { data, info } = await image
    .rotate()
    .resize({ width: LARGEUR_APERCU, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return {
    originalW: meta.autoOrient.width,
    originalH: meta.autoOrient.height,
    apercu: { jpeg: data, largeur: info.width, hauteur: info.height },
  };
}

/**
 * A photo's dimensions and preview. Known limit: the sharp binaries decode HEIF images coded in AV1
 * but not in HEVC (most phone HEIC photos; the codec is not shipped for patent reasons). A HEIC whose
 * HEIF structure parses (format, dimensions) but whose pixels cannot be decoded is kept without preview
 * (it is only ever downloaded, never shown inline); any other undecodable photo is refused.
 */
export async function lirePhoto(typeMime: string, octets: Uint8Array): Promise<Dimensions> {
  try {
    return await faireApercu(octets);
  } catch (error) {
    if (typeMime !== 'image/heic') throw error;
    const meta = await sharp(octets, { limitInputPixels: PIXELS_MAX }).metadata();
    if (meta.format !== 'heif' || !meta.width || !meta.height) throw error;
    return { originalW: meta.width, originalH: meta.height, apercu: null };
  }
}

/**
 * Checks the uploaded original of an announced attachment where its form wrote it (`cleEntrante`):
 * stored, of the announced size (within the kind's limit) and type, and of that type by its content; a photo must decode (its dimensions and
 * preview are then returned; null for a document). A refused file is deleted from the storage; 400
 * naming the field.
 */
export async function verifierOriginal(t: TeleversementPieceItem): Promise<Dimensions | null> {
  const stocke = await headFile(t.cleEntrante);
  if (!stocke) {
    throw new ValidationError("Le fichier n'a pas été déposé ou le dépôt a expiré", 'fichier');
  }
  const refuser = async (message: string, champ: string): Promise<never> => {
    await supprimerFichier(t.cleEntrante);
    throw new ValidationError(message, champ);
  };
  if (stocke.tailleEnOctets !== t.tailleEnOctets || stocke.tailleEnOctets > PIECES[t.genre].tailleMaxOctets) {
    return refuser('La taille du fichier déposé ne correspond pas', 'tailleEnOctets');
  }
  if (stocke.typeMime !== t.typeMime) {
    return refuser('Le type du fichier déposé ne correspond pas', 'typeMime');
  }
  const entete = await readFileStart(t.cleEntrante, Math.min(OCTETS_ENTETE, stocke.tailleEnOctets));
  if (!contenuDuType(t.typeMime, entete)) {
    return refuser('Le contenu du fichier ne correspond pas à son type', 'typeMime');
  }
  if (t.genre !== 'photo') return null;
  try {
    return await lirePhoto(t.typeMime, await readFileStart(t.cleEntrante, stocke.tailleEnOctets));
  } catch {
    return refuser("Cette photo est illisible : le fichier n'est pas une image valide", 'typeMime');
  }
}
