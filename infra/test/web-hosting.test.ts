// CDK (infra/) "the SPA bucket behind CloudFront": one origin for the SPA, /v1 and /ws,
// security headers, SPA routing that leaves API errors alone, and the upload of web/dist.
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { filesBucketHosts, HSTS_MAX_AGE_SECONDS, securityHeaders } from '@umj/functions/api/security-headers';
import { API_TRAILING_SLASH_CODE, SPA_ROUTING_CODE } from '../lib/stateless/cloudfront-functions.ts';
import { WEB_DIST_MISSING_WARNING } from '../lib/stateless/web-hosting.ts';
import { resourcesOfType, sharedTestStack, spaTestStack } from './helpers/test-stack.ts';

// IDs of AWS managed CloudFront policies (fixed by AWS).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

const { template, stack } = sharedTestStack();
const [, distribution] = resourcesOfType(template, 'AWS::CloudFront::Distribution')[0]!;
const config = distribution.Properties.DistributionConfig;

function originDomain(originId: string): string {
  const origin = (config.Origins as { Id: string; DomainName: unknown }[]).find((o) => o.Id === originId)!;
  return JSON.stringify(origin.DomainName);
}

/** Runs a CloudFront Function's code on a viewer request for `uri`; returns the forwarded uri. */
function viewerRequest(code: string): (uri: string) => string {
  const handler = new Function(`${code}; return handler;`)() as (event: { request: { uri: string } }) => {
    uri: string;
  };
  return (uri) => handler({ request: { uri } }).uri;
}

function behavior(pattern: string): Record<string, unknown> & { TargetOriginId: string } {
  return (config.CacheBehaviors as { PathPattern: string; TargetOriginId: string }[]).find(
    (b) => b.PathPattern === pattern,
  )!;
}

describe('CDK: CloudFront in front of the SPA and both APIs', () => {
  it('§ CDK: default behaviour serves the private SPA bucket through OAC, HTTPS only, with SPA routing', () => {
    const main = config.DefaultCacheBehavior;
    expect(originDomain(main.TargetOriginId)).toContain('BucketsSpa');
    expect(main.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(main.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() },
    ]);
    const [origin] = (config.Origins as Record<string, unknown>[]).filter((o) => o.S3OriginConfig);
    expect(origin!.OriginAccessControlId).toBeDefined();
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
      }),
    });
    expect(config.DefaultRootObject).toBe('index.html');
  });

  it('§ API (base path /v1): /v1/* goes to the REST API, uncached, every method, Authorization forwarded', () => {
    const api = behavior('/v1/*');
    expect(originDomain(api.TargetOriginId)).toContain('RestApi');
    expect(api).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
    });
  });

  it('§ WebSocket: /ws goes to the WebSocket API (stage ws), uncached, every viewer header but Host', () => {
    const ws = behavior('/ws');
    expect(originDomain(ws.TargetOriginId)).toContain('WebSocketApi');
    expect(ws).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
    });
    const origin = (config.Origins as { Id: string; CustomOriginConfig: unknown }[]).find(
      (o) => o.Id === ws.TargetOriginId,
    )!;
    expect(origin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
  });

  it('§ API (errors 401/403/404 as JSON): no distribution-wide error pages that would rewrite API answers', () => {
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(behavior('/ws').FunctionAssociations).toBeUndefined();
  });

  it('§ CDK: client routes get index.html, files and the root keep their path', () => {
    const route = viewerRequest(SPA_ROUTING_CODE);
    expect(route('/bureaux/12')).toBe('/index.html');
    expect(route('/connexion')).toBe('/index.html');
    expect(route('/')).toBe('/index.html');
    expect(route('/assets/index-3f2a.js')).toBe('/assets/index-3f2a.js');
    expect(route('/favicon.ico')).toBe('/favicon.ico');
  });

  it('§ API (spec calls such as GET /bureaux/): /v1 paths lose their trailing slash before API Gateway', () => {
    const api = behavior('/v1/*') as { FunctionAssociations?: { EventType: string }[] };
    expect(api.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() },
    ]);
    const path = viewerRequest(API_TRAILING_SLASH_CODE);
    expect(path('/v1/bureaux/')).toBe('/v1/bureaux');
    expect(path('/v1/configuration/r%C3%A9glages')).toBe('/v1/configuration/r%C3%A9glages');
    expect(path('/v1/bureaux')).toBe('/v1/bureaux');
    expect(path('/v1/')).toBe('/v1/');
  });

  it('§ CDK: security headers on every behaviour (HSTS, CSP, nosniff, DENY framing, no referrer)', () => {
    const policyIds = [config.DefaultCacheBehavior, behavior('/v1/*'), behavior('/ws')].map((b) =>
      JSON.stringify(b.ResponseHeadersPolicyId),
    );
    expect(new Set(policyIds).size).toBe(1);
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({
            AccessControlMaxAgeSec: 63072000,
            IncludeSubdomains: true,
          }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'no-referrer', Override: true },
          ContentSecurityPolicy: Match.objectLike({
            ContentSecurityPolicy: Match.objectLike({
              'Fn::Join': Match.arrayWith([
                Match.arrayWith([Match.stringLikeRegexp("frame-ancestors 'none'")]),
              ]),
            }),
          }),
        }),
      }),
    });
  });

  it('(the local server sends the same security headers as CloudFront; CSP limited to the files bucket): the policy is the shared definition', () => {
    const [, policy] = resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy')[0]!;
    const { SecurityHeadersConfig: headers, CustomHeadersConfig: custom } =
      policy.Properties.ResponseHeadersPolicyConfig;
    // The CSP names the files bucket only, through a token (its regional domain name):
    // resolve it to a marker and compare the text.
    const join = headers.ContentSecurityPolicy.ContentSecurityPolicy['Fn::Join'] as [string, unknown[]];
    const csp = join[1]
      .map((part) => {
        if (typeof part === 'string') return part;
        expect(part).toEqual({
          'Fn::GetAtt': [expect.stringMatching(/^BucketsFiles/), 'RegionalDomainName'],
        });
        return 'FILES_BUCKET_HOST';
      })
      .join(join[0]);
    const expected = securityHeaders(filesBucketHosts('FILES_BUCKET_HOST'));
    expect(csp).toContain("connect-src 'self' https://FILES_BUCKET_HOST;");
    expect(csp).not.toMatch(/\*\.s3\.|https:\/\/s3\./);

    expect(csp).toBe(expected['content-security-policy']);
    expect(
      `max-age=${headers.StrictTransportSecurity.AccessControlMaxAgeSec}${
        headers.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : ''
      }`,
    ).toBe(expected['strict-transport-security']);
    expect(headers.StrictTransportSecurity.AccessControlMaxAgeSec).toBe(HSTS_MAX_AGE_SECONDS);
    expect(headers.ContentTypeOptions.Override).toBe(true);
    expect(headers.FrameOptions.FrameOption).toBe(expected['x-frame-options']);
    expect(headers.ReferrerPolicy.ReferrerPolicy).toBe(expected['referrer-policy']);
    expect(custom.Items).toEqual([
      { Header: 'Permissions-Policy', Value: expected['permissions-policy'], Override: true },
    ]);
    // Every header of the shared definition is set by the policy (nothing is sent only locally).
    expect(Object.keys(expected).sort()).toEqual(
      [
        'content-security-policy',
        'permissions-policy',
        'referrer-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-frame-options',
      ].sort(),
    );
  });

  it('§ CDK: standard logs to the access-logs bucket', () => {
    expect(config.Logging).toMatchObject({ Prefix: 'cloudfront/' });
    expect(JSON.stringify(config.Logging.Bucket)).toContain('BucketsAccessLogs');
  });
});

describe('CDK: upload of the SPA build', () => {
  it('§ CDK: with web/dist built, synth uploads it to the SPA bucket and invalidates CloudFront', () => {
    const spa = spaTestStack().template;
    spa.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketName: { Ref: Match.stringLikeRegexp('^BucketsSpa') },
      DistributionPaths: ['/*'],
      Prune: true,
    });
  });

  it('§ CDK: without web/dist, synth still works, uploads nothing and warns to run npm run build', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    Annotations.fromStack(stack).hasWarning(
      '/UmjBackoffice/Web',
      Match.stringLikeRegexp(`npm run build.*\\[ack: ${WEB_DIST_MISSING_WARNING}\\]`),
    );
  });
});
