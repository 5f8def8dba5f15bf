// The post-deploy smoke checks (docs/operations.md#smoke) run by `npm test` against the local runtime,
// as `npm run smoke -- --url http://localhost:3000` runs them against `npm start`; and each kind of
// failure they must report.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '@umj/functions/api/security-headers';
import { ecartsCsp, ecartsEnTetes } from '../../smoke/controles.ts';
import { appUrl } from '../support/app.ts';

const testsDir = fileURLToPath(new URL('../../', import.meta.url));

/** `npm run smoke -- <args>` as the script runs it (tsx), with its exit status and output. */
async function smoke(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'smoke/run.ts', ...args],
      {
        cwd: testsDir,
        env: { ...process.env, ...env },
      },
    );
    return { status: 0, lignes: stdout.trim().split('\n') };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { status: code, lignes: `${stdout}${stderr}`.trim().split('\n') };
  }
}

describe('post-deploy smoke checks', () => {
  const servers: Server[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it('every check passes against the local runtime with the demo administrator (exit 0, one ✓ line per check)', async () => {
    const run = await smoke(['--url', appUrl()]);
    const controles = run.lignes.filter((l) => /^[✓✗] /.test(l));
    expect(controles.filter((l) => l.startsWith('✗'))).toEqual([]);
    expect(controles.map((l) => l.replace(/^✓ (.+?) {2}\d+ ms$/, '$1'))).toEqual([
      'SPA',
      'En-têtes de sécurité',
      'CSP',
      'Connexion',
      'Bureaux',
      'Dossiers patients',
      'WebSocket',
      "Vérification de l'audit",
    ]);
    expect(run.status).toBe(0);
  });

  it('a site serving nothing fails every check with its reason and exits 1', async () => {
    const server = createServer((_req, res) => res.writeHead(404).end());
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const run = await smoke(['--url', `http://127.0.0.1:${port}`]);
    expect(run.status).toBe(1);
    expect(run.lignes).toContain('✗ SPA : HTTP 404 sur /');
    expect(run.lignes).toContain('✗ CSP : non vérifié (SPA injoignable)');
    expect(run.lignes.some((l) => l.startsWith('✗ Connexion : admin@umj.example : HTTP 404'))).toBe(true);
    expect(run.lignes).toContain('✗ WebSocket : non vérifié (connexion échouée)');
  });

  it('a refused sign-in fails the checks that need its token, the SPA ones still pass (exit 1)', async () => {
    // An unknown account: no failure counted against a demo account other tests sign in with.
    const run = await smoke(['--url', appUrl(), '--compte', 'inconnu@umj.example'], {
      SMOKE_MOT_DE_PASSE: 'Pas-le-bon-1',
    });
    expect(run.status).toBe(1);
    expect(run.lignes.filter((l) => l.startsWith('✓')).map((l) => l.split('  ')[0])).toEqual([
      '✓ SPA',
      '✓ En-têtes de sécurité',
      '✓ CSP',
    ]);
    expect(run.lignes.some((l) => l.startsWith('✗ Connexion : inconnu@umj.example : HTTP 401'))).toBe(true);
    expect(run.lignes).toContain("✗ Vérification de l'audit : non vérifié (connexion échouée)");
  });

  it('a remote site needs --compte and the password variable (exit 2)', async () => {
    const run = await smoke(['--url', 'https://umj.example.fr']);
    expect(run.status).toBe(2);
    expect(run.lignes).toContain(
      "--compte est obligatoire (l'e-mail d'un administrateur de tous les bureaux)",
    );
  });

  it('the CSP check accepts the files bucket host of the deployed policy and flags any other widening', () => {
    const deployee = contentSecurityPolicy(['https://umj-files.s3.eu-west-3.amazonaws.com']);
    expect(ecartsCsp(deployee)).toEqual([]);
    const elargie = `${contentSecurityPolicy([])}; worker-src *`.replace(
      "script-src 'self'",
      "script-src 'self' https://cdn.example",
    );
    expect(ecartsCsp(elargie)).toEqual([
      'script-src ouvre https://cdn.example',
      'directive worker-src en trop',
    ]);
    expect(ecartsCsp(contentSecurityPolicy([]).replace("; frame-ancestors 'none'", ''))).toEqual([
      'directive frame-ancestors absente',
    ]);
  });

  it('the security headers check names a missing or different header', () => {
    const headers = new Headers(securityHeaders([]) as unknown as Record<string, string>);
    expect(ecartsEnTetes(headers)).toEqual([]);
    headers.delete('strict-transport-security');
    headers.set('x-frame-options', 'SAMEORIGIN');
    expect(ecartsEnTetes(headers)).toEqual([
      'strict-transport-security absent',
      'x-frame-options : « SAMEORIGIN » au lieu de « DENY »',
    ]);
  });
});
