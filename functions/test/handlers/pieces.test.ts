// Attachments of a patient file (docs/product-rules.md#attachment): a presigned POST limited in type and size
// BY THE STORAGE (photos JPEG/PNG/WebP/HEIC ≤ 15 Mo, documents PDF/DOCX/ODT ≤ 20 Mo), the uploaded file
// checked by its content (a PDF disguised as a photo is refused and deleted), a photo decoded and its
// 320-pixel preview written, short-lived download URLs, versioned delete, history items, audit and the
// office-scoped DossierPatient signal; rights (another office 404, another examiner's file 404, no role
// 403). Against DynamoDB Local and the local runtime's s3rver behind its POST-policy front.
import '../helpers/test-env.ts';
import { PIECES } from '@umj/shared/dossiers-api';
import { STATUT } from '@umj/shared/statuts-dossier';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { listerHistorique } from '../../src/data/dossiers.ts';
import { handler as createPiece } from '../../src/handlers/pieces/create-piece.ts';
import { handler as createTeleversement } from '../../src/handlers/pieces/create-piece-televersement.ts';
import { handler as deletePiece } from '../../src/handlers/pieces/delete-piece.ts';
import { handler as listPieces } from '../../src/handlers/pieces/list-pieces.ts';
import { contenuDuType } from '../../src/services/fichiers-pieces.ts';
import { lirePiece } from '../../src/data/pieces.ts';
import { clesPiece } from '../../src/services/pieces.ts';
import { PREFIXES_FICHIERS } from '../../src/api/files-prefixes.ts';
import { headFile } from '../../src/lib/adapters/files-storage.ts';
import { call } from '../helpers/events.ts';
import { envoyerFormulaire } from '../helpers/formulaire-post.ts';
import { creerDossierDeTest } from '../helpers/dossiers-h2.ts';
import { createTestBureau, signedIn, type TestUser } from '../helpers/fixtures.ts';
import { auditDuJour, useRealtimeListener } from '../helpers/listes.ts';
import { useLocalS3 } from '../helpers/local-s3.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('pieces');
useLocalS3();
const realtime = useRealtimeListener();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ODT_TYPE = 'application/vnd.oasis.opendocument.text';
/** A ZIP local header whose first entry is `[Content_Types].xml` (Office) or `mimetype` (ODF). */
function zipAvecPremiereEntree(nom: string, contenu: string): Buffer {
  const entete = Buffer.alloc(30);
  entete.writeUInt32LE(0x04034b50, 0);
  entete.writeUInt16LE(nom.length, 26);
  return Buffer.concat([entete, Buffer.from(nom + contenu, 'latin1'), Buffer.alloc(64)]);
}
const DOCX = zipAvecPremiereEntree('[Content_Types].xml', '<?xml version="1.0"?>');
const ODT = zipAvecPremiereEntree('mimetype', ODT_TYPE);

let jpeg: Buffer;
let png: Buffer;
let argenteuil: string;
let chartres: string;
let admin: string;
let secretariat: string;
let secretariatChartres: string;
let medecin: { user: TestUser; token: string };
let autreMedecin: { user: TestUser; token: string };
let dossierId: number;
let dossierAutreMedecin: number;

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
  png = await sharp({ create: { width: 640, height: 1280, channels: 4, background: '#cc336680' } })
    .png()
    .toBuffer();
  argenteuil = (await createTestBureau('Argenteuil')).id;
  chartres = (await createTestBureau('Chartres')).id;
  admin = (await signedIn('administrateur')).token;
  secretariat = (await signedIn('secretariat', [argenteuil])).token;
  secretariatChartres = (await signedIn('secretariat', [chartres])).token;
  medecin = await signedIn('medecin', [argenteuil]);
  autreMedecin = await signedIn('medecin', [argenteuil]);
  const examinateur = (u: TestUser) => ({ id: u.id, nomComplet: u.nomComplet });
  dossierId = await creerDossierDeTest({
    bureauId: argenteuil,
    examinateur: examinateur(medecin.user),
    jour: 20_700,
    heure: 600,
    statut: STATUT.arrive,
  });
  dossierAutreMedecin = await creerDossierDeTest({
    bureauId: argenteuil,
    examinateur: examinateur(autreMedecin.user),
    jour: 20_700,
    heure: 630,
    statut: STATUT.rdvPris,
  });
});

interface Televersement {
  pieceId: string;
  url: string;
  fields: Record<string, string>;
  expireLe: string;
}

const chemin = (bureauId: string, id: number) => ({ bureauId, dossierId: String(id) });

function demander(
  token: string,
  body: { genre: string; nom: string; typeMime: string; tailleEnOctets: number },
  bureauId = argenteuil,
  id = dossierId,
) {
  return call<Televersement>(createTeleversement, {
    method: 'POST',
    pathParameters: chemin(bureauId, id),
    body,
    token,
  });
}

/** What the browser does: every field of the answer, then the file (field `file`). */
const envoyer = (t: Televersement, octets: Uint8Array, fields: Record<string, string> = t.fields) =>
  envoyerFormulaire(t.url, fields, octets);

const finir = (token: string, pieceId: string, bureauId = argenteuil, id = dossierId) =>
  call(createPiece, {
    method: 'POST',
    pathParameters: { ...chemin(bureauId, id), pieceId },
    token,
  });

/** Announce, upload and check one file; returns the three answers. */
async function deposer(
  token: string,
  genre: 'photo' | 'document',
  nom: string,
  typeMime: string,
  octets: Buffer,
) {
  const t = await demander(token, { genre, nom, typeMime, tailleEnOctets: octets.length });
  expect(t.statusCode).toBe(201);
  const envoi = await envoyer(t.body, octets);
  expect(envoi.status).toBe(204);
  return { t: t.body, fin: await finir(token, t.body.pieceId) };
}

describe('upload request: a presigned POST limited by the storage', () => {
  it('the policy names the key under the incoming prefix, the exact type and the kind limit (15 Mo photo, 20 Mo document)', async () => {
    const photo = await demander(secretariat, {
      genre: 'photo',
      nom: 'coude.jpg',
      typeMime: 'image/jpeg',
      tailleEnOctets: 1000,
    });
    expect(photo.statusCode).toBe(201);
    const cle = clesPiece(argenteuil, dossierId, photo.body.pieceId, 'image/jpeg').entrant;
    expect(cle).toBe(`incoming/dossiers/${argenteuil}/${dossierId}/${photo.body.pieceId}`);
    expect(photo.body.fields).toMatchObject({ key: cle, 'Content-Type': 'image/jpeg' });
    const conditions = JSON.parse(Buffer.from(photo.body.fields.Policy!, 'base64').toString()).conditions;
    expect(conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, PIECES.photo.tailleMaxOctets],
        ['eq', '$Content-Type', 'image/jpeg'],
      ]),
    );
    const expire = Date.parse(photo.body.expireLe) - Date.now();
    expect(expire).toBeGreaterThan(0);
    expect(expire).toBeLessThanOrEqual(5 * 60_000);

    const document = await demander(secretariat, {
      genre: 'document',
      nom: 'requisition.pdf',
      typeMime: 'application/pdf',
      tailleEnOctets: 1000,
    });
    const conditionsDocument = JSON.parse(
      Buffer.from(document.body.fields.Policy!, 'base64').toString(),
    ).conditions;
    expect(conditionsDocument).toContainEqual(['content-length-range', 1, PIECES.document.tailleMaxOctets]);
  });

  it('the STORAGE refuses a photo above 15 Mo (EntityTooLarge) even when announced smaller, and stores nothing', async () => {
    const t = await demander(secretariat, {
      genre: 'photo',
      nom: 'grosse.jpg',
      typeMime: 'image/jpeg',
      tailleEnOctets: 1000,
    });
    const tropGrosse = Buffer.alloc(PIECES.photo.tailleMaxOctets + 1, 0x20);
    jpeg.copy(tropGrosse);
    const res = await envoyer(t.body, tropGrosse);
    expect(res.status).toBe(400);
    expect(res.text).toContain('<Code>EntityTooLarge</Code>');
    expect(
      await headFile(clesPiece(argenteuil, dossierId, t.body.pieceId, 'image/jpeg').entrant),
    ).toBeUndefined();
  });

  it('the STORAGE refuses a document above 20 Mo and another type than the one signed (AccessDenied)', async () => {
    const t = await demander(secretariat, {
      genre: 'document',
      nom: 'gros.pdf',
      typeMime: 'application/pdf',
      tailleEnOctets: 1000,
    });
    const tropGros = Buffer.alloc(PIECES.document.tailleMaxOctets + 1, 0x20);
    PDF.copy(tropGros);
    const gros = await envoyer(t.body, tropGros);
    expect(gros.status).toBe(400);
    expect(gros.text).toContain('<Code>EntityTooLarge</Code>');

    const html = await envoyer(t.body, Buffer.from('<script>alert(1)</script>'), {
      ...t.body.fields,
      'Content-Type': 'text/html',
    });
    expect(html.status).toBe(403);
    expect(html.text).toContain('<Code>AccessDenied</Code>');
    expect(
      await headFile(clesPiece(argenteuil, dossierId, t.body.pieceId, 'image/jpeg').entrant),
    ).toBeUndefined();
  });

  it('a type or size outside the kind is refused before any upload (400 naming the field, French text)', async () => {
    const gif = await demander(secretariat, {
      genre: 'photo',
      nom: 'a.gif',
      typeMime: 'image/gif',
      tailleEnOctets: 10,
    });
    expect(gif.body).toMatchObject({
      statusCode: 400,
      field: 'typeMime',
      message: 'Type de photo refusé (JPEG, PNG, WebP ou HEIC)',
    });
    const gros = await demander(secretariat, {
      genre: 'document',
      nom: 'a.pdf',
      typeMime: 'application/pdf',
      tailleEnOctets: PIECES.document.tailleMaxOctets + 1,
    });
    expect(gros.body).toMatchObject({
      statusCode: 400,
      field: 'tailleEnOctets',
      message: 'Document trop volumineux (20 Mo au plus)',
    });
  });
});

describe('check of the uploaded file and preview (entities Attachment)', () => {
  it('entities: a JPEG photo gets a 320-pixel-wide preview (ratio kept), short-lived URLs, a history item, an audit entry and an office-scoped signal', async () => {
    const ecouteArgenteuil = await realtime.listen(secretariat);
    const ecouteChartres = await realtime.listen(secretariatChartres);
    const { t, fin } = await deposer(medecin.token, 'photo', 'Ecchymose bras.jpg', 'image/jpeg', jpeg);
    expect(fin.statusCode).toBe(201);
    expect(fin.body).toMatchObject({
      id: t.pieceId,
      genre: 'photo',
      version: 1,
      nom: 'Ecchymose bras.jpg',
      typeMime: 'image/jpeg',
      tailleEnOctets: jpeg.length,
      originalW: 800,
      originalH: 600,
      apercu320W: 320,
      apercu320H: 240,
    });
    const apercu = Buffer.from(await (await fetch(fin.body.apercu320Url)).arrayBuffer());
    const meta = await sharp(apercu).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 240]);
    const original = await fetch(fin.body.originalUrl);
    expect(Buffer.from(await original.arrayBuffer())).toEqual(jpeg);
    expect(fin.body.originalUrl).toMatch(/X-Amz-Expires=300/);

    const historique = await listerHistorique(argenteuil, dossierId);
    expect(historique[0]).toMatchObject({
      action: 'ajout-piece',
      qui: { id: medecin.user.id },
      champs: [{ champ: 'photos', avant: null, apres: 'Ecchymose bras.jpg' }],
    });
    expect(await auditDuJour(admin)).toContainEqual(
      expect.objectContaining({
        action: 'pieces/create-piece',
        bureauId: argenteuil,
        cible: `BUREAU#${argenteuil}#DOSSIER#${dossierId}#PIECE#${t.pieceId}`,
        resultat: 'succès',
      }),
    );
    expect(await ecouteArgenteuil()).toContainEqual(
      expect.objectContaining({ table: 'DossierPatient', operation: 'MODIFY' }),
    );
    expect(await ecouteChartres()).toEqual([]);
  });

  it('a checked file is moved out of the incoming prefix to a key named with the extension of its checked type; the incoming object is gone', async () => {
    for (const [genre, nom, typeMime, octets, extension] of [
      ['photo', 'cuisse.png', 'image/png', png, 'png'],
      ['document', 'certificat', 'application/pdf', PDF, 'pdf'],
    ] as const) {
      const { t, fin } = await deposer(secretariat, genre, nom, typeMime, octets);
      expect(fin.statusCode).toBe(201);
      const cles = clesPiece(argenteuil, dossierId, t.pieceId, typeMime);
      const stockee = await lirePiece(argenteuil, dossierId, t.pieceId);
      expect(stockee!.cleOriginal).toBe(
        `dossiers/${argenteuil}/${dossierId}/${t.pieceId}/original.${extension}`,
      );
      expect(stockee!.cleOriginal.startsWith(PREFIXES_FICHIERS.piecesEntrantes)).toBe(false);
      expect(await headFile(stockee!.cleOriginal)).toEqual({ tailleEnOctets: octets.length, typeMime });
      expect(await headFile(cles.entrant)).toBeUndefined();
    }
  });

  it('entities: a portrait PNG with transparency gets a 320 × 640 JPEG preview', async () => {
    const { fin } = await deposer(secretariat, 'photo', 'dos.png', 'image/png', png);
    expect(fin.statusCode).toBe(201);
    expect(fin.body).toMatchObject({ originalW: 640, originalH: 1280, apercu320W: 320, apercu320H: 640 });
    const meta = await sharp(
      Buffer.from(await (await fetch(fin.body.apercu320Url)).arrayBuffer()),
    ).metadata();
    expect(meta.format).toBe('jpeg');
  });

  it('entities: a phone photo taken upright (EXIF orientation 6) has its upright size and an upright preview', async () => {
    const couchee = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#36c' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { fin } = await deposer(secretariat, 'photo', 'debout.jpg', 'image/jpeg', couchee);
    expect(fin.body).toMatchObject({ originalW: 600, originalH: 800, apercu320W: 320, apercu320H: 427 });
    const apercu = await sharp(
      Buffer.from(await (await fetch(fin.body.apercu320Url)).arrayBuffer()),
    ).metadata();
    expect([apercu.width, apercu.height, apercu.orientation]).toEqual([320, 427, undefined]);
  });

  it('a PDF disguised as a JPEG photo passes the storage (same declared type) but is refused by its content and deleted', async () => {
    const t = await demander(secretariat, {
      genre: 'photo',
      nom: 'photo.jpg',
      typeMime: 'image/jpeg',
      tailleEnOctets: PDF.length,
    });
    expect((await envoyer(t.body, PDF)).status).toBe(204);
    const fin = await finir(secretariat, t.body.pieceId);
    expect(fin.body).toMatchObject({
      statusCode: 400,
      field: 'typeMime',
      message: 'Le contenu du fichier ne correspond pas à son type',
    });
    expect(
      await headFile(clesPiece(argenteuil, dossierId, t.body.pieceId, 'image/jpeg').entrant),
    ).toBeUndefined();
    const liste = await call(listPieces, {
      pathParameters: chemin(argenteuil, dossierId),
      token: secretariat,
    });
    expect(liste.body.elements.map((p: { id: string }) => p.id)).not.toContain(t.body.pieceId);
  });

  it('JPEG magic bytes over garbage do not decode: refused ("illisible") and deleted, never trusted by type', async () => {
    const faux = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
    const { t, fin } = await deposer(secretariat, 'photo', 'faux.jpg', 'image/jpeg', faux);
    expect(fin.body).toMatchObject({
      statusCode: 400,
      field: 'typeMime',
      message: "Cette photo est illisible : le fichier n'est pas une image valide",
    });
    expect(await headFile(clesPiece(argenteuil, dossierId, t.pieceId, 'image/jpeg').entrant)).toBeUndefined();
  });

  it('a file smaller than announced is refused on tailleEnOctets; a check without upload names the file', async () => {
    const t = await demander(secretariat, {
      genre: 'document',
      nom: 'a.pdf',
      typeMime: 'application/pdf',
      tailleEnOctets: PDF.length + 10,
    });
    expect((await envoyer(t.body, PDF)).status).toBe(204);
    expect((await finir(secretariat, t.body.pieceId)).body).toMatchObject({
      statusCode: 400,
      field: 'tailleEnOctets',
    });
    const sansFichier = await demander(secretariat, {
      genre: 'document',
      nom: 'b.pdf',
      typeMime: 'application/pdf',
      tailleEnOctets: 10,
    });
    expect((await finir(secretariat, sansFichier.body.pieceId)).body).toMatchObject({
      statusCode: 400,
      field: 'fichier',
    });
  });

  it('documents PDF, DOCX and ODT are recorded without preview; an ODT announced for DOCX content is refused', async () => {
    for (const [nom, type, octets] of [
      ['certificat.pdf', 'application/pdf', PDF],
      ['rapport.docx', DOCX_TYPE, DOCX],
      ['rapport.odt', ODT_TYPE, ODT],
    ] as const) {
      const { fin } = await deposer(secretariat, 'document', nom, type, octets);
      expect(fin.statusCode, nom).toBe(201);
      expect(fin.body).toMatchObject({ genre: 'document', apercu320Url: null, originalW: null });
    }
    const { fin } = await deposer(secretariat, 'document', 'faux.odt', ODT_TYPE, DOCX);
    expect(fin.body).toMatchObject({ statusCode: 400, field: 'typeMime' });
  });

  it('HEIC is recognised by its ftyp brand (heic, heix, mif1); WebP by RIFF…WEBP', () => {
    const ftyp = (marque: string) => Buffer.from(`\0\0\0\x18ftyp${marque}\0\0\0\0`, 'latin1');
    expect(contenuDuType('image/heic', ftyp('heic'))).toBe(true);
    expect(contenuDuType('image/heic', ftyp('heix'))).toBe(true);
    expect(contenuDuType('image/heic', ftyp('mif1'))).toBe(true);
    expect(contenuDuType('image/heic', ftyp('isom'))).toBe(false);
    expect(contenuDuType('image/webp', Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1'))).toBe(true);
    expect(contenuDuType('image/webp', Buffer.from('RIFF\x10\0\0\0WAVEfmt ', 'latin1'))).toBe(false);
  });

  it('a HEIC photo (HEIF, brand heic) and a WebP photo decode and get their preview', async () => {
    const heif = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#888' } })
      .heif({ compression: 'av1' })
      .toBuffer();
    heif.write('heic', 8, 'latin1'); // major brand of a phone's HEIC
    const heic = await deposer(secretariat, 'photo', 'IMG_0001.HEIC', 'image/heic', heif);
    expect(heic.fin.statusCode).toBe(201);
    expect(heic.fin.body).toMatchObject({ originalW: 400, apercu320W: 320, apercu320H: 240 });
    const webp = await sharp(jpeg).webp().toBuffer();
    const w = await deposer(secretariat, 'photo', 'a.webp', 'image/webp', webp);
    expect(w.fin.body).toMatchObject({ originalW: 800, apercu320W: 320 });
  });

  it('(known limit of the sharp binaries, no HEVC decoder): a HEIC whose HEIF structure parses but whose pixels do not decode is kept without preview; a HEIC brand over garbage is refused', async () => {
    const heif = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#888' } })
      .heif({ compression: 'av1' })
      .toBuffer();
    heif.write('heic', 8, 'latin1');
    const pixelsIlisibles = Buffer.from(heif);
    pixelsIlisibles.fill(0xff, heif.indexOf(Buffer.from('mdat')) + 4);
    const gardee = await deposer(secretariat, 'photo', 'IMG_0002.HEIC', 'image/heic', pixelsIlisibles);
    expect(gardee.fin.statusCode).toBe(201);
    expect(gardee.fin.body).toMatchObject({
      originalW: 400,
      originalH: 300,
      apercu320Url: null,
      apercu320W: null,
    });
    const garbage = Buffer.concat([heif.subarray(0, 16), Buffer.alloc(500, 0x41)]);
    const refusee = await deposer(secretariat, 'photo', 'IMG_0003.HEIC', 'image/heic', garbage);
    expect(refusee.fin.body).toMatchObject({ statusCode: 400, field: 'typeMime' });
    expect(
      await headFile(clesPiece(argenteuil, dossierId, refusee.t.pieceId, 'image/jpeg').entrant),
    ).toBeUndefined();
  });

  it('an upload is checked once (a second check is 404) and only by the user who announced it', async () => {
    const t = await demander(secretariat, {
      genre: 'document',
      nom: 'c.pdf',
      typeMime: 'application/pdf',
      tailleEnOctets: PDF.length,
    });
    expect((await envoyer(t.body, PDF)).status).toBe(204);
    expect((await finir(admin, t.body.pieceId)).statusCode).toBe(404);
    expect((await finir(secretariat, t.body.pieceId)).statusCode).toBe(201);
    expect((await finir(secretariat, t.body.pieceId)).statusCode).toBe(404);
  });
});

describe('rights on attachments (access)', () => {
  it('another office is 404 (request, list, check, delete), audited as a refused access', async () => {
    const demande = await demander(secretariatChartres, {
      genre: 'document',
      nom: 'a.pdf',
      typeMime: 'application/pdf',
      tailleEnOctets: 10,
    });
    expect(demande.statusCode).toBe(404);
    const liste = await call(listPieces, {
      pathParameters: chemin(argenteuil, dossierId),
      token: secretariatChartres,
    });
    expect(liste.statusCode).toBe(404);
    expect(await auditDuJour(admin)).toContainEqual(
      expect.objectContaining({
        action: 'pieces/list-pieces',
        bureauId: argenteuil,
        statusCode: 404,
        resultat: 'refusé',
      }),
    );
    // The same file id under the caller's own office does not exist either.
    expect(
      (
        await demander(
          secretariatChartres,
          {
            genre: 'document',
            nom: 'a.pdf',
            typeMime: 'application/pdf',
            tailleEnOctets: 10,
          },
          chartres,
        )
      ).statusCode,
    ).toBe(404);
  });

  it("an examiner neither sees nor changes the attachments of another examiner's file (404); a user without role 403", async () => {
    const demande = await demander(
      medecin.token,
      { genre: 'document', nom: 'a.pdf', typeMime: 'application/pdf', tailleEnOctets: 10 },
      argenteuil,
      dossierAutreMedecin,
    );
    expect(demande.statusCode).toBe(404);
    const liste = await call(listPieces, {
      pathParameters: chemin(argenteuil, dossierAutreMedecin),
      token: medecin.token,
    });
    expect(liste.statusCode).toBe(404);
    const sansRole = (await signedIn('aucun', [argenteuil])).token;
    expect(
      (
        await demander(sansRole, {
          genre: 'document',
          nom: 'a.pdf',
          typeMime: 'application/pdf',
          tailleEnOctets: 10,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('DELETE …/pieces/{pieceId}', () => {
  it('a stale version is 409 and deletes nothing; the right one deletes the item, its objects, and records the history', async () => {
    const { t, fin } = await deposer(secretariat, 'photo', 'plaie.png', 'image/png', png);
    expect(fin.statusCode).toBe(201);
    const cles = clesPiece(argenteuil, dossierId, t.pieceId, 'image/png');
    const supprimer = (version: number, token = secretariat) =>
      call(deletePiece, {
        method: 'DELETE',
        pathParameters: { ...chemin(argenteuil, dossierId), pieceId: t.pieceId },
        body: { version },
        token,
      });
    const perime = await supprimer(2);
    expect(perime.body).toMatchObject({ statusCode: 409, code: 'VERSION_CONFLICT' });
    expect(await headFile(cles.original)).toBeDefined();
    expect((await supprimer(1, autreMedecin.token)).statusCode).toBe(404);

    const ok = await supprimer(1);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toEqual({ id: t.pieceId });
    expect(await headFile(cles.original)).toBeUndefined();
    expect(await headFile(cles.apercu)).toBeUndefined();
    expect((await listerHistorique(argenteuil, dossierId))[0]).toMatchObject({
      action: 'suppression-piece',
      champs: [{ champ: 'photos', avant: 'plaie.png', apres: null }],
    });
    const liste = await call(listPieces, {
      pathParameters: chemin(argenteuil, dossierId),
      token: medecin.token,
    });
    expect(liste.statusCode).toBe(200);
    expect(liste.body.elements.map((p: { id: string }) => p.id)).not.toContain(t.pieceId);
    expect((await supprimer(1)).statusCode).toBe(404);
  });

  it('the list gives every attachment of the file with fresh URLs, oldest first, to its examiner', async () => {
    const liste = await call(listPieces, {
      pathParameters: chemin(argenteuil, dossierId),
      token: medecin.token,
    });
    expect(liste.statusCode).toBe(200);
    const dates = liste.body.elements.map((p: { dateModification: string }) => p.dateModification);
    expect(dates).toEqual([...dates].sort());
    expect(liste.body.elements.length).toBeGreaterThanOrEqual(5);
    for (const p of liste.body.elements) expect(p.originalUrl).toMatch(/^http/);
  });
});
