// The one stack of the product. Stateful resources (table, buckets, JWT key) are declared apart from
// the stateless ones (functions, REST API, WebSocket API, CloudFront), which only reference them.
// The handler functions and their REST methods are in one nested stack per handler family (the
// parent would otherwise pass CloudFormation's 500 resources: about six resources per route).
// Environment-agnostic: `cdk synth` needs no AWS account, credentials or network.
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { apiRoutes, wsRoutes, type ApiRoute, type WsRouteKey } from '@umj/functions/api/routes';
import type { DeploymentConfig } from './deployment-config.ts';
import { handlerEntry, WEB_DIST_DIR } from './paths.ts';
import { Operations } from './operations/operations.ts';
import { AuditDigests } from './stateful/audit-digests.ts';
import { Buckets } from './stateful/buckets.ts';
import { JwtSigningSecret } from './stateful/jwt-secret.ts';
import { OriginVerifySecret } from './stateful/origin-secret.ts';
import { DataTable } from './stateful/table.ts';
import { TableBackup } from './stateful/table-backup.ts';
import { FilesBucketCors } from './stateless/files-bucket-cors.ts';
import { HandlerFunctions } from './stateless/handler-functions.ts';
import { RestApiGateway } from './stateless/rest-api.ts';
import { AUDIT_SEAL_HANDLER, ScheduledAuditSeal } from './stateless/scheduled-audit-seal.ts';
import { NOTIFICATIONS_SWEEP_HANDLER, ScheduledNotifications } from './stateless/scheduled-notifications.ts';
import { SCHEDULED_SPLIT_HANDLER, ScheduledSplit } from './stateless/scheduled-split.ts';
import { streamConsumers } from './stateless/stream-consumers.ts';
import { WebHosting } from './stateless/web-hosting.ts';
import { WebSocketGateway } from './stateless/websocket-api.ts';

export interface UmjStackProps extends StackProps {
  config: DeploymentConfig;
  /** Defaults to the route table of functions/src/api/routes.ts. */
  apiRoutes?: readonly ApiRoute[];
  wsRoutes?: Readonly<Record<WsRouteKey, string>>;
  /** Defaults to functions/src/handlers/<handler>.ts. */
  entryFor?: (handler: string) => string;
  /** Defaults to web/dist. */
  webDistPath?: string;
}

export class UmjStack extends Stack {
  /** The route handlers, in one nested stack per handler family. */
  readonly handlers: HandlerFunctions;

  constructor(scope: Construct, id: string, props: UmjStackProps) {
    super(scope, id, props);
    const routes = props.apiRoutes ?? apiRoutes;

    // Stateful
    const data = new DataTable(this, 'Data');
    const buckets = new Buckets(this, 'Buckets');
    const jwtKey = new JwtSigningSecret(this, 'JwtSigningKey');
    // The write-once digests of the audit trail (Object Lock, retention = the audit's).
    const auditDigests = new AuditDigests(this, 'AuditDigests', {
      retentionDays: props.config.auditRetentionDays,
      accessLogs: buckets.accessLogs,
    });
    const originSecret = new OriginVerifySecret(this, 'OriginHeader');
    // Daily AWS Backup of the table (35 days, protected vault), besides its point-in-time recovery.
    new TableBackup(this, 'Backup', { table: data.table });

    // Stateless
    const rest = new RestApiGateway(this, 'RestApi');
    const realtime = new WebSocketGateway(this, 'WebSocket');
    // Access logs of both APIs need the account-wide API Gateway logging role set up with the REST API.
    realtime.stage.node.addDependency(rest.api);
    const web = new WebHosting(this, 'Web', {
      spaBucket: buckets.spa,
      filesBucket: buckets.files,
      logsBucket: buckets.accessLogs,
      originSecret: originSecret.secret,
      webAclArn: props.config.webAclArn,
      customDomain: props.config.customDomain,
      restApiDomainName: rest.originDomainName,
      webSocketDomainName: realtime.originDomainName,
      webDistPath: props.webDistPath ?? WEB_DIST_DIR,
    });
    const allowedOrigins = [
      ...new Set([
        web.siteOrigin,
        ...(web.customOrigin ? [web.customOrigin] : []),
        ...props.config.extraAllowedOrigins,
      ]),
    ];
    new FilesBucketCors(this, 'FilesCors', { bucket: buckets.files, origins: allowedOrigins });

    const handlers = (this.handlers = new HandlerFunctions(this, 'Handlers', {
      apiRoutes: routes,
      wsRoutes: props.wsRoutes ?? wsRoutes,
      entryFor: props.entryFor ?? handlerEntry,
      tableArn: data.table.tableArn,
      filesBucketArn: buckets.files.bucketArn,
      auditDigestsBucketArn: auditDigests.bucket.bucketArn,
      jwtSecretArn: jwtKey.secret.secretArn,
      originSecretArn: originSecret.secret.secretArn,
      webSocketApiId: realtime.api.apiId,
      webSocketStageName: realtime.stage.stageName,
      restApi: rest,
      mailFrom: props.config.mailFrom,
      // Exactly the variables of functions/src/config/env.ts that apply on AWS (no local endpoints, no raw key).
      environment: {
        TABLE_NAME: data.table.tableName,
        FILES_BUCKET: buckets.files.bucketName,
        // The digests (read by the verification route only) and the audit entries' TTL.
        AUDIT_DIGESTS_BUCKET: auditDigests.bucket.bucketName,
        AUDIT_RETENTION_DAYS: String(props.config.auditRetentionDays),
        WS_MANAGEMENT_ENDPOINT: realtime.managementEndpoint,
        JWT_SECRET_ARN: jwtKey.secret.secretArn,
        // The handlers refuse requests without CloudFront's origin header.
        ORIGIN_SECRET_ARN: originSecret.secret.secretArn,
        JWT_ISSUER: props.config.jwtIssuer,
        JWT_AUDIENCE: props.config.jwtAudience,
        MAIL_MODE: 'ses',
        MAIL_FROM: props.config.mailFrom,
        ALLOWED_ORIGINS: allowedOrigins.join(','),
        // One line per request in CloudWatch Logs (the audit trail and the access logs are apart).
        LOG_LEVEL: 'info',
      },
    }));
    for (const [key, handler] of Object.entries(props.wsRoutes ?? wsRoutes) as [WsRouteKey, string][]) {
      realtime.addRoute(key, handlers.get(handler).fn);
    }

    // The table's stream consumers (the change signals; event source mapping, dead-letter queue, alarms).
    streamConsumers(this, {
      table: data.table,
      webSocketApiId: realtime.api.apiId,
      webSocketStageName: realtime.stage.stageName,
      entryFor: props.entryFor ?? handlerEntry,
      environment: { WS_MANAGEMENT_ENDPOINT: realtime.managementEndpoint },
    });

    // The daily payment split (EventBridge Scheduler -> Lambda, dead-letter queue, alarms).
    new ScheduledSplit(this, 'ScheduledSplit', {
      table: data.table,
      entry: (props.entryFor ?? handlerEntry)(SCHEDULED_SPLIT_HANDLER),
      auditRetentionDays: props.config.auditRetentionDays,
    });
    // The daily digest of each closed day of the audit trail (EventBridge Scheduler -> Lambda).
    new ScheduledAuditSeal(this, 'ScheduledAuditSeal', {
      table: data.table,
      digests: auditDigests.bucket,
      retentionDays: props.config.auditRetentionDays,
      entry: (props.entryFor ?? handlerEntry)(AUDIT_SEAL_HANDLER),
    });
    // The sweep of the time-driven notifications, every 5 minutes (EventBridge Scheduler -> Lambda).
    new ScheduledNotifications(this, 'ScheduledNotifications', {
      table: data.table,
      entry: (props.entryFor ?? handlerEntry)(NOTIFICATIONS_SWEEP_HANDLER),
      auditRetentionDays: props.config.auditRetentionDays,
    });

    // The operations topic, dashboard and stack-wide alarms (the aspect of app.ts adds the rest).
    new Operations(this, 'Operations', {
      alarmEmail: props.config.alarmEmail,
      restApi: rest.api,
      table: data.table,
    });

    new CfnOutput(this, 'SiteUrl', {
      value: web.customOrigin ?? web.siteOrigin,
      description: 'The application (SPA, /v1, /ws)',
    });
    new CfnOutput(this, 'TableName', { value: data.table.tableName });
    new CfnOutput(this, 'FilesBucketName', { value: buckets.files.bucketName });
    new CfnOutput(this, 'SpaBucketName', { value: buckets.spa.bucketName });
    new CfnOutput(this, 'JwtSecretArn', { value: jwtKey.secret.secretArn });
    new CfnOutput(this, 'AuditDigestsBucketName', { value: auditDigests.bucket.bucketName });
  }
}
