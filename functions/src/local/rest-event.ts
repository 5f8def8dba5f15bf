// Builds the event API Gateway REST sends to a Lambda proxy integration (payload v1,
// APIGatewayProxyEvent) from a Node HTTP request.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import {
  collectHeaders,
  collectQuery,
  headerValue,
  requestTime,
  setApiGatewayHeaders,
  setEdgeHeaders,
  sourceIp,
} from './http-utils.ts';

export const API_STAGE = 'v1';

const TEXT_TYPES = [
  /^text\//,
  /json/,
  /xml/,
  /^application\/x-www-form-urlencoded/,
  /^application\/javascript/,
];

/** Bodies of these content types arrive as text; any other type arrives base64-encoded. */
export function isTextContent(contentType: string | undefined): boolean {
  if (contentType === undefined || contentType === '') return true;
  const type = contentType.toLowerCase();
  return TEXT_TYPES.some((re) => re.test(type));
}

export interface RestEventInput {
  req: IncomingMessage;
  url: URL;
  /** Path after the stage (`/bureaux/12`), as received. */
  path: string;
  resource: string;
  pathParameters: Record<string, string>;
  body: Buffer;
  /** The headers CloudFront adds on AWS (origin secret, viewer address); they replace the client's. */
  edgeHeaders?: Record<string, string>;
}

export function buildRestEvent({
  req,
  url,
  path,
  resource,
  pathParameters,
  body,
  edgeHeaders = {},
}: RestEventInput): APIGatewayProxyEvent {
  const now = new Date();
  const ip = sourceIp(req);
  const collected = collectHeaders(req.rawHeaders);
  setEdgeHeaders(collected, edgeHeaders);
  setApiGatewayHeaders(collected, req, now);
  const { headers, multiValueHeaders } = collected;
  const binary = body.length > 0 && !isTextContent(headerValue(headers, 'content-type'));
  const method = req.method ?? 'GET';
  // No `authorizer` (the methods have none) and no API key or client certificate fields in `identity`:
  // API Gateway sends none of them to this API (test/local/aws-events.test.ts), though the type lists them.
  const event = {
    resource,
    path,
    httpMethod: method,
    headers,
    multiValueHeaders,
    ...collectQuery(url.searchParams),
    pathParameters: Object.keys(pathParameters).length > 0 ? pathParameters : null,
    stageVariables: null,
    body: body.length === 0 ? null : body.toString(binary ? 'base64' : 'utf8'),
    isBase64Encoded: binary,
    requestContext: {
      accountId: '123456789012',
      apiId: 'local',
      deploymentId: 'local',
      domainName: headerValue(headers, 'host') ?? 'localhost',
      domainPrefix: 'localhost',
      extendedRequestId: randomUUID(),
      httpMethod: method,
      identity: {
        accessKey: null,
        accountId: null,
        caller: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp: ip,
        user: null,
        userAgent: headerValue(headers, 'user-agent') ?? null,
        userArn: null,
      },
      path: `/${API_STAGE}${path}`,
      protocol: `HTTP/${req.httpVersion}`,
      requestId: randomUUID(),
      requestTime: requestTime(now),
      requestTimeEpoch: now.getTime(),
      resourceId: 'local',
      resourcePath: resource,
      stage: API_STAGE,
    },
  };
  return event as unknown as APIGatewayProxyEvent;
}
