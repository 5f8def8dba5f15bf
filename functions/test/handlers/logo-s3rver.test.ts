// The logo round trip through real presigned URLs against s3rver (the local runtime's S3), as the SPA does it.
import '../helpers/test-env.ts';
import { describe, expect, it } from 'vitest';
import { handler as createLogoUpload } from '../../src/handlers/bureaux/create-logo-upload.ts';
import { handler as updateBureau } from '../../src/handlers/bureaux/update-bureau.ts';
import { handler as getBureau } from '../../src/handlers/bureaux/get-bureau.ts';
import { handler as deleteBureaux } from '../../src/handlers/bureaux/delete-bureaux.ts';
import { call } from '../helpers/events.ts';
import { createTestBureau, signedIn } from '../helpers/fixtures.ts';
import { useLocalS3 } from '../helpers/local-s3.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('logo-s3rver');
useLocalS3();

describe('office logo through presigned URLs (issue 3: logos stored in S3, s3rver locally)', () => {
  it('issue 3: PUT to the presigned upload URL, PATCH the office with the key, GET the bytes back from logoUrl', async () => {
    const { token } = await signedIn('administrateur');
    const bureau = await createTestBureau('Logo réel');
    const upload = await call(createLogoUpload, {
      method: 'POST',
      pathParameters: { id: bureau.id },
      body: { typeMime: 'image/png' },
      token,
    });
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const put = await fetch(upload.body.uploadUrl, {
      method: 'PUT',
      headers: upload.body.headers,
      body: png,
    });
    expect(put.status).toBe(200);

    const patched = await call(updateBureau, {
      method: 'PATCH',
      pathParameters: { id: bureau.id },
      body: { logo: upload.body.logo, version: 1 },
      token,
    });
    expect(patched.statusCode).toBe(200);
    const read = await call(getBureau, { pathParameters: { id: bureau.id }, token });
    const download = await fetch(read.body.logoUrl);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(png);
  });

  it('issue 8: deleting the office deletes its logo object from the storage', async () => {
    const { token } = await signedIn('administrateur');
    const bureau = await createTestBureau('Logo supprimé');
    const upload = await call(createLogoUpload, {
      method: 'POST',
      pathParameters: { id: bureau.id },
      body: { typeMime: 'image/png' },
      token,
    });
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    expect(
      (await fetch(upload.body.uploadUrl, { method: 'PUT', headers: upload.body.headers, body: png })).status,
    ).toBe(200);
    await call(updateBureau, {
      method: 'PATCH',
      pathParameters: { id: bureau.id },
      body: { logo: upload.body.logo, version: 1 },
      token,
    });
    const logoUrl = (await call(getBureau, { pathParameters: { id: bureau.id }, token })).body
      .logoUrl as string;
    expect((await fetch(logoUrl)).status).toBe(200);
    const removed = await call(deleteBureaux, {
      method: 'DELETE',
      body: { ids: [bureau.id], versions: { [bureau.id]: 2 } },
      token,
    });
    expect(removed.statusCode).toBe(200);
    expect((await fetch(logoUrl)).status).toBe(404);
  });
});
