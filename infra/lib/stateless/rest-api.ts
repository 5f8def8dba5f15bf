// The REST API: stage `v1` (so that `/v1/...` is the same base path as locally), regional endpoint
// behind CloudFront, throttling (tighter on the public sign-in/up/reset routes), JSON access logs,
// execution error logs, X-Ray, and one Lambda proxy method per route of the route table.
import { Aws, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { ApiRoute } from '@umj/functions/api/routes';

export const REST_STAGE_NAME = 'v1';
export const STAGE_THROTTLE = { rateLimit: 50, burstLimit: 100 };
/** Public routes (sign-in, sign-up, codes) are the target of password spraying: tighter limits. */
export const PUBLIC_ROUTE_THROTTLE = { rateLimit: 5, burstLimit: 10 };

export interface RestApiGatewayProps {
  routes: readonly ApiRoute[];
}

export class RestApiGateway extends Construct {
  readonly api: apigw.RestApi;

  constructor(scope: Construct, id: string, props: RestApiGatewayProps) {
    super(scope, id);
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.ONE_YEAR,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const methodOptions: Record<string, apigw.MethodDeploymentOptions> = {};
    for (const route of props.routes.filter((r) => r.public)) {
      methodOptions[`${route.path}/${route.method}`] = {
        throttlingRateLimit: PUBLIC_ROUTE_THROTTLE.rateLimit,
        throttlingBurstLimit: PUBLIC_ROUTE_THROTTLE.burstLimit,
      };
    }
    this.api = new apigw.RestApi(this, 'Api', {
      description: 'UMJ back-office REST API (/v1), served through CloudFront.',
      endpointConfiguration: { types: [apigw.EndpointType.REGIONAL] },
      cloudWatchRole: true,
      cloudWatchRoleRemovalPolicy: RemovalPolicy.RETAIN,
      deployOptions: {
        stageName: REST_STAGE_NAME,
        throttlingRateLimit: STAGE_THROTTLE.rateLimit,
        throttlingBurstLimit: STAGE_THROTTLE.burstLimit,
        methodOptions,
        accessLogDestination: new apigw.LogGroupLogDestination(accessLogs),
        accessLogFormat: apigw.AccessLogFormat.jsonWithStandardFields(),
        loggingLevel: apigw.MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        metricsEnabled: true,
        tracingEnabled: true,
      },
    });
    this.acknowledgeNagRules();
  }

  /** execute-api host of the API; depends on the API only (not on its deployment), for CloudFront. */
  get originDomainName(): string {
    return `${this.api.restApiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
  }

  addRoute(route: ApiRoute, fn: lambda.IFunction): void {
    this.api.root
      .resourceForPath(route.path)
      .addMethod(route.method, new apigw.LambdaIntegration(fn, { proxy: true, allowTestInvoke: false }));
  }

  private acknowledgeNagRules(): void {
    Validations.of(this).acknowledge(
      {
        id: 'AwsSolutions-APIG2',
        reason:
          'Every handler validates its input with the shared zod schemas and answers 400 with the field and the ' +
          "specification's French message; an API Gateway validator would answer in English and in another error shape.",
      },
      {
        id: 'AwsSolutions-APIG4',
        reason:
          'Authorization is done in every handler (issue 3): jose-verified bearer JWT (algorithm allow-list, issuer, ' +
          "audience, expiry) plus the user's valid-after date, role, office and object from the table. Public routes are " +
          'sign-in, sign-up and password reset only.',
      },
      {
        id: 'AwsSolutions-COG4',
        reason:
          'The product has its own accounts and JWT (issue 3), verified in the handlers; there is no Cognito user pool.',
      },
      {
        id: 'AwsSolutions-APIG3',
        reason:
          'No WAF in this issue: the stage is throttled, public routes more tightly, and sign-in failures lock the account ' +
          'for a while; the API is reached through CloudFront. A WAF web ACL is a documented hardening step.',
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
        reason:
          "AWS's managed policy for the account-wide API Gateway logging role, which access and execution logs need.",
      },
    );
  }
}
