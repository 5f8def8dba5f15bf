// Serves the built SPA (vite's dist/) like CloudFront in front of the SPA bucket: files with their
// content type, long cache for hashed /assets, no-cache for index.html, index.html for client routes.
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>SPA non construite</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 4rem auto">
<h1>L'application web n'est pas encore construite</h1>
<p>L'API répond sous <code>/v1</code>, mais le dossier <code>web/dist</code> est absent.</p>
<p>Lancez <code>npm run build -w @umj/web</code> puis rechargez cette page
(ou <code>npm start</code> à la racine, qui construit puis démarre).</p>
</body></html>`;

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string): void {
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': statSync(file).size,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

function plain(res: ServerResponse, statusCode: number, contentType: string, body: string): void {
  res.writeHead(statusCode, { 'content-type': contentType, 'cache-control': 'no-cache' });
  res.end(body);
}

export function createSpaHandler(spaDir: string | undefined) {
  return (req: IncomingMessage, res: ServerResponse, url: URL): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      plain(res, 405, 'text/plain; charset=utf-8', 'Method Not Allowed');
      return;
    }
    const index = spaDir === undefined ? undefined : join(spaDir, 'index.html');
    if (spaDir === undefined || index === undefined || !existsSync(index)) {
      plain(res, 503, 'text/html; charset=utf-8', NOT_BUILT_PAGE);
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      plain(res, 400, 'text/plain; charset=utf-8', 'Bad Request');
      return;
    }
    const file = normalize(join(spaDir, pathname));
    const inside = file === normalize(spaDir) || file.startsWith(normalize(spaDir) + sep);
    if (inside && isFile(file) && file !== index) {
      const hashed = pathname.startsWith('/assets/');
      sendFile(req, res, file, hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      return;
    }
    // A missing asset is a 404; any other path is a client route of the SPA.
    if (
      pathname.startsWith('/assets/') ||
      (extname(pathname) !== '' && !req.headers.accept?.includes('text/html'))
    ) {
      plain(res, 404, 'text/plain; charset=utf-8', 'Not Found');
      return;
    }
    sendFile(req, res, index, 'no-cache');
  };
}
