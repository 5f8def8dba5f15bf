// The REST API: stage `v1` (so that `/v1/...` is the same base path as locally), regional endpoint
// behind CloudFront, stage throttling (a ceiling; per-IP limits are at CloudFront), JSON access logs,
// execution error logs, X-Ray, and one Lambda proxy method per route of the route table.
// The API, its resource tree (paths are shared between handler families), its deployment and stage
// live in the parent stack; each method lives in the nested stack of its handler's family, beside its
// function and its invoke permission (handler-family-stack.ts), so that the parent stack does not grow
// by a method and a permission per route.
import { Aws, RemovalPolicy, Size, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct, type IConstruct } from 'constructs';
import { API_COMPRESSION_MIN_BYTES } from '@umj/functions/api/compression';
import type { ApiRoute } from '@umj/functions/api/routes';

export const REST_STAGE_NAME = 'v1';
/**
 * The whole stage's ceiling (the account's Lambda concurrency and cost), not a defence of the sign-in.
 * The public routes no longer have a tighter stage-wide throttle of their own: 5 requests a
 * second shared by every client let anyone block every sign-in. Abuse is limited per client IP in
 * front of the API (AWS WAF rate-based rules on CloudFront, functions/src/api/rate-limits.ts), the
 * API answers only what came through CloudFront (origin header), and repeated failures slow down the
 * account's unknown devices only (docs/security.md).
 */
export const STAGE_THROTTLE = { rateLimit: 50, burstLimit: 100 };

/** The access log group of an API (REST or WebSocket): kept a year, and kept when the stack goes. */
export function accessLogGroup(scope: Construct): logs.LogGroup {
  return new logs.LogGroup(scope, 'AccessLogs', {
    retention: logs.RetentionDays.ONE_YEAR,
    removalPolicy: RemovalPolicy.RETAIN,
  });
}

/** What cdk-nag reports on every method (no API Gateway authorizer), wherever the method is declared. */
const METHOD_NAG_ACKNOWLEDGEMENTS = [
  {
    id: 'AwsSolutions-APIG4',
    reason:
      'Authorization is done in every handler: jose-verified bearer JWT (algorithm allow-list, issuer, ' +
      "audience, expiry) plus the user's valid-after date, role, office and object from the table. Public routes are " +
      'sign-in, sign-up and password reset only.',
  },
  {
    id: 'AwsSolutions-COG4',
    reason:
      'The product has its own accounts and JWT, verified in the handlers; there is no Cognito user pool.',
  },
];

export class RestApiGateway extends Construct {
  readonly api: apigw.RestApi;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const accessLogs = accessLogGroup(this);
    this.api = new apigw.RestApi(this, 'Api', {
      description: 'UMJ back-office REST API (/v1), served through CloudFront.',
      endpointConfiguration: { types: [apigw.EndpointType.REGIONAL] },
      cloudWatchRole: true,
      cloudWatchRoleRemovalPolicy: RemovalPolicy.RETAIN,
      // Answers compressed as the local gateway compresses them (functions/src/api/compression.ts).
      minCompressionSize: Size.bytes(API_COMPRESSION_MIN_BYTES),
      deployOptions: {
        stageName: REST_STAGE_NAME,
        throttlingRateLimit: STAGE_THROTTLE.rateLimit,
        throttlingBurstLimit: STAGE_THROTTLE.burstLimit,
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

  /**
   * The Lambda proxy method of `route`, declared in `scope` (the nested stack of the route's handler,
   * beside its function) on this API's resource of the route's path, with the permission to invoke the
   * function from that method on stage v1 only. That is the integration and the permission
   * `LambdaIntegration` gives with `allowTestInvoke: false`, except that the stage is named rather
   * than referenced: the deployment (and so the stage) waits for the method's nested stack, which
   * therefore cannot take the stage as a parameter. CDK makes the deployment depend on the method and
   * change its logical id with it, as for a method of this stack.
   */
  addRoute(scope: IConstruct, route: ApiRoute, fn: lambda.IFunction): apigw.Method {
    const construct = new Construct(scope, 'Api');
    const method = new apigw.Method(construct, 'Method', {
      resource: this.api.root.resourceForPath(route.path),
      httpMethod: route.method,
      integration: new apigw.AwsIntegration({
        proxy: true,
        service: 'lambda',
        path: `2015-03-31/functions/${fn.functionArn}/invocations`,
      }),
    });
    fn.addPermission('ApiPermission', {
      scope: construct,
      principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      // In execute-api ARNs, each {parameter} of a resource path becomes *.
      sourceArn: this.api.arnForExecuteApi(
        route.method,
        route.path.replace(/\{[^}]*\}/g, '*'),
        REST_STAGE_NAME,
      ),
    });
    Validations.of(construct).acknowledge(...METHOD_NAG_ACKNOWLEDGEMENTS);
    return method;
  }

  private acknowledgeNagRules(): void {
    Validations.of(this).acknowledge(
      ...METHOD_NAG_ACKNOWLEDGEMENTS,
      {
        id: 'AwsSolutions-APIG2',
        reason:
          'Every handler validates its input with the shared zod schemas and answers 400 with the field and the ' +
          "specification's French message; an API Gateway validator would answer in English and in another error shape.",
      },
      {
        id: 'AwsSolutions-APIG3',
        reason:
          'The web ACL (per-IP rate-based rules) is on the CloudFront distribution, and the handlers refuse ' +
          'every request without the origin header CloudFront adds, so nothing reaches this stage around that web ACL.',
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
        reason:
          "AWS's managed policy for the account-wide API Gateway logging role, which access and execution logs need.",
      },
    );
  }
}
