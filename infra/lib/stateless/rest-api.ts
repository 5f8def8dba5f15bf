// The REST API: stage `v1` (so that `/v1/...` is the same base path as locally), regional endpoint
// behind CloudFront, throttling (tighter on the public sign-in/up/reset routes), JSON access logs,
// execution error logs, X-Ray, and one Lambda proxy method per route of the route table.
// The API, its resource tree (paths are shared between handler families), its deployment and stage
// live in the parent stack; each method lives in the nested stack of its handler's family, beside its
// function and its invoke permission (handler-family-stack.ts), so that the parent stack does not grow
// by a method and a permission per route.
import { Aws, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct, type IConstruct } from 'constructs';
import type { ApiRoute } from '@umj/functions/api/routes';

export const REST_STAGE_NAME = 'v1';
export const STAGE_THROTTLE = { rateLimit: 50, burstLimit: 100 };
/** Public routes (sign-in, sign-up, codes) are the target of password spraying: tighter limits. */
export const PUBLIC_ROUTE_THROTTLE = { rateLimit: 5, burstLimit: 10 };

/** What cdk-nag reports on every method (no API Gateway authorizer), wherever the method is declared. */
const METHOD_NAG_ACKNOWLEDGEMENTS = [
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
];

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
