// CloudFormation limits (500 resources, 200 parameters, 200 outputs, 1 MB template per stack) with the
// product's routes and room for many more: the handlers live in one nested stack per handler family
// (the folder of the handler), the parent keeps the shared resources (the duty roster, the bordereaux and the
// payment split added some twenty routes and a scheduled Lambda; docs/deployment.md "Nested stacks").
// And the other limits AWS enforces only at deploy (docs/deployment.md#what-the-tests-check-before-a-deploy):
// each function's environment within Lambda's 4 KB, each API Gateway integration within 29 s and its
// function's timeout at or below it, every name the templates set within its length and unique where
// AWS requires it. The bundles' sizes are checked on a real synth (test/bundles/bundle-limits.test.ts).
import type { ApiRoute, HttpMethod } from '@umj/functions/api/routes';
import { apiRoutes, wsRoutes } from '@umj/functions/api/routes';
import { describe, expect, it } from 'vitest';
import {
  allTemplates,
  buildTestStack,
  resourcesOfType,
  SHARED_CONTEXT,
  sharedTestStack,
  type TestStack,
} from './helpers/test-stack.ts';
import { deployValue, templatesInScope, type TemplateInScope } from './helpers/deploy-values.ts';
import { handlerFunctions } from './helpers/functions.ts';
import { FUNCTIONS_PER_ALARM } from '../lib/operations/aspect.ts';
import type { Template } from 'aws-cdk-lib/assertions';

/** CloudFormation quotas per stack (nested stacks included). */
const MAX_RESOURCES = 500;
const MAX_PARAMETERS = 200;
const MAX_OUTPUTS = 200;
const MAX_TEMPLATE_BYTES = 1_000_000;
/** Today's margin: each stack stays below half the limit with the current route table. */
const MARGIN_RESOURCES = 250;
/** Function, role, policy, log group, REST method, invoke permission. */
const RESOURCES_PER_REST_ROUTE = 6;

const countOf = (template: Template) => Object.keys(template.toJSON().Resources ?? {}).length;

function expectWithinQuotas(built: TestStack): void {
  for (const template of allTemplates(built)) {
    const json = template.toJSON();
    expect(countOf(template)).toBeLessThan(MAX_RESOURCES);
    expect(Object.keys(json.Parameters ?? {}).length).toBeLessThan(MAX_PARAMETERS);
    expect(Object.keys(json.Outputs ?? {}).length).toBeLessThan(MAX_OUTPUTS);
    expect(JSON.stringify(json).length).toBeLessThan(MAX_TEMPLATE_BYTES);
  }
}

/** `count` routes of a handler family, four methods per path, as a feature such as the bordereaux adds them. */
function fakeRoutes(family: string, pathPrefix: string, count: number): ApiRoute[] {
  const methods: HttpMethod[] = ['GET', 'POST', 'PATCH', 'DELETE'];
  return Array.from({ length: count }, (_, i) => ({
    method: methods[i % methods.length]!,
    path: `${pathPrefix}/essai-${Math.floor(i / methods.length)}`,
    handler: `${family}/essai-${i}`,
  }));
}

describe('CloudFormation limits: parent stack and one nested stack per handler family', () => {
  const built = sharedTestStack();

  it('with the current route table: every stack within the quotas, and below half of the 500 resources', () => {
    expectWithinQuotas(built);
    expect(countOf(built.template)).toBeLessThan(MARGIN_RESOURCES);
    for (const [family, { template }] of built.families) {
      expect(countOf(template), family).toBeLessThan(MARGIN_RESOURCES);
    }
  });

  it('the parent stack holds no function, role, policy, log group of a handler, method or REST permission', () => {
    expect(resourcesOfType(built.template, 'AWS::ApiGateway::Method')).toEqual([]);
    // The one function of the parent is aws-cdk-lib's AwsCustomResource provider (it puts the
    // files bucket's CORS rule once CloudFront exists), with its role, policy and log group.
    const functions = resourcesOfType(built.template, 'AWS::Lambda::Function');
    expect(functions.map(([id]) => id)).toEqual([
      expect.stringMatching(/^AWS679f53fac002430cb0da5b7982bd2287/),
    ]);
    expect(resourcesOfType(built.template, 'AWS::IAM::Policy').map(([id]) => id)).toEqual([
      expect.stringMatching(/^FilesCors/),
    ]);
    // Left in the parent: the API Gateway logging role, the provider's, AWS Backup's (the table's
    // backup selection), and the WebSocket routes' invoke permissions.
    expect(resourcesOfType(built.template, 'AWS::IAM::Role')).toHaveLength(3);
    expect(resourcesOfType(built.template, 'AWS::Lambda::Permission')).toHaveLength(3);
    // REST and WS access logs, the provider's logs.
    expect(resourcesOfType(built.template, 'AWS::Logs::LogGroup')).toHaveLength(3);
  });

  describe('sixty more routes in one family and a new family', () => {
    const grownFamily = 'dossiers-patients';
    const extra = fakeRoutes(grownFamily, '/bureaux/{bureauId}/dossiers-patients/{dossierId}', 60);
    const newFamily = fakeRoutes('famille-essai', '/famille-essai', 3);
    const grown = buildTestStack({
      context: SHARED_CONTEXT,
      stackProps: { apiRoutes: [...apiRoutes, ...extra, ...newFamily] },
    });

    it('every stack stays within the quotas', () => {
      expectWithinQuotas(grown);
    });

    it('the grown family pays six resources per route in its own nested stack (and two alarms per ten functions); the parent only one API resource per new path', () => {
      const before = built.families.get(grownFamily)!.template;
      const after = grown.families.get(grownFamily)!.template;
      // Errors and throttles alarms over groups of FUNCTIONS_PER_ALARM functions (operations/aspect.ts).
      const alarms = (t: Template) => resourcesOfType(t, 'AWS::CloudWatch::Alarm').length;
      const functions = (t: Template) => resourcesOfType(t, 'AWS::Lambda::Function').length;
      expect(alarms(after)).toBe(2 * Math.ceil(functions(after) / FUNCTIONS_PER_ALARM));
      expect(countOf(after) - alarms(after) - (countOf(before) - alarms(before))).toBe(
        extra.length * RESOURCES_PER_REST_ROUTE,
      );
      const newPaths = new Set([...extra, ...newFamily].map((r) => r.path)).size;
      const newPathParents = 1; // /famille-essai itself
      // + the new family's nested stack resource
      expect(countOf(grown.template) - countOf(built.template)).toBe(newPaths + newPathParents + 1);
    });

    it('a new family gets its own nested stack, with only its functions', () => {
      const family = grown.families.get('famille-essai');
      expect(family).toBeDefined();
      const functions = [...handlerFunctions(grown)].filter(([, f]) => f.family === family);
      expect(functions.map(([handler]) => handler).sort()).toEqual(newFamily.map((r) => r.handler).sort());
      expect(resourcesOfType(family!.template, 'AWS::ApiGateway::Method')).toHaveLength(newFamily.length);
    });

    it('the other families keep their nested stack and resources (same logical ids), and stage v1 is redeployed', () => {
      for (const [name, family] of built.families) {
        if (name === grownFamily) continue;
        const other = grown.families.get(name)!;
        expect(other.logicalId, name).toBe(family.logicalId);
        expect(Object.keys(other.template.toJSON().Resources).sort(), name).toEqual(
          Object.keys(family.template.toJSON().Resources).sort(),
        );
      }
      const deploymentId = (b: TestStack) =>
        resourcesOfType(b.template, 'AWS::ApiGateway::Deployment')[0]![0];
      expect(deploymentId(grown)).not.toBe(deploymentId(built));
    });
  });
});

/** Lambda: a function's environment variables, names and values (as JSON), 4 KB in all. */
const MAX_ENVIRONMENT_BYTES = 4096;
/** API Gateway: the longest an integration may take, REST and WebSocket (and the default). */
const MAX_INTEGRATION_TIMEOUT_MS = 29_000;
/**
 * Names the templates may set and the length AWS allows; `unique`: two resources of the app may not share
 * one in a region (`global`: in the whole account, or the world for buckets). IAM policy names are per role.
 */
const NAME_LIMITS: Record<
  string,
  { property: string; max: number; unique: boolean; global?: boolean; pattern?: RegExp }
> = {
  'AWS::S3::Bucket': {
    property: 'BucketName',
    max: 63,
    unique: true,
    global: true,
    pattern: /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
  },
  'AWS::DynamoDB::Table': { property: 'TableName', max: 255, unique: true },
  'AWS::Logs::LogGroup': { property: 'LogGroupName', max: 512, unique: true },
  'AWS::IAM::Role': { property: 'RoleName', max: 64, unique: true, global: true },
  'AWS::IAM::Policy': { property: 'PolicyName', max: 128, unique: false },
  'AWS::Lambda::Function': { property: 'FunctionName', max: 64, unique: true },
  'AWS::SQS::Queue': { property: 'QueueName', max: 80, unique: true },
  'AWS::SNS::Topic': { property: 'TopicName', max: 256, unique: true },
  'AWS::SecretsManager::Secret': { property: 'Name', max: 512, unique: true },
  'AWS::Backup::BackupVault': { property: 'BackupVaultName', max: 50, unique: true },
  'AWS::CloudWatch::Dashboard': { property: 'DashboardName', max: 255, unique: true },
  'AWS::CloudWatch::Alarm': { property: 'AlarmName', max: 255, unique: true },
  'AWS::CloudFront::Function': { property: 'Name', max: 64, unique: true },
  'AWS::WAFv2::WebACL': { property: 'Name', max: 128, unique: true },
  'AWS::Scheduler::Schedule': { property: 'Name', max: 64, unique: true },
};

/** The function an integration URI (`…/functions/<function ARN>/invocations`) names, in `scope`. */
function integratedFunction(uri: unknown, scope: TemplateInScope, scopes: TemplateInScope[]) {
  const parts = ((uri as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join']?.[1] ?? []) as unknown[];
  const getAtt = parts.map((p) => (p as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt']).find(Boolean);
  if (!getAtt) throw new Error(`URI d'intégration sans fonction : ${JSON.stringify(uri)}`);
  const [id, attribute] = getAtt;
  if (!attribute.startsWith('Outputs.')) return { scope, id, fn: scope.resources[id]! };
  // A WebSocket integration of the parent: the ARN is an output of the family's nested stack.
  const nested = scopes.find((s) => s.logicalId === id);
  const value = nested!.template.toJSON().Outputs[attribute.slice(8)].Value as { 'Fn::GetAtt': [string] };
  const fnId = value['Fn::GetAtt'][0];
  return { scope: nested!, id: fnId, fn: nested!.resources[fnId]! };
}

describe("AWS's limits at deploy, in the synthesized templates (resources per stack: above)", () => {
  const built = sharedTestStack();
  const scopes = templatesInScope(built);

  it("each function's environment, as deployed (account, longest region, AWS's own ids), is within Lambda's 4 KB", () => {
    const sizes: [string, number][] = [];
    for (const scope of scopes) {
      for (const [id, fn] of resourcesOfType(scope.template, 'AWS::Lambda::Function')) {
        const variables = (fn.Properties.Environment?.Variables ?? {}) as Record<string, unknown>;
        const deployed = Object.fromEntries(
          Object.entries(variables).map(([k, v]) => [k, deployValue(v, scope)]),
        );
        sizes.push([`${scope.name}/${id}`, Buffer.byteLength(JSON.stringify(deployed))]);
      }
    }
    expect(sizes.length).toBeGreaterThan(apiRoutes.length);
    expect(sizes.filter(([, bytes]) => bytes > MAX_ENVIRONMENT_BYTES)).toEqual([]);
    const largest = Math.max(...sizes.map(([, bytes]) => bytes));
    console.log(
      `environnement le plus grand : ${largest} o sur ${MAX_ENVIRONMENT_BYTES} (${sizes.length} fonctions)`,
    );
  });

  it("each API Gateway integration (REST and WebSocket) answers within 29 s, and its function's timeout is at or below it", () => {
    const checked: string[] = [];
    const over: string[] = [];
    for (const scope of scopes) {
      const integrations = [
        ...resourcesOfType(scope.template, 'AWS::ApiGateway::Method').map(
          ([id, m]) => [id, m.Properties.Integration, m.Properties.Integration?.Uri] as const,
        ),
        ...resourcesOfType(scope.template, 'AWS::ApiGatewayV2::Integration').map(
          ([id, i]) => [id, i.Properties, i.Properties.IntegrationUri] as const,
        ),
      ];
      for (const [id, integration, uri] of integrations) {
        const timeoutMs = Number(integration?.TimeoutInMillis ?? MAX_INTEGRATION_TIMEOUT_MS);
        const target = integratedFunction(uri, scope, scopes);
        const functionMs = Number(target.fn.Properties.Timeout ?? 3) * 1000;
        checked.push(id);
        if (timeoutMs > MAX_INTEGRATION_TIMEOUT_MS || functionMs > timeoutMs)
          over.push(
            `${scope.name}/${id}: intégration ${timeoutMs} ms, fonction ${target.id} ${functionMs} ms`,
          );
      }
    }
    expect(checked).toHaveLength(apiRoutes.length + Object.keys(wsRoutes).length);
    expect(over).toEqual([]);
  });

  it('every name the templates set is within the length AWS allows (the longest region; stage production, the longer name), and unique in the app where AWS requires it', () => {
    const names = new Map<string, string[]>();
    const wrong: string[] = [];
    for (const scope of scopes) {
      for (const [type, limit] of Object.entries(NAME_LIMITS)) {
        for (const [id, resource] of resourcesOfType(scope.template, type)) {
          const set = resource.Properties[limit.property];
          if (set === undefined) continue;
          const name = deployValue(set, scope);
          if (name.length > limit.max || (limit.pattern && !limit.pattern.test(name)))
            wrong.push(`${type} ${scope.name}/${id}: « ${name} » (${name.length} > ${limit.max})`);
          const key = `${type} ${name}${limit.global ? '' : ` (${scope.region})`}`;
          if (limit.unique) names.set(key, [...(names.get(key) ?? []), id]);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect([...names].filter(([, ids]) => ids.length > 1)).toEqual([]);
    // The table, the four buckets, the two secrets, the vault, the topics, the dashboard, the web ACL.
    expect(names.size).toBeGreaterThanOrEqual(12);
  });
});
