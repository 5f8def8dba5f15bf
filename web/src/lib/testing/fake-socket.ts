// Test helper: a WebSocket stand-in recording the sockets a client opens, and manual timers.
import type { SocketLike, Timers } from '../realtime/realtime-client.ts';

export class FakeSocket implements SocketLike {
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  closed = false;

  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}

  close(): void {
    this.closed = true;
  }

  /** The server sends a frame. */
  receive(frame: unknown): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) } as MessageEvent);
  }

  /** The server (or the network) ends the connection. */
  drop(): void {
    this.onclose?.({ code: 1006 } as CloseEvent);
  }
}

export function socketFactory() {
  const sockets: FakeSocket[] = [];
  const createSocket = (url: string, protocols: string[]) => {
    const socket = new FakeSocket(url, protocols);
    sockets.push(socket);
    return socket;
  };
  return { sockets, createSocket };
}

/** Timers driven by the test: `advance(ms)` runs what is due. */
export function manualTimers() {
  let now = 0;
  let next = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      const id = next++;
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (handle) => {
      pending.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at <= now) {
        pending.delete(id);
        timer.callback();
      }
    }
  };
  return { timers, advance, pendingCount: () => pending.size };
}

export function modificationFrame(table: string, authSignature: string, operation = 'MODIFY') {
  return {
    event: 'msgToClient',
    data: JSON.stringify({ type: 'ModificationTable', table, operation, authSignature }),
  };
}
