import '../helpers/test-env.ts';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { handler as logout } from '../../src/handlers/auth/logout.ts';
import { handler as getMoi } from '../../src/handlers/utilisateurs/get-moi.ts';
import { handler as listerBureaux } from '../../src/handlers/bureaux/list-bureaux.ts';
import { signAccessToken } from '../../src/lib/auth/access-token.ts';
import { tokenSigningKey } from '../../src/lib/auth/signing-key.ts';
import { call } from '../helpers/events.ts';
import { createTestBureau, loginAs, signedIn } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('auth-session');

const moi = (token?: string, headers?: Record<string, string>) =>
  call(getMoi, { path: '/utilisateurs/moi', ...(token ? { token } : {}), ...(headers ? { headers } : {}) });
const key = await tokenSigningKey();

describe('GET /utilisateurs/moi and sessions (calls, errors; API)', () => {
  it('calls: answers id, nomComplet, adresseEmail, role, bureaux [{id, nom}] (plus telephone, rpps and version)', async () => {
    const bureau = await createTestBureau('Argenteuil');
    const { user, token } = await signedIn('secretariat', [bureau.id]);
    const res = await moi(token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      nomComplet: user.nomComplet,
      adresseEmail: user.adresseEmail,
      role: 'secretariat',
      bureaux: [{ id: bureau.id, nom: 'Argenteuil' }],
      telephone: null,
      rpps: null,
      version: 1,
    });
  });

  it('errors: 401 with { statusCode, message, error } for a missing, malformed or foreign token', async () => {
    const missing = await moi();
    expect(missing.statusCode).toBe(401);
    expect(missing.body).toMatchObject({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Authentification requise',
    });
    expect((await moi('pas.un.jeton')).statusCode).toBe(401);
    expect((await moi(undefined, { Authorization: 'Basic abc' })).statusCode).toBe(401);
    const other = await new SignJWT({ sid: 's', role: 'administrateur' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setIssuer('umj-backoffice')
      .setAudience('umj-backoffice-spa')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('une-autre-cle-de-signature-de-32-caracteres'));
    expect((await moi(other)).statusCode).toBe(401);
  });

  it('algorithm allow-list, issuer and audience are enforced', async () => {
    const { user } = await signedIn('medecin');
    const base = () =>
      new SignJWT({ sid: 's', role: 'medecin' }).setSubject(user.id).setIssuedAt().setExpirationTime('1h');
    const hs512 = await base()
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer('umj-backoffice')
      .setAudience('umj-backoffice-spa')
      .sign(key);
    const wrongIssuer = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('autre')
      .setAudience('umj-backoffice-spa')
      .sign(key);
    const wrongAudience = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('umj-backoffice')
      .setAudience('autre')
      .sign(key);
    const good = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('umj-backoffice')
      .setAudience('umj-backoffice-spa')
      .sign(key);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${good.split('.')[1]}.`;
    for (const t of [hs512, wrongIssuer, wrongAudience, none]) expect((await moi(t)).statusCode).toBe(401);
    expect((await moi(good)).statusCode).toBe(200);
  });

  it('a token signed with the raw secret (as before the HKDF-derived keys) fails closed: 401', async () => {
    const { user } = await signedIn('medecin');
    const rawSecret = new TextEncoder().encode(process.env.JWT_SECRET);
    const before = await new SignJWT({ sid: 's', role: 'medecin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('umj-backoffice')
      .setAudience('umj-backoffice-spa')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(rawSecret);
    expect((await moi(before)).statusCode).toBe(401);
    expect((await moi((await signAccessToken(user)).token)).statusCode).toBe(200);
  });

  it('an expired token (10 h) is refused with 401', async () => {
    const { user } = await signedIn('medecin');
    const { token } = await signAccessToken(user, new Date(Date.now() - 10 * 3600 * 1000 - 1000));
    expect((await moi(token)).statusCode).toBe(401);
  });

  it('logout ends every session of the user (validAfter); a new sign-in works', async () => {
    const { user, token } = await signedIn('secretariat');
    const second = await loginAs(user);
    const res = await call(logout, { method: 'POST', path: '/auth/logout', token });
    expect(res.statusCode).toBe(204);
    expect((await moi(token)).statusCode).toBe(401);
    expect((await moi(second)).statusCode).toBe(401);
    expect((await moi(await loginAs(user))).statusCode).toBe(200);
  });

  it("entities, roles: a user with role 'aucun' may read itself but nothing else (403)", async () => {
    const { token } = await signedIn('aucun');
    expect((await moi(token)).body.role).toBe('aucun');
    const res = await call(listerBureaux, { path: '/bureaux', token });
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatchObject({ statusCode: 403, error: 'Forbidden', code: 'FORBIDDEN' });
  });
});
