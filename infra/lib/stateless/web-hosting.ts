// CloudFront in front of everything, so that the SPA, `/v1` and `wss://<host>/ws` share one origin
// as they do locally: default behaviour -> private SPA bucket (OAC), `/v1/*` -> REST API, `/ws` ->
// WebSocket API. Security headers on every response. The SPA build (web/dist) is uploaded when present.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_SECRET_HEADER } from '@umj/functions/api/origin-headers';
import {
  contentSecurityPolicy,
  filesBucketHosts,
  FRAME_OPTION,
  HSTS_INCLUDE_SUBDOMAINS,
  HSTS_MAX_AGE_SECONDS,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
} from '@umj/functions/api/security-headers';
import { logicalIdOf } from '../logical-id.ts';
import { API_TRAILING_SLASH_CODE, SPA_ROUTING_CODE } from './cloudfront-functions.ts';

export const API_PATH_PATTERN = '/v1/*';
export const WEBSOCKET_PATH_PATTERN = '/ws';
export const WEB_DIST_MISSING_WARNING = '@umj/infra:webDistMissing';
export const NO_WEB_ACL_WARNING = '@umj/infra:noWebAcl';

export interface WebHostingProps {
  spaBucket: s3.IBucket;
  /** The files bucket: the only S3 host of the CSP (presigned URLs). */
  filesBucket: s3.IBucket;
  logsBucket: s3.IBucket;
  /** Value of the origin header CloudFront adds to the API requests. */
  originSecret: secretsmanager.ISecret;
  /** The CLOUDFRONT-scope web ACL (per-IP rate-based rules) to attach, when deployed. */
  webAclArn?: string;
  /** Custom domain and its us-east-1 ACM certificate; the viewers then need TLS 1.2 at least. */
  customDomain?: { domainName: string; certificateArn: string };
  restApiDomainName: string;
  webSocketDomainName: string;
  /** Folder of the SPA build; not deployed (with a synth warning) when it does not exist. */
  webDistPath: string;
}

const FRAME_OPTIONS = { DENY: cloudfront.HeadersFrameOption.DENY } as const;
const REFERRER_POLICIES = { 'no-referrer': cloudfront.HeadersReferrerPolicy.NO_REFERRER } as const;

export class WebHosting extends Construct {
  readonly distribution: cloudfront.Distribution;
  private readonly customDomain: WebHostingProps['customDomain'];

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);
    this.customDomain = props.customDomain;
    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'UMJ back-office security headers',
      // One definition with the local gateway (functions/src/api/security-headers.ts). Presigned S3 URLs
      // (logo and attachment uploads and downloads) go straight to the files bucket, the CSP's only S3 host.
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
          contentSecurityPolicy: contentSecurityPolicy(
            filesBucketHosts(props.filesBucket.bucketRegionalDomainName),
          ),
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
        // The handlers refuse what lacks it (the API cannot be called around CloudFront). A
        // Secrets Manager dynamic reference: the value is in neither the template nor the code.
        customHeaders: { [ORIGIN_SECRET_HEADER]: props.originSecret.secretValue.unsafeUnwrap() },
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      // No caching; every viewer header but Host (Authorization, Origin, Sec-WebSocket-*) reaches the API,
      // with CloudFront's own headers, CloudFront-Viewer-Address among them (the audit's client IP).
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
      functionAssociations,
    });

    const domain = props.customDomain;
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'UMJ back-office: SPA, /v1 REST API and /ws WebSocket on one origin',
      // With a custom domain the viewers need TLS 1.2 at least (TLSv1.2_2021 policy); the
      // default *.cloudfront.net certificate keeps the policy CloudFront fixes for it.
      ...(domain
        ? {
            domainNames: [domain.domainName],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      // Per-IP rate-based rules in front of everything (infra/lib/edge-waf-stack.ts).
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
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
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'The users work in France but travel (courts, detention centres); geo restriction is not an access control here.',
    });
    if (!props.webAclArn) {
      Annotations.of(this).addWarningV2(
        NO_WEB_ACL_WARNING,
        'No web ACL on the distribution: the per-IP limits of the security hardening are off. Deploy the UmjBackofficeWaf stack, ' +
          'then this one with -c webAclArn=<its WebAclArn output> (docs/deployment.md).',
      );
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'Synthesized without the webAclArn context value (offline synth, tests): the web ACL lives in the ' +
          'UmjBackofficeWaf stack in us-east-1 and is attached by giving its ARN; synth warns meanwhile.',
      });
    }
    if (!domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'No custom domain given: the distribution uses the default *.cloudfront.net certificate, whose TLS policy ' +
          'CloudFront fixes. With the domainName and certificateArn context values the minimum becomes TLSv1.2_2021.',
      });
    }
    this.deploySpa(props);
  }

  /** https origin of the site: the SPA's origin, allowed for the WebSocket and for S3 uploads. */
  get siteOrigin(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }

  /** The custom domain's https origin, when one is given (the site's address then; allowed as well). */
  get customOrigin(): string | undefined {
    return this.customDomain ? `https://${this.customDomain.domainName}` : undefined;
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
      // web/dist/.vite holds the build's manifest and module map (read by the first-route test and the
      // bench): not part of the site.
      sources: [s3deploy.Source.asset(props.webDistPath, { exclude: ['.vite', '.vite/**'] })],
      destinationBucket: props.spaBucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      prune: true,
      memoryLimit: 512,
      // The deployment provider's own Lambda logs, kept like the handlers'.
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
