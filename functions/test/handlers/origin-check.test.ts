// "Input and transport limits": the API refuses calls that did not come through CloudFront
// (origin secret header, checked by the handlers' middleware when configured), those refusals are
// audited, and the audit takes the client IP from CloudFront-Viewer-Address on a verified request.
import '../helpers/test-env.ts';
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '../../src/api/origin-headers.ts';
import type { AuditEntry } from '../../src/data/audit.ts';
import { handler as listAudit } from '../../src/handlers/audit/list-audit.ts';
import { handler as login } from '../../src/handlers/auth/login.ts';
import { handler as connect } from '../../src/handlers/realtime/connect.ts';
import { handler as wsDefault } from '../../src/handlers/realtime/default.ts';
import { ipOfViewerAddress } from '../../src/lib/http/client-ip.ts';
import { buildWsEvent, call, lambdaContext } from '../helpers/events.ts';
import { signedIn, type TestUser } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('origin-check');

const SECRET = 'valeur-secrete-de-l-en-tete-d-origine-pour-les-tests';
/** Today as GET /audit reads it: a Paris day (the UTC date is the day before from midnight in Paris). */
const today = () => isoDepuisJour(jourParis(new Date()));
let admin: { user: TestUser; token: string };

beforeAll(async () => {
  admin = await signedIn('administrateur');
  process.env.ORIGIN_SECRET = SECRET;
});
afterEach(() => {
  process.env.ORIGIN_SECRET = SECRET;
});
afterAll(() => {
  delete process.env.ORIGIN_SECRET;
});

/** The entries of the calls made with `path` (each test its own: a refused origin has no e-mail). */
async function auditFor(path: string): Promise<AuditEntry[]> {
  const res = await call(listAudit, {
    query: { du: today(), au: today(), limite: '200' },
    token: admin.token,
    headers: { [ORIGIN_SECRET_HEADER]: SECRET },
  });
  expect(res.statusCode).toBe(200);
  return (res.body.elements as AuditEntry[]).filter((e) => e.chemin === path);
}

const loginBody = (adresseEmail: string) => ({ adresseEmail, motDePasse: 'Mauvais-mot-2026!' });

describe('origin secret header (the API Gateway endpoints refuse calls around CloudFront)', () => {
  it('a REST call without the header, or with a wrong value, is 403 ORIGIN_REFUSED and audited as refused', async () => {
    const email = 'direct@umj.example';
    const missing = await call(login, {
      method: 'POST',
      path: `/auth/login/${email}`,
      body: loginBody(email),
      viaCloudFront: false,
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.body).toMatchObject({ code: 'ORIGIN_REFUSED' });
    expect(missing.body.message).toMatch(/^Accès refusé/);
    const wrong = await call(login, {
      method: 'POST',
      path: `/auth/login/${email}`,
      body: loginBody(email),
      headers: { 'x-umj-origine': `${SECRET}x` },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body.code).toBe('ORIGIN_REFUSED');
    const entries = await auditFor(`/auth/login/${email}`);
    expect(entries.map((e) => [e.action, e.resultat, e.statusCode, e.code])).toEqual([
      ['auth/login', 'refusé', 403, 'ORIGIN_REFUSED'],
      ['auth/login', 'refusé', 403, 'ORIGIN_REFUSED'],
    ]);
  });

  it('with the right value (any header case) the request reaches the handler', async () => {
    const res = await call(login, {
      method: 'POST',
      path: '/auth/login',
      body: loginBody('inconnu@umj.example'),
      headers: { 'x-umj-origine': SECRET },
    });
    expect(res.statusCode).toBe(401);
    expect(res.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('no secret configured (handler tests, before deployment wiring) means no check', async () => {
    delete process.env.ORIGIN_SECRET;
    const res = await call(login, {
      method: 'POST',
      path: '/auth/login',
      body: loginBody('inconnu@umj.example'),
    });
    expect(res.statusCode).toBe(401);
  });

  it('a WebSocket $connect is checked; a message on an open connection carries no header and is not', async () => {
    const refused = await connect(
      buildWsEvent('$connect', 'c-origine', { Origin: 'http://localhost:3000' }, null, false),
      lambdaContext(),
    );
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body).code).toBe('ORIGIN_REFUSED');
    const message = await wsDefault(buildWsEvent('$default', 'c-origine', {}, '{}', false), lambdaContext());
    expect(message.statusCode).not.toBe(403);
  });
});

describe('client IP of the audit (from the header CloudFront sets)', () => {
  it('a verified request is audited with the address of CloudFront-Viewer-Address, not API Gateway’s source IP', async () => {
    const email = 'ip-viewer@umj.example';
    await call(login, {
      method: 'POST',
      path: `/auth/login/${email}`,
      body: loginBody(email),
      headers: { [ORIGIN_SECRET_HEADER]: SECRET, [VIEWER_ADDRESS_HEADER]: '203.0.113.7:51234' },
    });
    const [entry] = await auditFor(`/auth/login/${email}`);
    expect(entry).toMatchObject({ resultat: 'refusé', statusCode: 401, ip: '203.0.113.7' });
  });

  it('on a request refused for its origin the header is not trusted (it could be forged)', async () => {
    const email = 'ip-forge@umj.example';
    await call(login, {
      method: 'POST',
      path: `/auth/login/${email}`,
      body: loginBody(email),
      headers: { [VIEWER_ADDRESS_HEADER]: '198.51.100.66:443' },
      viaCloudFront: false,
    });
    const [entry] = await auditFor(`/auth/login/${email}`);
    expect(entry).toMatchObject({ code: 'ORIGIN_REFUSED', ip: '127.0.0.1' });
  });

  it('the viewer address is read as <ip>:<port>, IPv6 included; anything else is ignored', () => {
    expect(ipOfViewerAddress('198.51.100.10:46532')).toBe('198.51.100.10');
    expect(ipOfViewerAddress('2001:db8:85a3::8a2e:370:7334:443')).toBe('2001:db8:85a3::8a2e:370:7334');
    expect(ipOfViewerAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(ipOfViewerAddress('pas-une-adresse:80')).toBeUndefined();
    expect(ipOfViewerAddress(undefined)).toBeUndefined();
  });
});
