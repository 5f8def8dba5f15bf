// Serves the built SPA (vite's dist/) like CloudFront in front of the SPA bucket: files with their
// content type, long cache for hashed /assets, no-cache for index.html, index.html for client routes,
// and text files compressed (brotli or gzip by Accept-Encoding) as CloudFront's compression does
// The security headers are set by the runtime for every SPA and API answer.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { preferredEncoding } from '../api/compression.ts';

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

/** CloudFront compresses objects of a compressible type from 1,000 bytes to 10,000,000 bytes. */
export const COMPRESSION_MIN_BYTES = 1_000;
export const COMPRESSION_MAX_BYTES = 10_000_000;

type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: 9,
        [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => promisify(gzip)(data, { level: 9 }),
};

function isCompressible(contentType: string): boolean {
  return /^text\/|javascript|json|xml|svg|ms-fontobject|font\/ttf/.test(contentType);
}

/** The encoding CloudFront would answer for this Accept-Encoding: brotli when accepted, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  return preferredEncoding(acceptEncoding, ['br', 'gzip'] as const);
}

interface CachedFile {
  mtimeMs: number;
  size: number;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/** Compressed bytes per file and encoding, made once (again only when the file changes on disk). */
function createCompressionCache() {
  const files = new Map<string, CachedFile>();
  return (file: string, mtimeMs: number, size: number, encoding: Encoding): Promise<Buffer> => {
    let cached = files.get(file);
    if (!cached || cached.mtimeMs !== mtimeMs || cached.size !== size) {
      cached = { mtimeMs, size, encoded: {} };
      files.set(file, cached);
    }
    const entry = cached;
    const made = (entry.encoded[encoding] ??= readFile(file).then(compressors[encoding]));
    // A failed read or compression is not kept: the next request tries again.
    made.catch(() => {
      if (entry.encoded[encoding] === made) delete entry.encoded[encoding];
    });
    return made;
  };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  cacheControl: string,
  compressed: ReturnType<typeof createCompressionCache>,
): Promise<void> {
  const contentType = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const { size, mtimeMs } = statSync(file);
  const compressible =
    isCompressible(contentType) && size >= COMPRESSION_MIN_BYTES && size <= COMPRESSION_MAX_BYTES;
  const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : undefined;
  const headers: Record<string, string | number> = {
    'content-type': contentType,
    'cache-control': cacheControl,
    ...(compressible ? { vary: 'Accept-Encoding' } : {}),
  };
  if (encoding) {
    const body = await compressed(file, mtimeMs, size, encoding);
    res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

function plain(res: ServerResponse, statusCode: number, contentType: string, body: string): void {
  res.writeHead(statusCode, { 'content-type': contentType, 'cache-control': 'no-cache' });
  res.end(body);
}

export function createSpaHandler(spaDir: string | undefined) {
  const compressed = createCompressionCache();
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
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
      await sendFile(req, res, file, hashed ? 'public, max-age=31536000, immutable' : 'no-cache', compressed);
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
    await sendFile(req, res, index, 'no-cache', compressed);
  };
}
