// CloudFront in front of everything, so that the SPA, `/v1` and `wss://<host>/ws` share one origin
// as they do locally: default behaviour -> private SPA bucket (OAC), `/v1/*` -> REST API, `/ws` ->
// WebSocket API. Security headers on every response. The SPA build (web/dist) is uploaded when present.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Aws, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import {
  contentSecurityPolicy,
  FRAME_OPTION,
  HSTS_INCLUDE_SUBDOMAINS,
  HSTS_MAX_AGE_SECONDS,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  s3HostsOf,
} from '@umj/functions/api/security-headers';
import { logicalIdOf } from '../logical-id.ts';
import { API_TRAILING_SLASH_CODE, SPA_ROUTING_CODE } from './cloudfront-functions.ts';

export const API_PATH_PATTERN = '/v1/*';
export const WEBSOCKET_PATH_PATTERN = '/ws';
export const WEB_DIST_MISSING_WARNING = '@umj/infra:webDistMissing';

export interface WebHostingProps {
  spaBucket: s3.IBucket;
  logsBucket: s3.IBucket;
  restApiDomainName: string;
  webSocketDomainName: string;
  /** Folder of the SPA build; not deployed (with a synth warning) when it does not exist. */
  webDistPath: string;
}

const FRAME_OPTIONS = { DENY: cloudfront.HeadersFrameOption.DENY } as const;
const REFERRER_POLICIES = { 'no-referrer': cloudfront.HeadersReferrerPolicy.NO_REFERRER } as const;

export class WebHosting extends Construct {
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);
    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'UMJ back-office security headers',
      // One definition with the local gateway (functions/src/api/security-headers.ts). Presigned S3 URLs
      // (logo and attachment uploads and downloads) go straight to S3 in the stack's region.
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: HSTS_INCLUDE_SUBDOMAINS,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: FRAME_OPTIONS[FRAME_OPTION], override: true },
        referrerPolicy: { referrerPolicy: REFERRER_POLICIES[REFERRER_POLICY], override: true },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(s3HostsOf(Aws.REGION)),
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
    });
    const spaRouting = new cloudfront.Function(this, 'SpaRouting', {
      comment: 'Serves index.html for the client routes of the SPA',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(SPA_ROUTING_CODE),
    });
    const apiTrailingSlash = new cloudfront.Function(this, 'ApiTrailingSlash', {
      comment:
        'Drops the trailing slash of /v1 paths (/v1/bureaux/ -> /v1/bureaux), as the local gateway accepts it',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(API_TRAILING_SLASH_CODE),
    });
    const apiBehavior = (
      domainName: string,
      functionAssociations?: cloudfront.FunctionAssociation[],
    ): cloudfront.BehaviorOptions => ({
      origin: new origins.HttpOrigin(domainName, {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      // No caching; every viewer header but Host (Authorization, Origin, Sec-WebSocket-*) reaches the API.
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
      functionAssociations,
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'UMJ back-office: SPA, /v1 REST API and /ws WebSocket on one origin',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(props.spaBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          { function: spaRouting, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        [API_PATH_PATTERN]: apiBehavior(props.restApiDomainName, [
          { function: apiTrailingSlash, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ]),
        [WEBSOCKET_PATH_PATTERN]: apiBehavior(props.webSocketDomainName),
      },
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'The users work in France but travel (courts, detention centres); geo restriction is not an access control here.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'A CloudFront web ACL must live in us-east-1 while this environment-agnostic stack is regional; the API is ' +
          'throttled and sign-in failures lock accounts. Adding a WAF stack is a documented hardening step.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'No custom domain in this issue: the distribution uses the default *.cloudfront.net certificate, whose TLS ' +
          'policy CloudFront fixes. With a custom domain the minimum protocol becomes TLSv1.2_2021.',
      },
    );
    this.deploySpa(props);
  }

  /** https origin of the site: the SPA's origin, allowed for the WebSocket and for S3 uploads. */
  get siteOrigin(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }

  private deploySpa(props: WebHostingProps): void {
    if (!existsSync(join(props.webDistPath, 'index.html'))) {
      Annotations.of(this).addWarningV2(
        WEB_DIST_MISSING_WARNING,
        `${props.webDistPath}/index.html not found: the SPA is not uploaded by this synth. Run "npm run build" before "cdk deploy".`,
      );
      return;
    }
    new s3deploy.BucketDeployment(this, 'SpaDeployment', {
      sources: [s3deploy.Source.asset(props.webDistPath)],
      destinationBucket: props.spaBucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      prune: true,
      memoryLimit: 512,
      // The deployment provider's own Lambda logs, kept like the handlers' (issue 12).
      logGroup: new logs.LogGroup(this, 'SpaDeploymentLogs', {
        retention: logs.RetentionDays.ONE_YEAR,
        removalPolicy: RemovalPolicy.RETAIN,
      }),
    });
    this.acknowledgeBucketDeploymentProvider(props.spaBucket);
  }

  /** The BucketDeployment's provider is a stack-level singleton Lambda owned by aws-cdk-lib. */
  private acknowledgeBucketDeploymentProvider(spaBucket: s3.IBucket): void {
    const provider = Stack.of(this).node.children.find((c) =>
      c.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (!provider) return;
    const reason =
      'Grant made by the aws-cdk-lib BucketDeployment provider, which runs only at deployment time to copy the SPA ' +
      'build from the CDK assets bucket into the SPA bucket and invalidate CloudFront.';
    const findings = [
      'Action::s3:GetObject*',
      'Action::s3:GetBucket*',
      'Action::s3:List*',
      'Action::s3:DeleteObject*',
      'Action::s3:Abort*',
      'Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*',
      `Resource::<${logicalIdOf(spaBucket)}.Arn>/*`,
      'Resource::*',
    ];
    Validations.of(provider).acknowledge(
      {
        id: 'AwsSolutions-L1',
        reason: 'Runtime of the aws-cdk-lib BucketDeployment provider, chosen by aws-cdk-lib.',
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason,
      },
      ...findings.map((finding) => ({ id: `AwsSolutions-IAM5[${finding}]`, reason })),
    );
  }
}
