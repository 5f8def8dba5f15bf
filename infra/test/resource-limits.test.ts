// CloudFormation limits (500 resources, 200 parameters, 200 outputs, 1 MB template per stack) with the
// product's routes and room for many more: the handlers live in one nested stack per handler family
// (the folder of the handler), the parent keeps the shared resources (the duty roster, the bordereaux and the
// payment split added some twenty routes and a scheduled Lambda; docs/deployment.md "Nested stacks").
import type { ApiRoute, HttpMethod } from '@umj/functions/api/routes';
import { apiRoutes } from '@umj/functions/api/routes';
import { describe, expect, it } from 'vitest';
import {
  allTemplates,
  buildTestStack,
  resourcesOfType,
  SHARED_CONTEXT,
  sharedTestStack,
  type TestStack,
} from './helpers/test-stack.ts';
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
