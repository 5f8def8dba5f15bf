// What each handler may touch, derived from the route table so that a new route gets the least
// privilege of its kind without editing the stack: reads (GET) never write business data, only
// writes notify WebSocket clients, only the handlers that sign or verify tokens read the JWT key,
// only the mail-sending handlers may call SES.
import type { ApiRoute, WsRouteKey } from '@umj/functions/api/routes';
import { DEFAULT_MEMORY_MB } from './handler-function.ts';

/**
 * Partition-key prefix of the audit trail's own key space. Read handlers record refused accesses
 * (and, in later issues, reads of patient files) there, so they may append under it and nowhere else.
 */
export const AUDIT_PARTITION_PREFIX = 'AUDIT#';

/** scrypt with N=2^17, r=8 needs 128 MiB for itself: these handlers get more memory (and CPU). */
const PASSWORD_HASHING_HANDLERS = new Set([
  'auth/login',
  'auth/signup',
  'auth/reset-password',
  'auth/change-password',
]);
export const PASSWORD_HASHING_MEMORY_MB = 1024;

/** Handlers that send e-mails (sign-up code, password-reset code). */
const MAIL_SENDING_HANDLERS = new Set(['auth/signup', 'auth/forgot-password']);

/** Public handler that signs access tokens (every non-public handler verifies them). */
const TOKEN_SIGNING_PUBLIC_HANDLERS = new Set(['auth/login']);

/** Handler folders whose handlers store files or sign URLs for them (office logos). */
const FILE_FEATURES = ['bureaux/'];

export interface HandlerAccess {
  table: 'read' | 'read-write';
  /** Read handlers append audit records under AUDIT_PARTITION_PREFIX. */
  auditAppend: boolean;
  files: 'none' | 'read' | 'read-write';
  /** Posts `msgToClient` to WebSocket connections (execute-api:ManageConnections). */
  notifies: boolean;
  jwtKey: boolean;
  sendsMail: boolean;
  memorySize: number;
}

function memoryFor(handler: string): number {
  return PASSWORD_HASHING_HANDLERS.has(handler) ? PASSWORD_HASHING_MEMORY_MB : DEFAULT_MEMORY_MB;
}

export function accessForApiRoute(route: ApiRoute): HandlerAccess {
  const reads = route.method === 'GET';
  const usesFiles = FILE_FEATURES.some((prefix) => route.handler.startsWith(prefix));
  return {
    table: reads ? 'read' : 'read-write',
    auditAppend: reads,
    files: usesFiles ? (reads ? 'read' : 'read-write') : 'none',
    notifies: !reads,
    jwtKey: !route.public || TOKEN_SIGNING_PUBLIC_HANDLERS.has(route.handler),
    sendsMail: MAIL_SENDING_HANDLERS.has(route.handler),
    memorySize: memoryFor(route.handler),
  };
}

/**
 * $connect authenticates the token and stores the connection (with its TTL), $disconnect removes it,
 * $default answers client messages (e.g. `tokenInvalid`): all three keep the connection items and may
 * post to connections.
 */
export function accessForWsRoute(_key: WsRouteKey, handler: string): HandlerAccess {
  return {
    table: 'read-write',
    auditAppend: false,
    files: 'none',
    notifies: true,
    jwtKey: true,
    sendsMail: false,
    memorySize: memoryFor(handler),
  };
}
