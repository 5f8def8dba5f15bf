// One nested stack per handler family (the first segment of `handler` in the route table: auth,
// bureaux, dossiers-patients, realtime, ...): the functions of that family with their log groups,
// roles and grants, and the REST methods that invoke them with their permissions. About six resources
// per route, so that the parent stack keeps what is shared (table, buckets, key, API resource tree,
// stages, CloudFront) and stays far below CloudFormation's 500 resources however many routes come.
//
// What the functions need from the parent stack comes in as parameters of this nested stack, named
// ones for the environment and the grants (`TableName`, `TableArn`, `FilesBucketArn`, `JwtSecretArn`,
// `WebSocketApiId`, ...), CDK's `referenceto...` ones for the REST API and its resources. Nothing the
// parent needs before this stack comes out of it: the REST deployment waits for the methods, and the
// parent only reads the function ARNs of the WebSocket handlers (outputs CDK adds), so there is no
// circular dependency.
import { Aws, CfnParameter, NestedStack, Token } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import type { ApiRoute, WsRouteKey } from '@umj/functions/api/routes';
import {
  AUDIT_PARTITION_PREFIX,
  AGGREGATES_PARTITION_PREFIX,
  HISTORY_PARTITION_PREFIX,
  CONNECTIONS_PARTITION,
  SESSION_PARTITION_PREFIX,
  accessForApiRoute,
  accessForWsRoute,
  type HandlerAccess,
} from './handler-access.ts';
import { AUDIT_DIGEST_PREFIX } from '../stateful/audit-digests.ts';
import { HandlerFunction } from './handler-function.ts';
import type { RestApiGateway } from './rest-api.ts';

/** `auth/forgot-password` -> `AuthForgotPassword`; `dossiers-patients` -> `DossiersPatients`. */
export function constructIdFor(name: string): string {
  return name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** The family of a handler: the folder of its file under functions/src/handlers/ (`bureaux/get-bureau` -> `bureaux`). */
export function familyOf(handler: string): string {
  return handler.split('/')[0]!;
}

/** What the functions of every family share, as values of the parent stack. */
export interface HandlerSharedProps {
  /** Source file of a handler (`auth/login` -> functions/src/handlers/auth/login.ts). */
  entryFor: (handler: string) => string;
  /** Variables of every function; values of the parent stack become parameters named after them. */
  environment: Record<string, string>;
  tableArn: string;
  filesBucketArn: string;
  /** The bucket of the audit trail's daily digests. */
  auditDigestsBucketArn: string;
  jwtSecretArn: string;
  /** The value CloudFront sends in the origin header, checked by every handler. */
  originSecretArn: string;
  webSocketApiId: string;
  webSocketStageName: string;
  /** The REST API of the parent stack, whose resources the methods of the family are declared on. */
  restApi: RestApiGateway;
  /** The only sender address SES may be called with. */
  mailFrom: string;
}

export interface HandlerFamilyStackProps extends HandlerSharedProps {
  family: string;
  apiRoutes: readonly ApiRoute[];
  wsRoutes: readonly (readonly [WsRouteKey, string])[];
}

/** `TABLE_NAME` -> `TableName`. */
function parameterNameOfVariable(variable: string): string {
  return constructIdFor(variable.toLowerCase());
}

export class HandlerFamilyStack extends NestedStack {
  readonly family: string;
  private readonly byHandler = new Map<string, HandlerFunction>();
  /** Parent value (token string) -> the value of its parameter in this stack. */
  private readonly parentValues = new Map<string, string>();

  constructor(scope: Construct, id: string, props: HandlerFamilyStackProps) {
    super(scope, id, { description: `UMJ back-office: handlers of the "${props.family}" family` });
    this.family = props.family;
    const environment = Object.fromEntries(
      Object.entries(props.environment).map(([name, value]) => [
        name,
        this.fromParent(parameterNameOfVariable(name), value),
      ]),
    );
    for (const route of props.apiRoutes) {
      const fn = this.create(
        props,
        environment,
        route.handler,
        `${route.method} /v1${route.path}`,
        accessForApiRoute(route),
      );
      props.restApi.addRoute(fn, route, fn.fn);
    }
    for (const [key, handler] of props.wsRoutes) {
      this.create(props, environment, handler, `WebSocket ${key}`, accessForWsRoute(key, handler));
    }
  }

  /** The functions of this family, by handler. */
  get functions(): ReadonlyMap<string, HandlerFunction> {
    return this.byHandler;
  }

  /**
   * A value of the parent stack as seen from this stack: a parameter named `name`, given the value by
   * the parent (one parameter per distinct value). Literal values stay literal.
   */
  private fromParent(name: string, value: string): string {
    if (!Token.isUnresolved(value)) return value;
    const known = this.parentValues.get(value);
    if (known) return known;
    const parameter = new CfnParameter(this, name, { type: 'String' });
    this.setParameter(name, value);
    this.parentValues.set(value, parameter.valueAsString);
    return parameter.valueAsString;
  }

  private create(
    props: HandlerFamilyStackProps,
    environment: Record<string, string>,
    handler: string,
    serves: string,
    access: HandlerAccess,
  ): HandlerFunction {
    if (this.byHandler.has(handler)) throw new Error(`Handler "${handler}" serves two routes.`);
    const fn = new HandlerFunction(this, constructIdFor(handler), {
      entry: props.entryFor(handler),
      description: `UMJ ${serves} (${handler})`,
      environment,
      memorySize: access.memorySize,
      nodeModules: access.nodeModules,
    });
    this.byHandler.set(handler, fn);

    const tableArn = this.fromParent('TableArn', props.tableArn);
    if (access.table === 'read') fn.grantTableRead(tableArn);
    else fn.grantTableReadWrite(tableArn);
    if (access.auditAppend) fn.grantTableAppendUnder(tableArn, AUDIT_PARTITION_PREFIX);
    if (access.sessionActivity) {
      fn.grantTableAppendUnder(tableArn, SESSION_PARTITION_PREFIX, ['dynamodb:UpdateItem']);
    }
    // Every role may only append to the audit trail, never rewrite or delete it.
    fn.denyAuditRewrite(tableArn, AUDIT_PARTITION_PREFIX);
    if (access.readsAuditDigests) {
      fn.grantAuditDigestsRead(
        this.fromParent('AuditDigestsBucketArn', props.auditDigestsBucketArn),
        AUDIT_DIGEST_PREFIX,
      );
    }
    if (access.historyAppend) fn.grantTableAppendUnder(tableArn, HISTORY_PARTITION_PREFIX);
    if (access.aggregatesWrite) {
      fn.grantTableAppendUnder(tableArn, AGGREGATES_PARTITION_PREFIX, [
        'dynamodb:PutItem',
        'dynamodb:DeleteItem',
      ]);
    }
    if (access.files !== 'none') {
      fn.grantFiles(
        this.fromParent('FilesBucketArn', props.filesBucketArn),
        access.files,
        access.filesPrefixes,
        access.filesReadOnlyPrefixes,
      );
    }
    if (access.connectionsWrite) {
      fn.grantTableWritesIn(tableArn, CONNECTIONS_PARTITION, [
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
      ]);
    }
    if (access.notifies) {
      fn.grantManageConnections(
        this.fromParent('WebSocketApiId', props.webSocketApiId),
        props.webSocketStageName,
      );
    }
    // The signing key verifies bearer tokens (every non-public handler, $connect), signs them (login)
    // and keys the HMAC of the e-mailed one-time codes (sign-up, reset): every handler reads it.
    fn.grantSecretRead(this.fromParent('JwtSecretArn', props.jwtSecretArn));
    // Every handler checks the origin header of the requests (REST and $connect).
    fn.grantSecretRead(this.fromParent('OriginSecretArn', props.originSecretArn));
    if (access.sendsMail) fn.fn.addToRolePolicy(sendMailStatement(props.mailFrom));
    return fn;
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
