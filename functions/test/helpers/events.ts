// Builds the REST (payload v1) and WebSocket events API Gateway sends, and calls handlers with them.
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { ORIGIN_SECRET_HEADER } from '../../src/api/origin-headers.ts';
import { dansLInvocationDe } from '../../src/lib/adapters/appels-aws.ts';

export interface CallOptions {
  method?: string;
  path?: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /**
   * An event is a request CloudFront forwarded — it carries the origin secret header when
   * the handlers are configured with one (ORIGIN_SECRET, e.g. set by a local runtime started in the
   * same process) — unless false: a call made around CloudFront.
   */
  viaCloudFront?: boolean;
}

export function buildEvent(o: CallOptions = {}): APIGatewayProxyEvent {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const given = Object.keys(o.headers ?? {}).some(
    (h) => h.toLowerCase() === ORIGIN_SECRET_HEADER.toLowerCase(),
  );
  if (o.viaCloudFront !== false && !given && process.env.ORIGIN_SECRET) {
    headers[ORIGIN_SECRET_HEADER] = process.env.ORIGIN_SECRET;
  }
  Object.assign(headers, o.headers);
  if (o.token) headers.Authorization = `Bearer ${o.token}`;
  const body = o.rawBody ?? (o.body === undefined ? null : JSON.stringify(o.body));
  return {
    httpMethod: o.method ?? 'GET',
    path: o.path ?? '/',
    resource: o.path ?? '/',
    headers,
    multiValueHeaders: {},
    body,
    isBase64Encoded: false,
    pathParameters: o.pathParameters ?? null,
    queryStringParameters: o.query ?? null,
    multiValueQueryStringParameters: null,
    stageVariables: null,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      authorizer: null,
      httpMethod: o.method ?? 'GET',
      path: `/v1${o.path ?? '/'}`,
      protocol: 'HTTP/1.1',
      requestId: randomUUID(),
      requestTimeEpoch: Date.now(),
      resourceId: 'local',
      resourcePath: o.path ?? '/',
      stage: 'v1',
      identity: { sourceIp: '127.0.0.1' } as APIGatewayProxyEvent['requestContext']['identity'],
    },
  };
}

export function buildWsEvent(
  routeKey: '$connect' | '$disconnect' | '$default',
  connectionId: string,
  headers: Record<string, string> = {},
  body: string | null = null,
  viaCloudFront = true,
): APIGatewayProxyEvent {
  const event = buildEvent({ headers, rawBody: body ?? undefined, viaCloudFront });
  event.httpMethod = routeKey === '$connect' ? 'GET' : 'POST';
  event.requestContext = {
    ...event.requestContext,
    routeKey,
    connectionId,
    eventType: routeKey === '$connect' ? 'CONNECT' : routeKey === '$disconnect' ? 'DISCONNECT' : 'MESSAGE',
  };
  return event;
}

export function lambdaContext(): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'test',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:eu-west-3:000000000000:function:test',
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: 'test',
    logStreamName: 'test',
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

// Test answers are read loosely (expect() checks their shape).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface CallResult<T = any> {
  statusCode: number;
  headers: Record<string, string | number | boolean>;
  body: T;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(handler: Handler, options: CallOptions = {}): Promise<CallResult<T>> {
  const result = await handler(buildEvent(options), lambdaContext());
  return {
    statusCode: result.statusCode,
    headers: (result.headers ?? {}) as Record<string, string>,
    body: result.body ? (JSON.parse(result.body) as T) : (undefined as T),
  };
}

/**
 * A scheduled handler called as one invocation of its function, as the local runtime's timers and
 * EventBridge Scheduler call it: its AWS calls are recorded under its name (lib/adapters/appels-aws.ts).
 */
export function invocationPlanifiee<E, R>(
  fonction: string,
  handler: (evenement: E) => Promise<R>,
): (evenement: E) => Promise<R> {
  return (evenement) => dansLInvocationDe(fonction, () => handler(evenement));
}
