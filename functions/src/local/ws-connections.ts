// Open WebSocket connections of the local gateway, by API Gateway connection id.
import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';

export interface WsConnection {
  id: string;
  socket: WebSocket;
  connectedAt: Date;
  lastActiveAt: Date;
  sourceIp: string;
  userAgent: string;
}

/** An id shaped like API Gateway's (base64 of 11 random bytes, ends with '='). */
export function newConnectionId(): string {
  return randomBytes(11).toString('base64');
}

export class WsConnections {
  readonly #byId = new Map<string, WsConnection>();

  add(connection: WsConnection): void {
    this.#byId.set(connection.id, connection);
  }

  get(id: string): WsConnection | undefined {
    return this.#byId.get(id);
  }

  remove(id: string): WsConnection | undefined {
    const connection = this.#byId.get(id);
    this.#byId.delete(id);
    return connection;
  }

  all(): WsConnection[] {
    return [...this.#byId.values()];
  }
}
