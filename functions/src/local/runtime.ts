// The local runtime: DynamoDB Local + s3rver + a gateway that mirrors API Gateway (REST /v1, WebSocket
// /ws, @connections) and CloudFront (the SPA), all on one HTTP port. `npm start` (main.ts), the browser
// tests and the bench start it; see docs/local-runtime.md.
import {
  planifierBalayageNotifications,
  planifierRepartition,
  planifierScellementAudit,
} from './minuteries.ts';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REALTIME_PATH } from '@umj/shared/realtime';
import { fluxConsommateurs, type FluxConsommateur } from '../api/flux-consommateurs.ts';
import { apiRoutes, wsRoutes as defaultWsRoutes, type ApiRoute, type WsRouteKey } from '../api/routes.ts';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER, viewerAddress } from '../api/origin-headers.ts';
import { RATE_LIMITS, rateLimitedBody, type RateLimits } from '../api/rate-limits.ts';
import { securityHeaders } from '../api/security-headers.ts';
import { prepareBundlesMode, type BundlesOptions } from './bundles/bundles-mode.ts';
import type { BundleFailure } from './bundles/bundle-runner.ts';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { ensureTable } from './ensure-table.ts';
import { demarrerFluxLocal, type FluxLocal } from './flux-local.ts';
import { createHandlerLoader } from './handler-loader.ts';
import { sendError, sourceIp } from './http-utils.ts';
import { LOCAL_REGION } from './local-credentials.ts';
import {
  applyEnvironment,
  jwtSecret,
  LOCAL_AUDIT_DIGESTS_BUCKET,
  LOCAL_FILES_BUCKET,
  LOCAL_TABLE_NAME,
  localEnvironment,
} from './local-env.ts';
import { answerRuntime, createManagementApi, isManagementPath, isRuntimePath } from './management-api.ts';
import { preparerDonneesLocales } from './version-donnees.ts';
import { API_PREFIX, createRestGateway } from './rest-gateway.ts';
import { createEdgeRateLimiter, type EdgeRateLimiter } from './rate-limiter.ts';
import { runSeed } from './run-seed.ts';
import { isS3Path, S3_PREFIX, startLocalS3, type LocalS3 } from './s3-local.ts';
import { createSpaHandler } from './spa.ts';
import { createSqsStandIn, isSqsPath, LOCAL_SPLIT_DEAD_LETTER_QUEUE, SQS_PREFIX } from './sqs-local.ts';
import { WsConnections } from './ws-connections.ts';
import { createWsGateway } from './ws-gateway.ts';

export const HANDLERS_DIR = fileURLToPath(new URL('../handlers/', import.meta.url));

export interface LocalRuntimeOptions {
  /** 0: an ephemeral port. */
  port: number;
  /** Folder for DynamoDB Local, s3rver, the JWT key and the mail outbox; null: in memory / temporary. */
  dataDir: string | null;
  /** The built SPA (web/dist). */
  spaDir?: string;
  /** Run the idempotent demo seed (default true). */
  seed?: boolean;
  /**
   * `npm run reset`: rebuild `dataDir` whatever its data version (an older one is rebuilt anyway:
   * src/local/version-donnees.ts).
   */
  reconstruireDonnees?: boolean;
  /** Tests: runs instead of the demo seed of src/seed/seed.ts (when `seed` is not false). */
  seedDemoData?: (log: (line: string) => void) => Promise<void>;
  log?: (line: string) => void;
  /** Interface to listen on (default 127.0.0.1: the runtime is for this machine only). */
  host?: string;
  /** Use this DynamoDB (e.g. a counting proxy, a shared test instance) instead of starting one. */
  dynamodbEndpoint?: string;
  tableName?: string;
  /** Tests: other handlers and route tables than src/handlers and src/api/routes.ts. */
  handlersDir?: string;
  routes?: readonly ApiRoute[];
  wsRoutes?: Readonly<Record<WsRouteKey, string>>;
  /** Tests: other stream consumers than src/api/flux-consommateurs.ts. */
  fluxConsommateurs?: readonly FluxConsommateur[];
  /**
   * Run the scheduled payment-split handler (EventBridge Scheduler on AWS) once the runtime
   * has started, then every this many milliseconds (idempotent: the day before, created once). Off
   * when absent (tests); `npm start` sets it.
   */
  repartitionToutesLesMs?: number;
  /**
   * Run the scheduled sealing of the audit trail (every 5 minutes on AWS) once the runtime has
   * started, then every this many milliseconds (idempotent: a sealed period is never written again).
   * Off when absent (tests); `npm start` sets it.
   */
  scellementAuditToutesLesMs?: number;
  /**
   * Run the sweep of the time-driven notifications (every 5 minutes on AWS) at start, then every this
   * many milliseconds (idempotent: one notification per user, kind and item). Off when absent (tests).
   */
  balayageNotificationsToutesLesMs?: number;
  /**
   * The per-IP limits of the CloudFront web ACL, applied by the gateway to what CloudFront
   * serves (429, French message, Retry-After). Default: the AWS numbers (src/api/rate-limits.ts);
   * null: none (the browser tests and the bench send everything from 127.0.0.1).
   */
  rateLimits?: RateLimits | null;
  /**
   * Bundles mode (docs/local-runtime.md#bundles-mode): every route, WebSocket route, stream consumer and
   * schedule runs from the bundle `cdk synth` wrote for its function, with its template's environment.
   */
  bundles?: BundlesOptions;
}

export interface LocalRuntime {
  /** The app's origin, e.g. http://localhost:3000. */
  url: string;
  port: number;
  dynamodbEndpoint: string;
  tableName: string;
  s3Endpoint: string;
  filesBucket: string;
  auditDigestsBucket: string;
  mailOutboxDir: string;
  /** Hands every change written so far to the stream consumers (tests wait on it, not on a timer). */
  viderFlux(): Promise<void>;
  /** Bundles mode: the bundles that could not start and the unset variables read (also `GET /@runtime/bundles`). */
  bundleFailures(): readonly BundleFailure[];
  stop(): Promise<void>;
}

/** The 503 of `/v1/*` while the runtime starts (docs/local-runtime.md). */
export const STARTING_MESSAGE = 'Démarrage en cours, réessayez dans quelques secondes';
export const STARTING_RETRY_AFTER_SECONDS = 5;

function sendStarting(res: ServerResponse): void {
  sendError(res, 503, STARTING_MESSAGE, { 'retry-after': String(STARTING_RETRY_AFTER_SECONDS) });
}

/**
 * The headers CloudFront's response headers policy adds on AWS (one definition). No file
 * host in the CSP: files are served under /s3 on the app's own origin.
 */
export const LOCAL_SECURITY_HEADERS = securityHeaders([]);

/**
 * What CloudFront serves on AWS: /v1 and the SPA; not /s3 (S3 itself), /@connections (AWS's API) nor
 * the local-only memory figure.
 */
function behindCloudFront(pathname: string): boolean {
  if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) return true;
  return (
    !isManagementPath(pathname) && !isRuntimePath(pathname) && !isS3Path(pathname) && !isSqsPath(pathname)
  );
}

/**
 * The origin secret of the local gateway, given to the handlers as ORIGIN_SECRET: random per
 * process (never stored), one for every runtime of the process since the environment is shared.
 */
const LOCAL_ORIGIN_SECRET = randomBytes(32).toString('base64url');

function sendRateLimited(res: ServerResponse, retryAfterSeconds: number): void {
  res.writeHead(429, {
    'content-type': 'application/json; charset=utf-8',
    'retry-after': String(retryAfterSeconds),
  });
  res.end(rateLimitedBody());
}

function listen(server: ReturnType<typeof createServer>, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startLocalRuntime(options: LocalRuntimeOptions): Promise<LocalRuntime> {
  const log = options.log ?? ((line: string) => console.log(line));
  const tableName = options.tableName ?? LOCAL_TABLE_NAME;
  const tempRoot = options.dataDir === null ? mkdtempSync(join(tmpdir(), 'umj-local-')) : null;
  const dataDir = options.dataDir ?? (tempRoot as string);
  // Data of an older version is rebuilt, not migrated (src/local/version-donnees.ts).
  if (options.dataDir !== null) {
    preparerDonneesLocales(dataDir, log, { reconstruire: options.reconstruireDonnees === true });
  }
  mkdirSync(dataDir, { recursive: true });
  const mailOutboxDir = join(dataDir, 'mail-outbox');
  mkdirSync(mailOutboxDir, { recursive: true });

  const dynamo = options.dynamodbEndpoint
    ? { endpoint: options.dynamodbEndpoint, stop: async () => undefined }
    : await startDynamoDbLocal(options.dataDir === null ? {} : { dbPath: join(dataDir, 'dynamodb') });

  const bundles = options.bundles
    ? prepareBundlesMode(options.bundles, {
        routes: options.routes ?? apiRoutes,
        wsRoutes: options.wsRoutes ?? defaultWsRoutes,
      })
    : undefined;
  const loadHandler = bundles?.loadHandler ?? createHandlerLoader(options.handlersDir ?? HANDLERS_DIR);
  const connections = new WsConnections();
  const routes = bundles?.routes ?? options.routes ?? apiRoutes;
  // What CloudFront adds to every request it forwards to the APIs, the origin secret and the
  // viewer's address, replacing the client's.
  const originSecret = LOCAL_ORIGIN_SECRET;
  const edgeHeaders = (req: IncomingMessage): Record<string, string> => ({
    [ORIGIN_SECRET_HEADER]: originSecret,
    [VIEWER_ADDRESS_HEADER]: viewerAddress(sourceIp(req), req.socket.remotePort ?? 0),
  });
  const rest = createRestGateway({ routes, loadHandler, region: LOCAL_REGION, log, edgeHeaders });
  const ws = createWsGateway({
    routes: bundles?.wsRoutes ?? options.wsRoutes ?? defaultWsRoutes,
    loadHandler,
    connections,
    region: LOCAL_REGION,
    log,
    edgeHeaders,
  });
  const rateLimits = options.rateLimits === undefined ? RATE_LIMITS : options.rateLimits;
  const limiter: EdgeRateLimiter | null = rateLimits ? createEdgeRateLimiter(rateLimits, routes) : null;
  const management = createManagementApi(connections);
  const sqs = createSqsStandIn(join(dataDir, 'dead-letters'), log);
  const spa = createSpaHandler(options.spaDir);
  let s3: LocalS3 | undefined;

  // Requests wait until the environment is set (it needs the port, known only after listen).
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  // The API (/v1, /ws) answers 503 until the table exists and the demo seed has ended (a
  // sign-in in the first seconds was told the password was wrong); the seed itself needs the server
  // listening (its files go to /s3), and the SPA is served meanwhile.
  let started = false;

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const { pathname } = url;
    if (limiter && behindCloudFront(pathname)) {
      const decision = await limiter.consume(sourceIp(req), pathname, req.headers.authorization);
      if (!decision.allowed) return sendRateLimited(res, decision.retryAfterSeconds);
    }
    await ready;
    if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) {
      if (!started) return sendStarting(res);
      return rest(req, res, url);
    }
    if (isManagementPath(pathname)) return management(req, res, url);
    if (isRuntimePath(pathname)) return answerRuntime(req, res, pathname, () => bundles?.failures() ?? []);
    if (isS3Path(pathname) && s3) return s3.handle(req, res);
    if (isSqsPath(pathname)) return sqs.handle(req, res);
    return spa(req, res, url);
  }

  const server = createServer((req, res) => {
    const started = Date.now();
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.on('finish', () => log(`${req.method} ${url.pathname} ${res.statusCode} ${Date.now() - started}ms`));
    if (behindCloudFront(url.pathname)) {
      for (const [name, value] of Object.entries(LOCAL_SECURITY_HEADERS)) res.setHeader(name, value);
    }
    route(req, res, url).catch((error: unknown) => {
      log(`gateway error on ${req.method} ${url.pathname}: ${String(error)}`);
      if (!res.headersSent) sendError(res, 500, 'Erreur interne de la passerelle locale');
      else res.destroy();
    });
  });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const refused = async (): Promise<number | null> => {
      if (!limiter) return null;
      const decision = await limiter.consume(sourceIp(req), url.pathname);
      return decision.allowed ? null : decision.retryAfterSeconds;
    };
    if (!started) {
      socket.end(
        `HTTP/1.1 503 Service Unavailable\r\nRetry-After: ${STARTING_RETRY_AFTER_SECONDS}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      );
      return;
    }
    refused()
      .then(async (retryAfter) => {
        if (retryAfter !== null) {
          const body = rateLimitedBody();
          socket.end(
            `HTTP/1.1 429 Too Many Requests\r\nRetry-After: ${retryAfter}\r\nConnection: close\r\n` +
              `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
          );
          return;
        }
        await ready;
        await ws.handleUpgrade(req, socket, head, url);
      })
      .catch((error: unknown) => {
        log(`ws upgrade error: ${String(error)}`);
        socket.destroy();
      });
  });

  let port: number;
  try {
    port = await listen(server, options.port, options.host ?? '127.0.0.1');
  } catch (error) {
    await dynamo.stop();
    throw error;
  }
  const url = `http://localhost:${port}`;
  const origins = [url, `http://127.0.0.1:${port}`];
  const s3Endpoint = `${url}${S3_PREFIX}`;

  let minuterie: NodeJS.Timeout | undefined;
  let minuterieScellement: NodeJS.Timeout | undefined;
  let minuterieNotifications: NodeJS.Timeout | undefined;
  let flux: FluxLocal | undefined;
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      clearInterval(minuterie);
      clearInterval(minuterieScellement);
      clearInterval(minuterieNotifications);
      await flux?.stop();
      await ws.close();
      await bundles?.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await dynamo.stop();
      s3?.close();
      if (tempRoot) rmSync(tempRoot, { recursive: true, force: true });
    })());

  try {
    s3 = await startLocalS3({
      directory: join(dataDir, 's3'),
      bucket: LOCAL_FILES_BUCKET,
      origins,
      writeOnceBuckets: [LOCAL_AUDIT_DIGESTS_BUCKET],
    });
    const environment = localEnvironment({
      tableName,
      dynamodbEndpoint: dynamo.endpoint,
      filesBucket: LOCAL_FILES_BUCKET,
      auditDigestsBucket: LOCAL_AUDIT_DIGESTS_BUCKET,
      s3Endpoint,
      wsManagementEndpoint: url,
      jwtSecret: jwtSecret(options.dataDir === null ? null : join(dataDir, 'jwt-secret')),
      mailOutboxDir,
      allowedOrigins: origins,
      originSecret,
      sqsEndpoint: `${url}${SQS_PREFIX}`,
      splitDeadLetterQueueUrl: `${url}${SQS_PREFIX}/000000000000/${LOCAL_SPLIT_DEAD_LETTER_QUEUE}`,
    });
    // The seed and the table's set-up run from the sources in this process (they are no function).
    applyEnvironment(environment);
    markReady();
    await bundles?.start(environment, log);
    await ensureTable({ endpoint: dynamo.endpoint, tableName });
    if (options.seed !== false) await (options.seedDemoData ?? runSeed)(log);
    // The table's stream to its consumers (the change signals), from here on (the seed is not signalled).
    flux = await demarrerFluxLocal({
      endpoint: dynamo.endpoint,
      tableName,
      consommateurs: bundles?.consumers ?? options.fluxConsommateurs ?? fluxConsommateurs,
      loadHandler,
      log,
    });
    // Bundles mode runs the template's schedules instead of the three timers (BundlesOptions.schedules).
    await bundles?.runSchedules(log);
    started = true;
    const timers: Partial<LocalRuntimeOptions> = bundles ? {} : options;
    if (timers.repartitionToutesLesMs) minuterie = planifierRepartition(timers.repartitionToutesLesMs, log);
    if (timers.scellementAuditToutesLesMs) {
      minuterieScellement = planifierScellementAudit(timers.scellementAuditToutesLesMs, log);
    }
    if (timers.balayageNotificationsToutesLesMs) {
      minuterieNotifications = planifierBalayageNotifications(timers.balayageNotificationsToutesLesMs, log);
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    port,
    dynamodbEndpoint: dynamo.endpoint,
    tableName,
    s3Endpoint,
    filesBucket: LOCAL_FILES_BUCKET,
    auditDigestsBucket: LOCAL_AUDIT_DIGESTS_BUCKET,
    mailOutboxDir,
    viderFlux: async () => flux?.vider(),
    bundleFailures: () => bundles?.failures() ?? [],
    stop,
  };
}
