// Builds the events API Gateway's WebSocket API sends to $connect, $default and $disconnect handlers.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { WsRouteKey } from '../api/routes.ts';
import {
  collectHeaders,
  collectQuery,
  requestTime,
  setApiGatewayHeaders,
  setEdgeHeaders,
} from './http-utils.ts';
import { API_STAGE } from './rest-event.ts';

const EVENT_TYPES: Record<WsRouteKey, 'CONNECT' | 'MESSAGE' | 'DISCONNECT'> = {
  $connect: 'CONNECT',
  $default: 'MESSAGE',
  $disconnect: 'DISCONNECT',
};

export interface WsEventInput {
  routeKey: WsRouteKey;
  connectionId: string;
  connectedAt: Date;
  domainName: string;
  sourceIp: string;
  userAgent: string;
  /** $connect only: the upgrade request (headers and query string). */
  req?: IncomingMessage;
  url?: URL;
  /** $connect only: the headers CloudFront adds on AWS (origin secret, viewer address). */
  edgeHeaders?: Record<string, string>;
  /** $default only. */
  body?: string;
  isBase64Encoded?: boolean;
  /** $disconnect only. */
  disconnect?: { statusCode: number; reason: string };
}

/**
 * Shape of API Gateway's WebSocket events. Not `APIGatewayProxyWebsocketEventV2`: that type lacks the
 * headers and query parameters of $connect and requires a messageId that only messages have.
 */
export interface WsEvent {
  requestContext: Record<string, unknown> & { routeKey: WsRouteKey; connectionId: string };
  isBase64Encoded: boolean;
  body?: string;
  [key: string]: unknown;
}

/** What API Gateway puts in the headers of a `$disconnect` (test/local/aws-events.test.ts). */
function disconnectHeaders(domainName: string) {
  const headers: Record<string, string> = {
    Host: domainName,
    'x-api-key': '',
    'X-Forwarded-For': '',
    'x-restapi': '',
  };
  const multiValueHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, [v]]));
  return { headers, multiValueHeaders };
}

export function buildWsEvent(input: WsEventInput): WsEvent {
  const now = new Date();
  const requestContext = {
    routeKey: input.routeKey,
    eventType: EVENT_TYPES[input.routeKey],
    ...(input.routeKey === '$default' ? { messageId: randomUUID() } : {}),
    extendedRequestId: randomUUID(),
    requestTime: requestTime(now),
    messageDirection: 'IN' as const,
    stage: API_STAGE,
    connectedAt: input.connectedAt.getTime(),
    requestTimeEpoch: now.getTime(),
    // The user agent only when the client sent one (test/local/aws-events.test.ts).
    identity: { sourceIp: input.sourceIp, ...(input.userAgent ? { userAgent: input.userAgent } : {}) },
    requestId: randomUUID(),
    domainName: input.domainName,
    connectionId: input.connectionId,
    apiId: 'local',
    ...(input.disconnect
      ? { disconnectStatusCode: input.disconnect.statusCode, disconnectReason: input.disconnect.reason }
      : {}),
  };
  const event: WsEvent = { requestContext, isBase64Encoded: input.isBase64Encoded ?? false };
  if (input.req && input.url) {
    const collected = collectHeaders(input.req.rawHeaders);
    setEdgeHeaders(collected, input.edgeHeaders ?? {});
    setApiGatewayHeaders(collected, input.req, now);
    // No query string: no query fields at all (not null as in a REST event).
    const query = collectQuery(input.url.searchParams);
    Object.assign(event, collected, query.queryStringParameters ? query : {});
  }
  if (input.routeKey === '$disconnect') Object.assign(event, disconnectHeaders(input.domainName));
  if (input.body !== undefined) event.body = input.body;
  return event;
}
