// What stands in front of the API on AWS — the CLOUDFRONT-scope web ACL with the per-IP
// rate-based rules (same definition as the local gateway, functions/src/api/rate-limits.ts) in its
// us-east-1 stack and its attachment by ARN; TLS 1.2 with a custom domain; the secret origin header
// CloudFront adds (and every handler may read); the viewer address forwarded to the APIs.
/* eslint-disable @typescript-eslint/no-explicit-any -- CloudFormation JSON read loosely, checked by expect() */
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_HEADER } from '@umj/functions/api/origin-headers';
import { publicRoutePaths, RATE_LIMITED_MESSAGE, RATE_LIMITS } from '@umj/functions/api/rate-limits';
import { apiRoutes } from '@umj/functions/api/routes';
import { RATE_LIMITED_BODY_KEY, WAF_REGION } from '../lib/edge-waf-stack.ts';
import { NO_WEB_ACL_WARNING } from '../lib/stateless/web-hosting.ts';
import { propertiesOf } from './helpers/functions.ts';
import { buildTestStack, resourcesOfType, sharedTestStack, type TestStack } from './helpers/test-stack.ts';

const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
const WEB_ACL_ARN = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/umj-backoffice/0a1b2c3d-4e5f';
const CERTIFICATE_ARN = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789';

const shared = sharedTestStack();

// One more synthesis with the deployment's context values (web ACL, custom domain).
let configured: TestStack | undefined;
function configuredStack(): TestStack {
  configured ??= buildTestStack({
    context: {
      mailFrom: 'umj@example.fr',
      webAclArn: WEB_ACL_ARN,
      domainName: 'umj.chu-exemple.fr',
      certificateArn: CERTIFICATE_ARN,
    },
  });
  return configured;
}

function distributionConfig(built: TestStack) {
  const [, distribution] = resourcesOfType(built.template, 'AWS::CloudFront::Distribution')[0]!;
  return distribution.Properties.DistributionConfig;
}

describe('the web ACL with per-address and per-user rate-based rules (us-east-1 stack)', () => {
  const waf = Template.fromStack(shared.wafStack);
  const [, acl] = resourcesOfType(waf, 'AWS::WAFv2::WebACL')[0]!;
  const rules = acl.Properties.Rules as Record<string, any>[];
  const rule = (name: string) => rules.find((r) => r.Name === name)!;

  it('a CLOUDFRONT-scope web ACL in its own stack pinned to us-east-1, its ARN an output', () => {
    expect(shared.wafStack.region).toBe(WAF_REGION);
    expect(acl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    waf.hasOutput('WebAclArn', { Value: { 'Fn::GetAtt': [Match.anyValue(), 'Arn'] } });
  });

  it('the public routes of the route table are limited per IP with the shared numbers', () => {
    const statement = rule('limite-routes-publiques').Statement.RateBasedStatement;
    expect(statement).toMatchObject({
      AggregateKeyType: 'IP',
      Limit: RATE_LIMITS.publicRoutes.limit,
      EvaluationWindowSec: RATE_LIMITS.publicRoutes.windowSeconds,
    });
    const paths = (statement.ScopeDownStatement.OrStatement.Statements as any[]).map(
      (s) => s.ByteMatchStatement.SearchString,
    );
    expect(paths).toEqual(publicRoutePaths(apiRoutes));
    expect(paths).toContain('/v1/auth/login');
    for (const s of statement.ScopeDownStatement.OrStatement.Statements as any[]) {
      expect(s.ByteMatchStatement).toMatchObject({
        FieldToMatch: { UriPath: {} },
        PositionalConstraint: 'STARTS_WITH',
      });
    }
  });

  it('signed-in calls are limited per Authorization header, the API and WebSocket calls per IP (not the SPA files), and every rule answers the API’s 429 in French with Retry-After', () => {
    expect(rule('limite-par-utilisateur').Statement.RateBasedStatement).toEqual({
      AggregateKeyType: 'CUSTOM_KEYS',
      CustomKeys: [
        { Header: { Name: 'authorization', TextTransformations: [{ Priority: 0, Type: 'NONE' }] } },
      ],
      Limit: RATE_LIMITS.perUser.limit,
      EvaluationWindowSec: RATE_LIMITS.perUser.windowSeconds,
      ScopeDownStatement: {
        ByteMatchStatement: expect.objectContaining({
          SearchString: '/v1/',
          PositionalConstraint: 'STARTS_WITH',
        }),
      },
    });
    const parAdresse = rule('limite-par-adresse').Statement.RateBasedStatement;
    expect(parAdresse).toMatchObject({
      AggregateKeyType: 'IP',
      Limit: RATE_LIMITS.perAddress.limit,
      EvaluationWindowSec: RATE_LIMITS.perAddress.windowSeconds,
    });
    expect(
      (parAdresse.ScopeDownStatement.OrStatement.Statements as any[]).map(
        (s) => s.ByteMatchStatement.SearchString,
      ),
    ).toEqual(['/v1', '/ws']);
    // The ceiling stays above a whole unit behind one address, the per-user limit below it.
    expect(RATE_LIMITS.perAddress.limit).toBeGreaterThan(RATE_LIMITS.perUser.limit * 10);
    for (const [name, limit] of [
      ['limite-routes-publiques', RATE_LIMITS.publicRoutes],
      ['limite-par-utilisateur', RATE_LIMITS.perUser],
      ['limite-par-adresse', RATE_LIMITS.perAddress],
    ] as const) {
      expect(rule(name).Action.Block.CustomResponse).toEqual({
        ResponseCode: 429,
        CustomResponseBodyKey: RATE_LIMITED_BODY_KEY,
        ResponseHeaders: [{ Name: 'Retry-After', Value: String(limit.windowSeconds) }],
      });
    }
    const body = acl.Properties.CustomResponseBodies[RATE_LIMITED_BODY_KEY];
    expect(body.ContentType).toBe('APPLICATION_JSON');
    expect(JSON.parse(body.Content)).toMatchObject({ statusCode: 429, message: RATE_LIMITED_MESSAGE });
  });

  it('without webAclArn the distribution has no web ACL and synth warns; with it the distribution is attached', () => {
    expect(distributionConfig(shared).WebACLId).toBeUndefined();
    Annotations.fromStack(shared.stack).hasWarning(
      '/UmjBackoffice/Web',
      Match.stringLikeRegexp(`webAclArn.*\\[ack: ${NO_WEB_ACL_WARNING}\\]`),
    );
    expect(distributionConfig(configuredStack()).WebACLId).toBe(WEB_ACL_ARN);
  });

  it('a webAclArn that is not a CLOUDFRONT-scope web ACL is refused at synth', () => {
    expect(() =>
      buildTestStack({
        context: { webAclArn: 'arn:aws:wafv2:eu-west-3:123456789012:regional/webacl/x/y' },
      }),
    ).toThrow(/webAclArn/);
  });
});

describe('TLS 1.2 minimum with a custom domain', () => {
  it('domainName and certificateArn give the alias, the certificate and TLSv1.2_2021; the domain is an allowed origin and the site URL', () => {
    const built = configuredStack();
    const config = distributionConfig(built);
    expect(config.Aliases).toEqual(['umj.chu-exemple.fr']);
    expect(config.ViewerCertificate).toEqual({
      AcmCertificateArn: CERTIFICATE_ARN,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    built.template.hasOutput('SiteUrl', { Value: 'https://umj.chu-exemple.fr' });
    const origins = JSON.stringify(
      propertiesOf(built, 'realtime/connect').Environment.Variables.ALLOWED_ORIGINS,
    );
    expect(origins).toContain('https://umj.chu-exemple.fr');
  });

  it('configured (web ACL, custom domain), cdk-nag finds nothing: CFR2 and CFR4 hold without acknowledgement', () => {
    const report = new AwsSolutionsChecks().validateScope(configuredStack().app);
    expect(report.violations.map((v) => v.ruleName)).toEqual([]);
    const distribution = configuredStack()
      .stack.node.findAll()
      .find((c) => c.node.path === 'UmjBackoffice/Web/Distribution')!;
    const acked = JSON.stringify(distribution.node.metadata);
    expect(acked).not.toContain('AwsSolutions-CFR2');
    expect(acked).not.toContain('AwsSolutions-CFR4');
  });

  it('without them the default certificate is kept; one without the other is refused', () => {
    expect(distributionConfig(shared).ViewerCertificate).toBeUndefined();
    expect(() => buildTestStack({ context: { domainName: 'umj.chu-exemple.fr' } })).toThrow(
      /domainName.*certificateArn/,
    );
    expect(() =>
      buildTestStack({
        context: {
          domainName: 'umj.chu-exemple.fr',
          certificateArn: CERTIFICATE_ARN.replace('us-east-1', 'eu-west-3'),
        },
      }),
    ).toThrow(/us-east-1/);
  });
});

describe('the APIs answer only what came through CloudFront', () => {
  const config = distributionConfig(shared);
  const apiOrigins = (config.Origins as any[]).filter((o) => o.CustomOriginConfig);

  it('CloudFront adds the origin header to both API origins, its value a Secrets Manager dynamic reference', () => {
    expect(apiOrigins).toHaveLength(2);
    for (const origin of apiOrigins) {
      expect(origin.OriginCustomHeaders).toHaveLength(1);
      const [header] = origin.OriginCustomHeaders;
      expect(header.HeaderName).toBe(ORIGIN_SECRET_HEADER);
      const value = JSON.stringify(header.HeaderValue);
      expect(value).toContain('{{resolve:secretsmanager:');
      expect(value).toMatch(/"Ref":"OriginHeaderSecret/);
    }
    shared.template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 48, ExcludePunctuation: true }),
    });
  });

  it('the API behaviours forward the viewer headers with CloudFront’s (CloudFront-Viewer-Address) but Host', () => {
    const behaviors = (config.CacheBehaviors as any[]).filter((b) =>
      ['/v1/*', '/ws'].includes(b.PathPattern),
    );
    expect(behaviors).toHaveLength(2);
    for (const b of behaviors) expect(b.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
  });

  it('every handler gets ORIGIN_SECRET_ARN and may read that secret', () => {
    for (const handler of ['auth/login', 'realtime/connect', 'bureaux/list-bureaux']) {
      const props = propertiesOf(shared, handler);
      expect(JSON.stringify(props.Environment.Variables.ORIGIN_SECRET_ARN), handler).toMatch(
        /"Ref":"OriginHeaderSecret/,
      );
    }
    const family = shared.families.get('auth')!;
    const policies = JSON.stringify(
      resourcesOfType(family.template, 'AWS::IAM::Policy').map(([, p]) => p.Properties.PolicyDocument),
    );
    expect(policies).toContain('"Ref":"OriginSecretArn"');
    expect(family.parameters.OriginSecretArn).toEqual({ Ref: expect.stringMatching(/^OriginHeaderSecret/) });
  });
});
