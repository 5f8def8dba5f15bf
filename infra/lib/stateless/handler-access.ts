// What each handler may touch, derived from the route table so that a new route gets the least
// privilege of its kind without editing the stack: reads (GET) never write business data, only
// writes notify WebSocket clients, only the mail-sending handlers may call SES, only office handlers
// sign S3 URLs, and only their DELETE routes delete objects. (Checked against the handlers' imports: docs/deployment.md, "Permissions".)
import { PREFIXES_FICHIERS } from '@umj/functions/api/files-prefixes';
import type { ApiRoute, WsRouteKey } from '@umj/functions/api/routes';
import { keys } from '@umj/functions/data/keys';
import { DEFAULT_MEMORY_MB } from './handler-function.ts';

/**
 * Partition-key prefix of the audit trail's own key space (`AUDIT#<day>`, from the handlers' own key
 * builder). Read handlers record refused accesses (and, in later issues, reads of patient files)
 * there, so they may append under it and nowhere else.
 */
export const AUDIT_PARTITION_PREFIX = keys.auditJour('');

/**
 * Partition-key prefix of the sessions' activity items (`SESSION#<sid>`, data/sessions.ts S1): every
 * authenticated call records its session's last activity there, at most once a minute (an UpdateItem),
 * reads included (docs/security.md#authentication, the idle timeout). Read handlers may update under it
 * and nowhere else.
 */
export const SESSION_PARTITION_PREFIX = keys.session('').PK;

/**
 * (CNIL, every read of a health record traceable): GET of one patient file also appends a
 * 'lecture' event to the file's history, in the file's partition (`BUREAU#<b>#DOSSIER#<id>`). Such
 * reads may append under the offices' key space too (PutItem only; the handler writes a new
 * `HISTORIQUE#` item, conditional on its absence).
 */
export const HISTORY_PARTITION_PREFIX = 'BUREAU#';
const READ_HISTORY_HANDLERS = new Set(['dossiers-patients/get-dossier-patient']);

/**
 * Statistics and accounting read precomputed day aggregates and compute, then store, the days never
 * computed (docs/data-model.md#aggregates): they may put and delete items under the aggregates'
 * partitions (`AGREGAT#`), nothing else.
 */
export const AGGREGATES_PARTITION_PREFIX = keys.agregats('');
const AGGREGATE_WRITING_READS = new Set(['statistiques/get-statistiques', 'comptabilite/get-comptabilite']);

/** scrypt with N=2^17, r=8 needs 128 MiB for itself: these handlers get more memory (and CPU). */
const PASSWORD_HASHING_HANDLERS = new Set([
  'auth/login',
  'auth/signup',
  'auth/reset-password',
  'auth/change-password',
  'utilisateurs/create-utilisateur',
]);
export const PASSWORD_HASHING_MEMORY_MB = 1024;

/** Handlers that send e-mails (sign-up code, password-reset code, invitation of a created user). */
const MAIL_SENDING_HANDLERS = new Set([
  'auth/signup',
  'auth/forgot-password',
  'utilisateurs/create-utilisateur',
]);

/**
 * Handler folders whose handlers sign S3 URLs: downloads (office views carry a presigned logo URL)
 * and, for writes, uploads (the logo upload URL).
 */
const FILE_FEATURES = ['bureaux/', 'documents-vierges/', 'dprapports/', 'pieces/'];

/** Other handlers that answer presigned downloads (one patient file with its attachments). */
const FILE_READING_HANDLERS = new Set(['dossiers-patients/get-dossier-patient']);

/**
 * The check of an uploaded attachment reads the object, writes the photo's preview beside it
 * and deletes a refused file: GetObject, PutObject and DeleteObject.
 */
const FILE_WRITING_AND_DELETING = new Set(['pieces/create-piece']);

/**
 * GET routes that write the file they then sign (a bordereau's PDF printed by the Lambda and
 * its Chorus Pro CSV, under `bordereaux/`; the office logo read for the PDF): GetObject and PutObject.
 * The table stays read-only for them.
 */
const FILE_WRITING_READS = new Set(['bordereaux/get-bordereau-pdf', 'bordereaux/export-bordereau']);

/**
 * The key prefixes of the files bucket each file handler works under (its S3 actions apply
 * there only), by handler folder, and for the handlers outside those folders by handler.
 */
const FILES_PREFIXES_BY_FEATURE: Readonly<Record<string, readonly string[]>> = {
  'bureaux/': [PREFIXES_FICHIERS.logos],
  'documents-vierges/': [PREFIXES_FICHIERS.documentsVierges],
  'dprapports/': [PREFIXES_FICHIERS.modelesDprapports],
  'pieces/': [PREFIXES_FICHIERS.pieces],
};
const FILES_PREFIXES_BY_HANDLER: Readonly<Record<string, readonly string[]>> = {
  // The upload form of an attachment writes under the incoming prefix only; its check moves the file
  // under `dossiers/`, where no form can write (the signer has no right there).
  'pieces/create-piece-televersement': [PREFIXES_FICHIERS.piecesEntrantes],
  'pieces/create-piece': [PREFIXES_FICHIERS.piecesEntrantes, PREFIXES_FICHIERS.pieces],
  'dossiers-patients/get-dossier-patient': [PREFIXES_FICHIERS.pieces],
  'bordereaux/get-bordereau-pdf': [PREFIXES_FICHIERS.bordereaux],
  'bordereaux/export-bordereau': [PREFIXES_FICHIERS.bordereaux],
};
/** Prefixes a handler only reads besides its own: the bordereau's PDF embeds the office logo. */
const FILES_READ_ONLY_PREFIXES_BY_HANDLER: Readonly<Record<string, readonly string[]>> = {
  'bordereaux/get-bordereau-pdf': [PREFIXES_FICHIERS.logos],
};

function filesPrefixesOf(handler: string): readonly string[] {
  const feature = Object.keys(FILES_PREFIXES_BY_FEATURE).find((f) => handler.startsWith(f));
  return FILES_PREFIXES_BY_HANDLER[handler] ?? (feature ? FILES_PREFIXES_BY_FEATURE[feature]! : []);
}

/**
 * Handlers that decode images with sharp (native binaries, installed for the Lambda platform beside
 * the bundle) and get the memory (and CPU) a 15 Mo photo's decoding needs.
 */
export const IMAGE_HANDLERS: ReadonlySet<string> = new Set(['pieces/create-piece']);
export const IMAGE_MEMORY_MB = 1024;

/**
 * Writes that delete objects without being DELETE routes: registering a file whose content
 * is not of its type deletes it; replacing a report-type model deletes the old file. They check stored
 * objects (HeadObject, ranged GET) but sign no upload: GetObject and DeleteObject, no PutObject.
 */
const FILE_DELETING_WRITES = new Set([
  'documents-vierges/create-document-vierge',
  'dprapports/create-dprapport',
  'dprapports/update-dprapport',
]);

/** The route that recomputes the audit chain reads the daily digests (GetObject only). */
const AUDIT_DIGEST_READERS = new Set(['audit/verifier-audit']);

export interface HandlerAccess {
  /** Reads the audit trail's daily digests (the verification route). */
  readsAuditDigests: boolean;
  table: 'read' | 'read-write';
  /** Read handlers append audit records under AUDIT_PARTITION_PREFIX. */
  auditAppend: boolean;
  /** Authenticated read handlers update their session's activity under SESSION_PARTITION_PREFIX. */
  sessionActivity: boolean;
  /** Reads of one patient file append its 'lecture' history event under HISTORY_PARTITION_PREFIX. */
  historyAppend: boolean;
  /** Puts and deletes the figures' aggregates under AGGREGATES_PARTITION_PREFIX (self-healing reads). */
  aggregatesWrite: boolean;
  /**
   * 'read': s3:GetObject (presigned downloads); 'read-write': plus s3:PutObject (presigned uploads);
   * 'read-delete': s3:GetObject and s3:DeleteObject (DELETE routes remove the objects of their items).
   */
  files: 'none' | 'read' | 'read-write' | 'read-delete' | 'read-write-delete';
  /** The key prefixes where the `files` actions apply (never the whole bucket). */
  filesPrefixes: readonly string[];
  /** Prefixes it may only read (GetObject) besides. */
  filesReadOnlyPrefixes: readonly string[];
  /** Posts `msgToClient`/`tokenInvalid` to WebSocket connections (execute-api:ManageConnections). */
  notifies: boolean;
  /**
   * Registers and forgets WebSocket connections: PutItem, UpdateItem and DeleteItem on the connections'
   * partition (CONNECTIONS_PARTITION) only, besides a read-only table.
   */
  connectionsWrite: boolean;
  sendsMail: boolean;
  memorySize: number;
  /** Packages installed beside the bundle instead of bundled (native binaries). */
  nodeModules: readonly string[];
}

function memoryFor(handler: string): number {
  if (IMAGE_HANDLERS.has(handler)) return IMAGE_MEMORY_MB;
  return PASSWORD_HASHING_HANDLERS.has(handler) ? PASSWORD_HASHING_MEMORY_MB : DEFAULT_MEMORY_MB;
}

export function accessForApiRoute(route: ApiRoute): HandlerAccess {
  const reads = route.method === 'GET';
  const usesFiles =
    FILE_FEATURES.some((prefix) => route.handler.startsWith(prefix)) ||
    FILE_READING_HANDLERS.has(route.handler);
  return {
    readsAuditDigests: AUDIT_DIGEST_READERS.has(route.handler),
    table: reads ? 'read' : 'read-write',
    auditAppend: reads,
    // Writers update any item already; a public route has no session.
    sessionActivity: reads && !route.public,
    historyAppend: reads && READ_HISTORY_HANDLERS.has(route.handler),
    aggregatesWrite: AGGREGATE_WRITING_READS.has(route.handler),
    files: FILE_WRITING_READS.has(route.handler)
      ? 'read-write'
      : !usesFiles
        ? 'none'
        : reads
          ? 'read'
          : FILE_WRITING_AND_DELETING.has(route.handler)
            ? 'read-write-delete'
            : route.method === 'DELETE' || FILE_DELETING_WRITES.has(route.handler)
              ? 'read-delete'
              : 'read-write',
    filesPrefixes: filesPrefixesOf(route.handler),
    filesReadOnlyPrefixes: FILES_READ_ONLY_PREFIXES_BY_HANDLER[route.handler] ?? [],
    notifies: !reads,
    connectionsWrite: false,
    sendsMail: MAIL_SENDING_HANDLERS.has(route.handler),
    memorySize: memoryFor(route.handler),
    nodeModules: IMAGE_HANDLERS.has(route.handler) ? ['sharp'] : [],
  };
}

/** The partition of the WebSocket connections (docs/data-model.md W1–W5), from the handlers' key builder. */
export const CONNECTIONS_PARTITION = keys.connexionsCollection;

/**
 * $connect authenticates the token (reads) and registers the connection, $disconnect forgets it: both
 * write under CONNECTIONS_PARTITION and nowhere else. $connect also closes the connections its
 * registration replaced (the oldest beyond 10, expired tokens): it posts to connections. $default
 * ignores client frames: it only reads. All three record refused accesses in the audit trail.
 */
export function accessForWsRoute(key: WsRouteKey, handler: string): HandlerAccess {
  return {
    readsAuditDigests: false,
    table: 'read',
    auditAppend: true,
    // $connect reads the session without counting it as activity; $default and $disconnect have none.
    sessionActivity: false,
    historyAppend: false,
    aggregatesWrite: false,
    files: 'none',
    filesPrefixes: [],
    filesReadOnlyPrefixes: [],
    notifies: key === '$connect',
    connectionsWrite: key !== '$default',
    sendsMail: false,
    memorySize: memoryFor(handler),
    nodeModules: [],
  };
}
