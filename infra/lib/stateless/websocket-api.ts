// The WebSocket API: $connect/$disconnect/$default to Lambda, stage `ws` (so that the SPA opens
// wss://<site>/ws through CloudFront as it does locally), throttling and JSON access logs.
import { Aws, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { WsRouteKey } from '@umj/functions/api/routes';
import { accessLogGroup, STAGE_THROTTLE } from './rest-api.ts';
import { acknowledgeGuardRule } from '../policy-validation.ts';

export const WS_STAGE_NAME = 'ws';

const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    sourceIp: '$context.identity.sourceIp',
    routeKey: '$context.routeKey',
    eventType: '$context.eventType',
    connectionId: '$context.connectionId',
    status: '$context.status',
    integrationError: '$context.integrationErrorMessage',
  }),
);

export class WebSocketGateway extends Construct {
  readonly api: apigwv2.WebSocketApi;
  readonly stage: apigwv2.WebSocketStage;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const accessLogs = accessLogGroup(this);
    this.api = new apigwv2.WebSocketApi(this, 'Api', {
      description:
        'UMJ back-office WebSocket API (msgToClient notifications), served through CloudFront at /ws.',
    });
    this.stage = new apigwv2.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: WS_STAGE_NAME,
      autoDeploy: true,
      throttle: STAGE_THROTTLE,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: ACCESS_LOG_FORMAT,
      },
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        '$connect authenticates the bearer token and checks the Origin against the allow-list in its handler, ' +
        'with the same JWT verification as the REST handlers; $disconnect and $default only act on an accepted connection.',
    });
  }

  /** execute-api host of the API (without the stage), for the CloudFront origin. */
  get originDomainName(): string {
    return `${this.api.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
  }

  /** https URL of the @connections management API of the stage: env WS_MANAGEMENT_ENDPOINT. */
  get managementEndpoint(): string {
    return this.stage.callbackUrl;
  }

  addRoute(key: WsRouteKey, fn: lambda.IFunction): void {
    // Not 'Default' as an id: CDK drops that word from logical ids and the integrations would collide.
    const integrationId = `${key.replace('$', '').replace(/^./, (c) => c.toUpperCase())}RouteIntegration`;
    const route = this.api.addRoute(key, { integration: new WebSocketLambdaIntegration(integrationId, fn) });
    acknowledgeGuardRule(
      route,
      'api_gw_v2_authorization_type_configured_check',
      '$connect verifies the bearer token and the origin header in its handler (the same JWT as the REST API); ' +
        'the other routes only run on a connection $connect accepted.',
    );
    acknowledgeGuardRule(
      route,
      'lambda_function_public_access_prohibited_check',
      'The permission names apigateway.amazonaws.com and the SourceArn of this API (CDK integration); the ' +
        'rule does not read the ARN built with Fn::Join.',
    );
  }
}
