// CDK (infra/): the REST API built from the route table (stage v1, throttling, access logs)
// and the WebSocket API ($connect/$disconnect/$default, stage ws).
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { API_COMPRESSION_MIN_BYTES } from '@umj/functions/api/compression';
import { apiRoutes, wsRoutes } from '@umj/functions/api/routes';
import {
  allTemplates,
  resolveOutputs,
  resolveParameters,
  resourcesOfType,
  sharedTestStack,
  type FamilyTemplate,
  type TemplateResource,
} from './helpers/test-stack.ts';
import { functionOf } from './helpers/functions.ts';

const built = sharedTestStack();
const { template } = built;
const [restApiId] = resourcesOfType(template, 'AWS::ApiGateway::RestApi')[0]!;

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

interface MethodFound {
  /** Properties with the nested stack's parameters resolved to the parent's resources. */
  properties: TemplateResource['Properties'];
  family: FamilyTemplate;
}

/** Every REST method, in the nested stack of its handler's family, by `METHOD /path`. */
function methodsByRoute(): Map<string, MethodFound> {
  const paths = resourcePaths();
  const methods = new Map<string, MethodFound>();
  for (const family of built.families.values()) {
    for (const [, method] of resourcesOfType(family.template, 'AWS::ApiGateway::Method')) {
      const properties = resolveParameters(method.Properties, family.parameters);
      const resourceId = properties.ResourceId;
      const path = resourceId.Ref ? paths.get(resourceId.Ref) : '/';
      const key = `${properties.HttpMethod} ${path}`;
      if (methods.has(key)) throw new Error(`Two methods for ${key}`);
      methods.set(key, { properties, family });
    }
  }
  return methods;
}

describe('CDK: REST API from the route table', () => {
  it('§ API (base path /v1): one method per route, same method and path, nothing else', () => {
    const methods = methodsByRoute();
    expect([...methods.keys()].sort()).toEqual(apiRoutes.map((r) => `${r.method} ${r.path}`).sort());
    const everyMethod = allTemplates(built).flatMap((t) => resourcesOfType(t, 'AWS::ApiGateway::Method'));
    expect(everyMethod).toHaveLength(apiRoutes.length);
    // Each method is on the API of the parent stack (a parameter of its nested stack).
    for (const { properties } of methods.values()) expect(properties.RestApiId).toEqual({ Ref: restApiId });
  });

  it('§ API: each method is a Lambda proxy integration of the function of its handler', () => {
    const methods = methodsByRoute();
    for (const route of apiRoutes) {
      const method = methods.get(`${route.method} ${route.path}`)!;
      const fn = functionOf(built, route.handler);
      // Declared beside its function, in the nested stack of the handler's family.
      expect(method.family, route.handler).toBe(fn.family);
      expect(method.properties.Integration.Type).toBe('AWS_PROXY');
      expect(method.properties.Integration.IntegrationHttpMethod).toBe('POST');
      expect(method.properties.AuthorizationType).toBe('NONE');
      expect(JSON.stringify(method.properties.Integration.Uri)).toContain(`"${fn.id}","Arn"`);
    }
  });

  it('§ CDK: API Gateway may invoke each function from its own method on stage v1 only (no test-invoke, no other route)', () => {
    for (const route of apiRoutes) {
      const fn = functionOf(built, route.handler);
      const permissions = resourcesOfType(fn.family.template, 'AWS::Lambda::Permission')
        .map(([, p]) => resolveParameters(p.Properties, fn.family.parameters))
        .filter((p) => p.FunctionName['Fn::GetAtt']?.[0] === fn.id);
      expect(permissions, route.handler).toHaveLength(1);
      expect(permissions[0]).toMatchObject({
        Action: 'lambda:InvokeFunction',
        Principal: 'apigateway.amazonaws.com',
      });
      const arn = permissions[0]!.SourceArn['Fn::Join'][1] as unknown[];
      expect(arn.slice(-2), route.handler).toEqual([
        { Ref: restApiId },
        `/v1/${route.method}${route.path.replace(/\{[^}]*\}/g, '*')}`,
      ]);
    }
  });

  it('§ CDK: the deployment of stage v1 waits for every nested stack that declares methods', () => {
    const [, deployment] = resourcesOfType(template, 'AWS::ApiGateway::Deployment')[0]! as [
      string,
      TemplateResource & { DependsOn: string[] },
    ];
    const withMethods = [...built.families.values()].filter(
      (f) => resourcesOfType(f.template, 'AWS::ApiGateway::Method').length > 0,
    );
    expect(withMethods.length).toBeGreaterThan(1);
    expect(deployment.DependsOn).toEqual(expect.arrayContaining(withMethods.map((f) => f.logicalId)));
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

  it('no stage-wide throttle of the public routes (5 rps shared by all let anyone block every sign-in); the per-IP limits are at CloudFront', () => {
    const [, stage] = resourcesOfType(template, 'AWS::ApiGateway::Stage')[0]!;
    const settings = stage.Properties.MethodSettings as { HttpMethod: string; ResourcePath: string }[];
    expect(settings.map((s) => `${s.HttpMethod} ${s.ResourcePath}`)).toEqual(['* /*']);
  });

  it('answers of API_COMPRESSION_MIN_BYTES and more are compressed, as the local gateway compresses them', () => {
    template.hasResourceProperties('AWS::ApiGateway::RestApi', {
      MinimumCompressionSize: API_COMPRESSION_MIN_BYTES,
    });
  });

  it('§ CDK: regional endpoint (CloudFront in front)', () => {
    template.hasResourceProperties('AWS::ApiGateway::RestApi', {
      EndpointConfiguration: { Types: ['REGIONAL'] },
    });
  });
});

describe('WebSocket: the WebSocket API', () => {
  it('§ WebSocket: $connect, $disconnect and $default, each integrated with the function of wsRoutes', () => {
    const routes = resourcesOfType(template, 'AWS::ApiGatewayV2::Route');
    expect(routes.map(([, r]) => r.Properties.RouteKey).sort()).toEqual(Object.keys(wsRoutes).sort());
    const integrations = new Map(resourcesOfType(template, 'AWS::ApiGatewayV2::Integration'));
    for (const [, route] of routes) {
      const integrationId = (route.Properties.Target['Fn::Join'][1][1] as { Ref: string }).Ref;
      const integration = integrations.get(integrationId)!;
      const handler = wsRoutes[route.Properties.RouteKey as keyof typeof wsRoutes];
      const fn = functionOf(built, handler);
      expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
      // The function is in its family's nested stack; the parent reads its ARN from an output.
      const uri = resolveOutputs(integration.Properties.IntegrationUri, built);
      expect(JSON.stringify(uri)).toContain(`"${fn.id}","Arn"`);
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
