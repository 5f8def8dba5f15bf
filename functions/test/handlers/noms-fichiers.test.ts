// File names that cannot mislead (docs/security.md#uploaded-files): the name a user gives an uploaded
// file is stored without path, control, invisible or reserved characters, with the extension of the
// type the server checked, and downloads carry it in an RFC 6266 Content-Disposition (`filename*` for a
// non-ASCII name). For each upload with a user-given name — a patient file's attachment, a blank
// document, a report-type model — against DynamoDB Local and the local runtime's s3rver, through the
// handlers and the presigned URLs a browser follows.
import '../helpers/test-env.ts';
import { STATUT } from '@umj/shared/statuts-dossier';
import { beforeAll, describe, expect, it } from 'vitest';
import { lireEntree, LISTES } from '../../src/data/listes.ts';
import { listerHistorique } from '../../src/data/dossiers.ts';
import { lirePiece } from '../../src/data/pieces.ts';
import type { DocumentViergeEntree } from '../../src/handlers/documents-vierges/document-vierge-view.ts';
import type { DpRapportEntree } from '../../src/services/dprapports.ts';
import { handler as createDocument } from '../../src/handlers/documents-vierges/create-document-vierge.ts';
import { handler as televerserDocument } from '../../src/handlers/documents-vierges/create-document-vierge-televersement.ts';
import { handler as getFichier } from '../../src/handlers/documents-vierges/get-document-vierge-fichier.ts';
import { handler as televerserModele } from '../../src/handlers/dprapports/create-dprapport-televersement.ts';
import { handler as createDpRapport } from '../../src/handlers/dprapports/create-dprapport.ts';
import { handler as getModele } from '../../src/handlers/dprapports/get-dprapport-modele.ts';
import { handler as updateDpRapport } from '../../src/handlers/dprapports/update-dprapport.ts';
import { handler as createPiece } from '../../src/handlers/pieces/create-piece.ts';
import { handler as televerserPiece } from '../../src/handlers/pieces/create-piece-televersement.ts';
import { handler as listPieces } from '../../src/handlers/pieces/list-pieces.ts';
import { call } from '../helpers/events.ts';
import { creerDossierDeTest } from '../helpers/dossiers-h2.ts';
import { createTestBureau, signedIn } from '../helpers/fixtures.ts';
import { envoyerFormulaire } from '../helpers/formulaire-post.ts';
import { useLocalS3 } from '../helpers/local-s3.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('noms-fichiers');
useLocalS3();

const PDF_TYPE = 'application/pdf';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('modèle de rapport')]);

let bureauId: string;
let dossierId: number;
let secretariat: string;
let admin: string;

beforeAll(async () => {
  bureauId = (await createTestBureau('Argenteuil')).id;
  secretariat = (await signedIn('secretariat', [bureauId])).token;
  admin = (await signedIn('administrateur')).token;
  dossierId = await creerDossierDeTest({
    bureauId,
    examinateur: null,
    jour: 20_700,
    heure: 600,
    statut: STATUT.arrive,
  });
});

/** The Content-Disposition the browser gets when it follows a presigned download URL. */
async function disposition(url: string): Promise<string | null> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return res.headers.get('content-disposition');
}

/** A PDF attachment of the test file, announced under `nom`, uploaded and checked: its stored answer. */
async function piece(nom: string) {
  const chemin = { bureauId, dossierId: String(dossierId) };
  const t = await call(televerserPiece, {
    method: 'POST',
    pathParameters: chemin,
    body: { genre: 'document', nom, typeMime: PDF_TYPE, tailleEnOctets: PDF.length },
    token: secretariat,
  });
  expect(t.statusCode).toBe(201);
  expect((await envoyerFormulaire(t.body.url, t.body.fields, PDF)).status).toBe(204);
  const fin = await call(createPiece, {
    method: 'POST',
    pathParameters: { ...chemin, pieceId: t.body.pieceId },
    token: secretariat,
  });
  expect(fin.statusCode).toBe(201);
  return fin.body as { id: string; nom: string; originalUrl: string };
}

describe("an attachment's name (docs/security.md#uploaded-files)", () => {
  it('a PDF announced as rapport.html is stored, listed, recorded and downloaded as rapport.pdf: the extension of its checked type', async () => {
    const stockee = await piece('rapport.html');

    expect(stockee.nom).toBe('rapport.pdf');
    expect((await lirePiece(bureauId, dossierId, stockee.id))?.nom).toBe('rapport.pdf');
    const liste = await call(listPieces, {
      pathParameters: { bureauId, dossierId: String(dossierId) },
      token: secretariat,
    });
    expect(liste.body.elements.find((p: { id: string }) => p.id === stockee.id)?.nom).toBe('rapport.pdf');
    const ajout = (await listerHistorique(bureauId, dossierId)).find((e) => e.action === 'ajout-piece');
    expect(ajout?.champs[0]?.apres).toBe('rapport.pdf');
    expect(await disposition(stockee.originalUrl)).toBe('attachment; filename="rapport.pdf"');
  });

  it('the stored name loses any path: ../../x.pdf is stored x.pdf, a Windows path too', async () => {
    expect((await piece('../../x.pdf')).nom).toBe('x.pdf');
    expect((await piece('..\\dossier\\scan.pdf')).nom).toBe('scan.pdf');
  });

  it('the stored name loses its control and invisible formatting characters (a right-to-left override cannot show exe.pdf)', async () => {
    expect((await piece('rap\u0007port\u0000.pdf')).nom).toBe('rapport.pdf');
    // A right-to-left override would show 'rapport' + 'exe.pdf'.
    expect((await piece('rapport\u202Efdp.exe')).nom).toBe('rapportfdp.pdf');
  });

  it('the stored name loses the characters file systems reserve', async () => {
    expect((await piece('a<b>:c|d?e*"f.pdf')).nom).toBe('abcdef.pdf');
  });

  it('a non-ASCII name downloads under the RFC 6266 filename* form, with an ASCII filename fallback', async () => {
    const stockee = await piece("Compte rendu d'été.pdf");

    expect(stockee.nom).toBe("Compte rendu d'été.pdf");
    expect(await disposition(stockee.originalUrl)).toBe(
      `attachment; filename="Compte rendu d'ete.pdf"; filename*=UTF-8''Compte%20rendu%20d%27%C3%A9t%C3%A9.pdf`,
    );
  });
});

/** Uploads a file for a reference list as the browser does; answers the `Fichier` to register. */
async function fichierDepose(
  televerser: typeof televerserDocument,
  nomFichier: string,
  typeMime: string,
  octets: Buffer,
) {
  const t = await call(televerser, {
    method: 'POST',
    body: { nomFichier, typeMime, tailleEnOctets: octets.length },
    token: admin,
  });
  expect(t.statusCode).toBe(201);
  expect((await envoyerFormulaire(t.body.url, t.body.fields, octets)).status).toBe(204);
  return { cle: t.body.cle as string, nomFichier, typeMime, tailleEnOctets: octets.length };
}

describe('the file names of the reference lists (docs/security.md#uploaded-files)', () => {
  it('a blank document is registered and downloaded under its safe name: rapport:final?.html checked as a PDF gives rapportfinal.pdf', async () => {
    const fichier = await fichierDepose(televerserDocument, 'rapport:final?.html', PDF_TYPE, PDF);

    const cree = await call(createDocument, {
      method: 'POST',
      body: { nom: 'Rapport', ...fichier },
      token: admin,
    });
    expect(cree.statusCode).toBe(201);
    expect(cree.body.nomFichier).toBe('rapportfinal.pdf');
    const enregistre = await lireEntree<DocumentViergeEntree>(LISTES.documentsVierges, cree.body.id);
    expect(enregistre?.nomFichier).toBe('rapportfinal.pdf');
    const lien = await call(getFichier, { pathParameters: { id: cree.body.id }, token: secretariat });
    expect(await disposition(lien.body.url)).toBe('attachment; filename="rapportfinal.pdf"');
  });

  it("a report type's model is registered under its safe name, created or replaced, and downloaded so", async () => {
    const modele = await fichierDepose(televerserModele, 'modèle\u200b ITT.pdf', DOCX_TYPE, DOCX);
    const cree = await call(createDpRapport, {
      method: 'POST',
      body: { nom: 'ITT', delaiRemiseJours: 10, modele },
      token: admin,
    });
    expect(cree.statusCode).toBe(201);
    expect(cree.body.modele.nomFichier).toBe('modèle ITT.docx');
    const lien = await call(getModele, { pathParameters: { id: cree.body.id }, token: secretariat });
    expect(await disposition(lien.body.url)).toBe(
      `attachment; filename="modele ITT.docx"; filename*=UTF-8''mod%C3%A8le%20ITT.docx`,
    );

    const nouveau = await fichierDepose(televerserModele, ' .nouveau modèle.DOCX.html', DOCX_TYPE, DOCX);
    const remplace = await call(updateDpRapport, {
      method: 'PATCH',
      pathParameters: { id: cree.body.id },
      body: { modele: nouveau, version: 1 },
      token: admin,
    });
    expect(remplace.statusCode).toBe(200);
    expect(remplace.body.modele.nomFichier).toBe('nouveau modèle.docx');
    expect((await lireEntree<DpRapportEntree>(LISTES.dprapports, cree.body.id))?.modele).toMatchObject({
      cle: nouveau.cle,
      nomFichier: 'nouveau modèle.docx',
    });
  });
});
