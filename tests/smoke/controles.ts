// The post-deploy smoke checks (docs/operations.md#smoke): what a user's first minute exercises on a
// deployed site, read-only. Each check is one line of the report; a check that needs the token of a
// failed sign-in (or the office of a failed office list) fails with the reason instead of running.
// The smoke account must be an administrator of every office (no office restriction): the audit
// verification is for them only. Nothing is written but what the calls themselves record (the sign-in's
// session and audit entry, the audit entry of the patient-file page read, the WebSocket connection).
import { REALTIME_PATH, REALTIME_PROTOCOL } from '@umj/shared/realtime';
import { contentSecurityPolicy, securityHeaders } from '@umj/functions/api/security-headers';
import { WebSocket } from 'ws';

export interface OptionsSmoke {
  /** The site's origin, e.g. https://umj.example.fr or http://localhost:3000. */
  url: string;
  compte: string;
  motDePasse: string;
  /** Ceiling of each network wait (the WebSocket's pong included). */
  delaiMs?: number;
}

export interface ResultatControle {
  nom: string;
  ok: boolean;
  ms: number;
  /** Why it failed (French, one line). */
  detail?: string;
}

class EchecControle extends Error {}

const echec = (detail: string): never => {
  throw new EchecControle(detail);
};

/**
 * The S3 hosts the deployed CSP may add to img-src and connect-src (the files bucket's regional host,
 * filesBucketHosts): the only sources beyond the local policy a check accepts.
 */
const HOTE_S3 = /^https:\/\/[a-z0-9.-]+\.s3\.[a-z0-9-]+\.amazonaws\.com$/;

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [nom, ...sources] = part.trim().split(/\s+/);
    if (nom) map.set(nom.toLowerCase(), sources);
  }
  return map;
}

/** Differences between a received CSP and the project's (functions/src/api/security-headers.ts). */
export function ecartsCsp(recue: string): string[] {
  const attendue = directives(contentSecurityPolicy([]));
  const lue = directives(recue);
  const ecarts: string[] = [];
  for (const [nom, sources] of attendue) {
    const recues = lue.get(nom);
    if (!recues) {
      ecarts.push(`directive ${nom} absente`);
      continue;
    }
    const manquantes = sources.filter((s) => !recues.includes(s));
    const enTrop = recues.filter((s) => !sources.includes(s) && !HOTE_S3.test(s));
    if (manquantes.length > 0) ecarts.push(`${nom} sans ${manquantes.join(' ')}`);
    if (enTrop.length > 0) ecarts.push(`${nom} ouvre ${enTrop.join(' ')}`);
  }
  for (const nom of lue.keys()) if (!attendue.has(nom)) ecarts.push(`directive ${nom} en trop`);
  return ecarts;
}

/** The headers besides the CSP, with the values CloudFront and the local gateway send. */
export function ecartsEnTetes(headers: Headers): string[] {
  const { 'content-security-policy': _csp, ...attendus } = securityHeaders([]);
  return Object.entries(attendus).flatMap(([nom, valeur]) => {
    const recue = headers.get(nom);
    if (recue === null) return [`${nom} absent`];
    return recue.toLowerCase() === valeur.toLowerCase()
      ? []
      : [`${nom} : « ${recue} » au lieu de « ${valeur} »`];
  });
}

function jourIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export async function controlerDeploiement(options: OptionsSmoke): Promise<ResultatControle[]> {
  const origine = new URL(options.url).origin;
  const delaiMs = options.delaiMs ?? 15_000;
  const resultats: ResultatControle[] = [];

  async function controle<T>(nom: string, corps: () => Promise<T>): Promise<T | undefined> {
    const debut = performance.now();
    try {
      const valeur = await corps();
      resultats.push({ nom, ok: true, ms: performance.now() - debut });
      return valeur;
    } catch (error) {
      const detail =
        error instanceof EchecControle
          ? error.message
          : `${error instanceof Error ? error.message : String(error)}${
              error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : ''
            }`;
      resultats.push({ nom, ok: false, ms: performance.now() - debut, detail });
      return undefined;
    }
  }

  const appel = async (chemin: string, init: RequestInit = {}): Promise<Response> =>
    fetch(`${origine}${chemin}`, { ...init, signal: AbortSignal.timeout(delaiMs) });

  const json = async <T>(reponse: Response, quoi: string): Promise<T> => {
    if (!reponse.ok) {
      const texte = (await reponse.text()).slice(0, 200);
      echec(`${quoi} : HTTP ${reponse.status}${texte ? ` ${texte}` : ''}`);
    }
    return (await reponse.json()) as T;
  };

  const spa = await controle('SPA', async () => {
    const reponse = await appel('/', { headers: { accept: 'text/html' } });
    if (!reponse.ok) echec(`HTTP ${reponse.status} sur /`);
    const html = await reponse.text();
    if (!/text\/html/.test(reponse.headers.get('content-type') ?? ''))
      echec('index.html non servi en text/html');
    if (!/<script[^>]+type="module"/.test(html)) echec("index.html sans le script de l'application");
    return reponse.headers;
  });
  await controle('En-têtes de sécurité', async () => {
    if (!spa) echec('non vérifié (SPA injoignable)');
    const ecarts = ecartsEnTetes(spa!);
    if (ecarts.length > 0) echec(ecarts.join(' ; '));
  });
  await controle('CSP', async () => {
    const csp = spa?.get('content-security-policy');
    if (!spa) echec('non vérifié (SPA injoignable)');
    if (!csp) echec('en-tête absent');
    const ecarts = ecartsCsp(csp!);
    if (ecarts.length > 0) echec(ecarts.join(' ; '));
  });

  const jeton = await controle('Connexion', async () => {
    const reponse = await appel('/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ adresseEmail: options.compte, motDePasse: options.motDePasse }),
    });
    const { accessToken } = await json<{ accessToken?: string }>(reponse, options.compte);
    if (!accessToken) echec('réponse sans accessToken');
    return accessToken!;
  });
  const sansJeton = 'non vérifié (connexion échouée)';
  const authentifie = (chemin: string) =>
    appel(chemin, { headers: { authorization: `Bearer ${jeton}`, accept: 'application/json' } });

  const bureau = await controle('Bureaux', async () => {
    if (!jeton) echec(sansJeton);
    const bureaux = await json<{ id: string; nom: string }[]>(
      await authentifie('/v1/bureaux'),
      'GET /v1/bureaux',
    );
    if (!Array.isArray(bureaux) || bureaux.length === 0) echec('aucun bureau visible pour ce compte');
    return bureaux[0]!;
  });
  await controle('Dossiers patients', async () => {
    if (!bureau) echec(jeton ? 'non vérifié (aucun bureau)' : sansJeton);
    const aujourdhui = new Date();
    const du = jourIso(new Date(aujourdhui.getTime() - 30 * 86_400_000));
    const chemin = `/v1/bureaux/${encodeURIComponent(bureau!.id)}/dossiers-patients?du=${du}&au=${jourIso(aujourdhui)}&limite=20`;
    const page = await json<{ elements?: unknown[] }>(await authentifie(chemin), `GET ${chemin}`);
    if (!Array.isArray(page.elements)) echec('réponse sans liste de dossiers');
  });
  await controle('WebSocket', async () => {
    if (!jeton) echec(sansJeton);
    await allerRetourWebSocket(origine, jeton!, delaiMs);
  });
  await controle("Vérification de l'audit", async () => {
    if (!jeton) echec(sansJeton);
    const jour = jourIso(new Date());
    // Page after page (a day's periods a call; a Paris day of 25 hours takes two).
    const ruptures: { message?: string }[] = [];
    let suivant: string | null | undefined;
    let integre = true;
    do {
      const page: { integre?: boolean; ruptures?: { message?: string }[]; suivant?: string | null } =
        await json(
          await authentifie(
            `/v1/audit/verification?du=${jour}&au=${jour}${suivant ? `&suivant=${suivant}` : ''}`,
          ),
          'GET /v1/audit/verification',
        );
      integre &&= page.integre === true;
      ruptures.push(...(page.ruptures ?? []));
      suivant = page.suivant;
    } while (suivant);
    if (!integre) {
      echec(
        `journal non intègre : ${ruptures.length} rupture(s)${ruptures[0]?.message ? `, ${ruptures[0].message}` : ''}`,
      );
    }
  });
  return resultats;
}

/**
 * Connects as the SPA does (the token as the second offered sub-protocol, the site's origin), expects
 * the server to select `umj.v1` ($connect accepted the session), sends a text frame ($default) and a
 * ping, and waits for the pong (answered by API Gateway on AWS, by the `ws` server locally).
 */
function allerRetourWebSocket(origine: string, jeton: string, delaiMs: number): Promise<void> {
  const url = `${origine.replace(/^http/, 'ws')}${REALTIME_PATH}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, [REALTIME_PROTOCOL, jeton], {
      origin: origine,
      handshakeTimeout: delaiMs,
    });
    const minuterie = setTimeout(() => fin(new EchecControle(`pas de pong en ${delaiMs} ms`)), delaiMs);
    let fini = false;
    function fin(erreur?: Error) {
      if (fini) return;
      fini = true;
      clearTimeout(minuterie);
      socket.removeAllListeners();
      socket.on('error', () => {});
      socket.close();
      if (erreur) reject(erreur);
      else resolve();
    }
    socket.on('unexpected-response', (_req, res) =>
      fin(new EchecControle(`connexion refusée : HTTP ${res.statusCode}`)),
    );
    socket.on('error', (error) => fin(error));
    socket.on('close', (code) => fin(new EchecControle(`fermée par le serveur (code ${code})`)));
    socket.on('open', () => {
      if (socket.protocol !== REALTIME_PROTOCOL) {
        fin(new EchecControle(`sous-protocole « ${socket.protocol} » au lieu de « ${REALTIME_PROTOCOL} »`));
        return;
      }
      socket.send(JSON.stringify({ action: 'ping' }));
      socket.ping();
    });
    socket.on('pong', () => fin());
  });
}

/** One line per check: `✓ SPA  120 ms` or `✗ CSP : en-tête absent`. */
export function ligneResultat(r: ResultatControle): string {
  return r.ok ? `✓ ${r.nom}  ${Math.round(r.ms)} ms` : `✗ ${r.nom} : ${r.detail ?? 'échec'}`;
}
