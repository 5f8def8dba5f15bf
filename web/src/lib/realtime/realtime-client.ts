// WebSocket client of docs/product-rules.md#calls: connects with the token (second sub-protocol), retries 8 s after a failed
// connection or a server disconnect, hands ModificationTable messages and tokenInvalid to its caller;
// unknown or invalid messages are only logged (docs/product-rules.md#errors). Timers and the socket are injectable for tests.
import { RECONNEXION_SOCKET_MS } from '@umj/shared/constantes';
import { REALTIME_PROTOCOL, readServerFrame, type ModificationTable } from '@umj/shared/realtime';

/** docs/product-rules.md#constants: socket retry 8 s. */
export const REALTIME_RETRY_MS = RECONNEXION_SOCKET_MS;

export interface SocketLike {
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  close(code?: number, reason?: string): void;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface RealtimeClientOptions {
  url: string;
  token: string;
  onModification(message: ModificationTable): void;
  onTokenInvalid(): void;
  createSocket?: (url: string, protocols: string[]) => SocketLike;
  timers?: Timers;
  logger?: Pick<Console, 'warn' | 'info'>;
}

export interface RealtimeConnection {
  /** Closes the socket for good (no retry). */
  close(): void;
}

const browserSocket = (url: string, protocols: string[]): SocketLike => new WebSocket(url, protocols);
export const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function connectRealtime(options: RealtimeClientOptions): RealtimeConnection {
  const createSocket = options.createSocket ?? browserSocket;
  const timers = options.timers ?? browserTimers;
  const logger = options.logger ?? console;
  let socket: SocketLike | null = null;
  let retry: unknown = null;
  let stopped = false;

  const handleText = (text: unknown) => {
    const event = readServerFrame(typeof text === 'string' ? text : String(text));
    if (event.kind === 'ignored') {
      logger.warn(`Realtime : ${event.reason}`, text);
    } else if (event.kind === 'tokenInvalid') {
      stop();
      options.onTokenInvalid();
    } else if (event.kind === 'connexionFermee') {
      // Closed by the server for a reason a retry would not change (too many windows): no retry.
      logger.warn(`Realtime : ${event.message}`);
      stop();
    } else {
      options.onModification(event.message);
    }
  };

  const scheduleRetry = () => {
    if (stopped || retry !== null) return;
    retry = timers.setTimeout(() => {
      retry = null;
      open();
    }, REALTIME_RETRY_MS);
  };

  function open() {
    if (stopped) return;
    try {
      socket = createSocket(options.url, [REALTIME_PROTOCOL, options.token]);
    } catch (error) {
      logger.warn('Realtime: connexion impossible', error);
      scheduleRetry();
      return;
    }
    socket.onmessage = (event) => handleText(event.data);
    socket.onerror = (event) => logger.warn('Realtime: erreur de connexion', event);
    socket.onclose = () => {
      socket = null;
      scheduleRetry();
    };
  }

  function stop() {
    stopped = true;
    if (retry !== null) timers.clearTimeout(retry);
    retry = null;
    const current = socket;
    socket = null;
    if (current) {
      current.onclose = null;
      current.close(1000, 'client closed');
    }
  }

  open();
  return { close: stop };
}
