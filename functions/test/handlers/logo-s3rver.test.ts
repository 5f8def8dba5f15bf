// The logo round trip through real presigned URLs against s3rver (the local runtime's S3), as the SPA does it.
import '../helpers/test-env.ts';
import { LOGO_TAILLE_MAX_OCTETS } from '@umj/shared/bureau';
import { describe, expect, it } from 'vitest';
import { handler as createLogoUpload } from '../../src/handlers/bureaux/create-logo-upload.ts';
import { handler as modifierBureau } from '../../src/handlers/bureaux/update-bureau.ts';
import { handler as getBureau } from '../../src/handlers/bureaux/get-bureau.ts';
import { handler as supprimerBureaux } from '../../src/handlers/bureaux/delete-bureaux.ts';
import { call } from '../helpers/events.ts';
import { envoyerFormulaire } from '../helpers/formulaire-post.ts';
import { createTestBureau, signedIn } from '../helpers/fixtures.ts';
import { headFile } from '../../src/lib/adapters/files-storage.ts';
import { useLocalS3 } from '../helpers/local-s3.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('logo-s3rver');
useLocalS3();

describe('office logo through presigned URLs (logos stored in S3, s3rver locally)', () => {
  it('POST the form of the presigned upload, PATCH the office with the key, GET the bytes back from logoUrl', async () => {
    const { token } = await signedIn('administrateur');
    const bureau = await createTestBureau('Logo réel');
    const upload = await call(createLogoUpload, {
      method: 'POST',
      pathParameters: { bureauId: bureau.id },
      body: { typeMime: 'image/png' },
      token,
    });
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const post = await envoyerFormulaire(upload.body.uploadUrl, upload.body.fields, png);
    expect(post.status).toBe(204);

    const patched = await call(modifierBureau, {
      method: 'PATCH',
      pathParameters: { bureauId: bureau.id },
      body: { logo: upload.body.logo, version: 1 },
      token,
    });
    expect(patched.statusCode).toBe(200);
    const read = await call(getBureau, { pathParameters: { bureauId: bureau.id }, token });
    const download = await fetch(read.body.logoUrl);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(png);
  });

  it('deleting the office deletes its logo object from the storage', async () => {
    const { token } = await signedIn('administrateur');
    const bureau = await createTestBureau('Logo supprimé');
    const upload = await call(createLogoUpload, {
      method: 'POST',
      pathParameters: { bureauId: bureau.id },
      body: { typeMime: 'image/png' },
      token,
    });
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    expect((await envoyerFormulaire(upload.body.uploadUrl, upload.body.fields, png)).status).toBe(204);
    await call(modifierBureau, {
      method: 'PATCH',
      pathParameters: { bureauId: bureau.id },
      body: { logo: upload.body.logo, version: 1 },
      token,
    });
    const logoUrl = (await call(getBureau, { pathParameters: { bureauId: bureau.id }, token })).body
      .logoUrl as string;
    expect((await fetch(logoUrl)).status).toBe(200);
    const removed = await call(supprimerBureaux, {
      method: 'DELETE',
      body: { ids: [bureau.id], versions: { [bureau.id]: 2 } },
      token,
    });
    expect(removed.statusCode).toBe(200);
    expect((await fetch(logoUrl)).status).toBe(404);
  });

  it("the logo's POST policy lets the storage refuse an oversized image and another type, storing nothing", async () => {
    const { token } = await signedIn('administrateur');
    const bureau = await createTestBureau('Logo trop grand');
    const upload = await call(createLogoUpload, {
      method: 'POST',
      pathParameters: { bureauId: bureau.id },
      body: { typeMime: 'image/png' },
      token,
    });
    expect(upload.statusCode).toBe(201);
    const conditions = JSON.parse(Buffer.from(upload.body.fields.Policy, 'base64').toString()).conditions;
    expect(conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, LOGO_TAILLE_MAX_OCTETS],
        ['eq', '$Content-Type', 'image/png'],
      ]),
    );
    const tropGrand = Buffer.alloc(LOGO_TAILLE_MAX_OCTETS + 1, 0x20);
    const gros = await envoyerFormulaire(upload.body.uploadUrl, upload.body.fields, tropGrand);
    expect(gros.status).toBe(400);
    expect(gros.text).toContain('<Code>EntityTooLarge</Code>');
    const html = await envoyerFormulaire(
      upload.body.uploadUrl,
      { ...upload.body.fields, 'Content-Type': 'text/html' },
      Buffer.from('<script>alert(1)</script>'),
    );
    expect(html.status).toBe(403);
    expect(html.text).toContain('<Code>AccessDenied</Code>');
    expect(await headFile(upload.body.logo)).toBeUndefined();
  });
});
