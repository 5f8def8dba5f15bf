// The clients of the WebSocket bursts of bench/rafale-connexions.ts, in a process of their own (a
// user's browsers run on other machines than the server): for each `Demande` its parent sends, it opens
// `tentatives` sockets at once, waits until each is opened or refused, counts those still open, closes
// them and answers a `Resultat`.
import { WebSocket } from 'ws';

export interface Demande {
  url: string;
  origin: string;
  protocoles: string[];
  tentatives: number;
}

export interface Resultat {
  /** 'ouverte', or the status that refused the upgrade ('erreur' without one). */
  reponses: string[];
  /** Sockets still open once every attempt was answered. */
  ouvertes: number;
}

async function rafale({ url, origin, protocoles, tentatives }: Demande): Promise<Resultat> {
  const sockets: WebSocket[] = [];
  const reponses = await Promise.all(
    Array.from(
      { length: tentatives },
      () =>
        new Promise<string>((resolve) => {
          const ws = new WebSocket(url, protocoles, { origin });
          sockets.push(ws);
          ws.once('open', () => resolve('ouverte'));
          ws.once('unexpected-response', (_req, res) => resolve(String(res.statusCode)));
          ws.once('error', () => resolve('erreur'));
        }),
    ),
  );
  const ouvertes = sockets.filter((ws) => ws.readyState === WebSocket.OPEN);
  await Promise.all(
    ouvertes.map(
      (ws) =>
        new Promise((resolve) => {
          ws.once('close', resolve);
          ws.close();
        }),
    ),
  );
  return { reponses, ouvertes: ouvertes.length };
}

process.on('message', (demande: Demande) => {
  void rafale(demande).then((resultat) => process.send?.(resultat));
});
