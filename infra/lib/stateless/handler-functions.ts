// One HandlerFunction per entry of the route table (REST routes and WebSocket routes), with the same
// environment for all and the grants that `handler-access.ts` derives for each.
import { Aws } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { ApiRoute, WsRouteKey } from '@umj/functions/api/routes';
import {
  AUDIT_PARTITION_PREFIX,
  HISTORY_PARTITION_PREFIX,
  accessForApiRoute,
  accessForWsRoute,
  type HandlerAccess,
} from './handler-access.ts';
import { HandlerFunction } from './handler-function.ts';
import { logicalIdOf } from '../logical-id.ts';

export interface HandlerFunctionsProps {
  apiRoutes: readonly ApiRoute[];
  wsRoutes: Readonly<Record<WsRouteKey, string>>;
  /** Source file of a handler (`auth/login` -> functions/src/handlers/auth/login.ts). */
  entryFor: (handler: string) => string;
  environment: Record<string, string>;
  table: dynamodb.Table;
  filesBucket: s3.Bucket;
  jwtSecret: secretsmanager.ISecret;
  webSocketStage: apigwv2.WebSocketStage;
  /** The only sender address SES may be called with. */
  mailFrom: string;
}

/** `auth/forgot-password` -> `AuthForgotPassword`. */
export function constructIdFor(handler: string): string {
  return handler
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

export class HandlerFunctions extends Construct {
  private readonly byHandler = new Map<string, HandlerFunction>();

  constructor(scope: Construct, id: string, props: HandlerFunctionsProps) {
    super(scope, id);
    for (const route of props.apiRoutes) {
      this.create(props, route.handler, `${route.method} /v1${route.path}`, accessForApiRoute(route));
    }
    for (const [key, handler] of Object.entries(props.wsRoutes) as [WsRouteKey, string][]) {
      this.create(props, handler, `WebSocket ${key}`, accessForWsRoute(key, handler));
    }
  }

  /** The function that serves `handler` (a value of the route table). */
  get(handler: string): HandlerFunction {
    const fn = this.byHandler.get(handler);
    if (!fn) throw new Error(`No function for handler "${handler}".`);
    return fn;
  }

  private create(props: HandlerFunctionsProps, handler: string, serves: string, access: HandlerAccess): void {
    if (this.byHandler.has(handler)) throw new Error(`Handler "${handler}" serves two routes.`);
    const fn = new HandlerFunction(this, constructIdFor(handler), {
      entry: props.entryFor(handler),
      description: `UMJ ${serves} (${handler})`,
      environment: props.environment,
      memorySize: access.memorySize,
      nodeModules: access.nodeModules,
    });
    this.byHandler.set(handler, fn);

    if (access.table === 'read') fn.grantTableRead(props.table);
    else fn.grantTableReadWrite(props.table);
    if (access.auditAppend) fn.grantTableAppendUnder(props.table, AUDIT_PARTITION_PREFIX);
    if (access.historyAppend) fn.grantTableAppendUnder(props.table, HISTORY_PARTITION_PREFIX);
    if (access.files !== 'none') fn.grantFiles(props.filesBucket, access.files);
    if (access.notifies) {
      props.webSocketStage.grantManagementApiAccess(fn.fn);
      fn.acknowledgeWildcard(
        `Resource::arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:<${logicalIdOf(props.webSocketStage.api)}>/${props.webSocketStage.stageName}/*/@connections/*`,
        'Connection ids are only known at run time; the grant is ManageConnections on this API stage only.',
      );
    }
    // The signing key verifies bearer tokens (every non-public handler, $connect), signs them (login)
    // and keys the HMAC of the e-mailed one-time codes (sign-up, reset): every handler reads it.
    props.jwtSecret.grantRead(fn.fn);
    if (access.sendsMail) fn.fn.addToRolePolicy(sendMailStatement(props.mailFrom));
  }
}

/** ses:SendEmail from MAIL_FROM only, on its address and domain identities. */
function sendMailStatement(mailFrom: string): iam.PolicyStatement {
  const domain = mailFrom.slice(mailFrom.indexOf('@') + 1);
  const identity = (name: string) =>
    `arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/${name}`;
  return new iam.PolicyStatement({
    actions: ['ses:SendEmail'],
    resources: [identity(mailFrom), identity(domain)],
    conditions: { StringEquals: { 'ses:FromAddress': mailFrom } },
  });
}
