// The soak's HTTP client: node:http with a chosen loopback source address (the local gateway derives the
// client's address from the socket, so 127.0.0.2 stands for one hospital's network, 127.0.0.3 for
// another caller), keep-alive connections per browser (6, as a browser keeps per origin), and a ceiling per
// request (API Gateway's 29 s: a request still unanswered then counts as the 504 it would get on AWS).
import { Agent, request } from 'node:http';

export const PLAFOND_REQUETE_MS = 29_000;

export interface Reponse {
  status: number;
  corps: string;
  ms: number;
}

const agents = new Map<string, Agent>();

function agentDe(navigateur: string): Agent {
  let agent = agents.get(navigateur);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 6 });
    agents.set(navigateur, agent);
  }
  return agent;
}

export function fermerConnexions(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

export interface Requete {
  base: string;
  adresseSource: string;
  /** Whose connection pool carries it (one per staff member's browser). */
  navigateur: string;
  methode: string;
  chemin: string;
  jeton?: string;
  corps?: unknown;
}

/**
 * One request; never rejects (a network error is status 0, a request past the ceiling 504). A request
 * sent on a kept-alive connection the server closed at that moment (ECONNRESET on a reused socket) is
 * sent again once, as browsers do (Node's documented pattern, `request.reusedSocket`).
 */
export function envoyer(r: Requete, debut = performance.now(), deuxieme = false): Promise<Reponse> {
  const url = new URL(r.chemin, r.base);
  const corps = r.corps === undefined ? undefined : JSON.stringify(r.corps);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (r.jeton) headers.authorization = `Bearer ${r.jeton}`;
  if (corps !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(corps));
  }
  return new Promise((resolve) => {
    let fini = false;
    const finir = (status: number, texte: string) => {
      if (fini) return;
      fini = true;
      resolve({ status, corps: texte, ms: performance.now() - debut });
    };
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: r.methode,
        headers,
        localAddress: r.adresseSource,
        agent: agentDe(r.navigateur),
        timeout: PLAFOND_REQUETE_MS,
      },
      (res) => {
        const morceaux: Buffer[] = [];
        res.on('data', (c: Buffer) => morceaux.push(c));
        res.on('end', () => finir(res.statusCode ?? 0, Buffer.concat(morceaux).toString('utf8')));
        res.on('error', () => finir(0, ''));
      },
    );
    req.on('timeout', () => {
      finir(504, '');
      req.destroy();
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (!fini && !deuxieme && req.reusedSocket && e.code === 'ECONNRESET') {
        fini = true;
        resolve(envoyer(r, debut, true));
        return;
      }
      finir(0, String(e));
    });
    req.end(corps);
  });
}
