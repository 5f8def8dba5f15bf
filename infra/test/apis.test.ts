// Issue 3 § CDK (infra/): the REST API built from the route table (stage v1, throttling, access logs)
// and the WebSocket API ($connect/$disconnect/$default, stage ws).
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { apiRoutes, wsRoutes } from '@umj/functions/api/routes';
import { resourcesOfType, sharedTestStack, type TemplateResource } from './helpers/test-stack.ts';
import { functionOf } from './helpers/functions.ts';

const { template } = sharedTestStack();

/** Full path of an API Gateway resource, from the PathPart/ParentId chain up to the root. */
function resourcePaths(): Map<string, string> {
  const resources = new Map(resourcesOfType(template, 'AWS::ApiGateway::Resource'));
  const pathOf = (id: string): string => {
    const resource = resources.get(id)!;
    const parent = resource.Properties.ParentId;
    const parentPath = parent.Ref ? pathOf(parent.Ref) : '';
    return `${parentPath}/${resource.Properties.PathPart}`;
  };
  return new Map([...resources.keys()].map((id) => [id, pathOf(id)]));
}

function methodsByRoute(): Map<string, TemplateResource['Properties']> {
  const paths = resourcePaths();
  const methods = new Map<string, TemplateResource['Properties']>();
  for (const [, method] of resourcesOfType(template, 'AWS::ApiGateway::Method')) {
    const resourceId = method.Properties.ResourceId;
    const path = resourceId.Ref ? paths.get(resourceId.Ref) : '/';
    methods.set(`${method.Properties.HttpMethod} ${path}`, method.Properties);
  }
  return methods;
}

describe('issue 3 § CDK: REST API from the route table', () => {
  it('§ API (base path /v1): one method per route, same method and path, nothing else', () => {
    const methods = methodsByRoute();
    expect([...methods.keys()].sort()).toEqual(apiRoutes.map((r) => `${r.method} ${r.path}`).sort());
    template.resourceCountIs('AWS::ApiGateway::Method', apiRoutes.length);
  });

  it('§ API: each method is a Lambda proxy integration of the function of its handler', () => {
    const methods = methodsByRoute();
    for (const route of apiRoutes) {
      const method = methods.get(`${route.method} ${route.path}`)!;
      const [functionId] = functionOf(template, route.handler);
      expect(method.Integration.Type).toBe('AWS_PROXY');
      expect(JSON.stringify(method.Integration.Uri)).toContain(`"${functionId}","Arn"`);
    }
  });

  it('§ CDK: stage v1 with throttling, JSON access logs to a log group, error logs, X-Ray', () => {
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'v1',
      TracingEnabled: true,
      AccessLogSetting: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      MethodSettings: Match.arrayWith([
        Match.objectLike({
          HttpMethod: '*',
          ResourcePath: '/*',
          ThrottlingRateLimit: 50,
          ThrottlingBurstLimit: 100,
          LoggingLevel: 'ERROR',
          DataTraceEnabled: false,
        }),
      ]),
    });
  });

  it('§ API (repeated sign-in failures slowed down): public routes have tighter throttling', () => {
    const [, stage] = resourcesOfType(template, 'AWS::ApiGateway::Stage')[0]!;
    const settings = stage.Properties.MethodSettings as Record<string, unknown>[];
    for (const route of apiRoutes.filter((r) => r.public)) {
      expect(settings).toContainEqual(
        expect.objectContaining({
          HttpMethod: route.method,
          ResourcePath: `/${route.path.replaceAll('/', '~1')}`, // API Gateway encodes / as ~1
          ThrottlingRateLimit: 5,
          ThrottlingBurstLimit: 10,
        }),
      );
    }
    expect(settings.filter((s) => s.ThrottlingRateLimit === 5)).toHaveLength(
      apiRoutes.filter((r) => r.public).length,
    );
  });

  it('§ CDK: regional endpoint (CloudFront in front)', () => {
    template.hasResourceProperties('AWS::ApiGateway::RestApi', {
      EndpointConfiguration: { Types: ['REGIONAL'] },
    });
  });
});

describe('issue 3 § WebSocket: the WebSocket API', () => {
  it('§ WebSocket: $connect, $disconnect and $default, each integrated with the function of wsRoutes', () => {
    const routes = resourcesOfType(template, 'AWS::ApiGatewayV2::Route');
    expect(routes.map(([, r]) => r.Properties.RouteKey).sort()).toEqual(Object.keys(wsRoutes).sort());
    const integrations = new Map(resourcesOfType(template, 'AWS::ApiGatewayV2::Integration'));
    for (const [, route] of routes) {
      const integrationId = (route.Properties.Target['Fn::Join'][1][1] as { Ref: string }).Ref;
      const integration = integrations.get(integrationId)!;
      const handler = wsRoutes[route.Properties.RouteKey as keyof typeof wsRoutes];
      const [functionId] = functionOf(template, handler);
      expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
      expect(JSON.stringify(integration.Properties.IntegrationUri)).toContain(`"${functionId}","Arn"`);
    }
  });

  it('§ WebSocket: stage ws, auto-deployed, throttled, with access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'ws',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('connectionId') },
    });
  });
});
