// Every Lambda function of the app that serves a handler of functions/src/handlers/ (routes, WebSocket
// routes, stream consumers, schedules: the handler is named in its description, `(<family>/<name>)`),
// with its role's policies and its environment as they would be on AWS (helpers/template-values.ts):
// inline policies (AWS::IAM::Policy of the role, the role's own Policies) and the managed policies the
// template declares; an AWS managed policy cannot be read offline and is listed as not modelled.
import { NestedStack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { resolveValue, type TemplateScope } from './template-values.ts';
import type { TemplateResource, TestStack } from './test-stack.ts';

export interface PolicyStatement {
  Sid?: string;
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: string | string[];
  Condition?: Record<string, Record<string, string | string[]>>;
}

export interface RolePolicy {
  /** The policy's logical id in its template (its name in the messages). */
  name: string;
  document: { Version: string; Statement: PolicyStatement[] };
}

export interface AppFunction {
  /** The handler it serves, e.g. `bureaux/get-bureau`, `flux/notifier-changements`. */
  handler: string;
  /** Stack path and logical id of the function. */
  where: string;
  policies: RolePolicy[];
  /** AWS managed policies of the role (their content is not in the template). */
  notModelled: string[];
  /** Its environment variables, resolved. */
  environment: Record<string, string>;
}

const HANDLER_IN_DESCRIPTION = /\(([a-z0-9-]+\/[a-z0-9-]+)\)/;

function scopesOf(built: TestStack): { scope: TemplateScope; template: Template }[] {
  const resourcesOf = (template: Template) => template.toJSON().Resources as Record<string, TemplateResource>;
  const parentResources = resourcesOf(built.template);
  const parent: TemplateScope = { name: built.stack.stackName, resources: parentResources };
  const nested = built.stack.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c));
  return [
    { scope: parent, template: built.template },
    ...nested.map((stack) => {
      const template = Template.fromStack(stack);
      const logicalId = built.stack.getLogicalId(stack.nestedStackResource!);
      const values = (parentResources[logicalId]?.Properties.Parameters ?? {}) as Record<string, unknown>;
      const scope: TemplateScope = {
        name: `${built.stack.stackName}-${logicalId}`,
        resources: resourcesOf(template),
        parameters: { values, scope: parent },
      };
      return { scope, template };
    }),
  ];
}

const refersTo = (roleId: string) => (roles: unknown) =>
  Array.isArray(roles) && roles.some((r) => (r as { Ref?: string }).Ref === roleId);

function policiesOf(scope: TemplateScope, roleId: string): Pick<AppFunction, 'policies' | 'notModelled'> {
  const resources = Object.entries(scope.resources);
  const document = (value: unknown) => resolveValue(value, scope) as RolePolicy['document'];
  const role = scope.resources[roleId]!;
  const attached = resources.filter(
    ([, r]) =>
      (r.Type === 'AWS::IAM::Policy' || r.Type === 'AWS::IAM::ManagedPolicy') &&
      refersTo(roleId)(r.Properties.Roles),
  );
  const policies: RolePolicy[] = attached.map(([id, r]) => ({
    name: id,
    document: document(r.Properties.PolicyDocument),
  }));
  for (const inline of (role.Properties.Policies ?? []) as {
    PolicyName: string;
    PolicyDocument: unknown;
  }[]) {
    policies.push({ name: `${roleId}/${inline.PolicyName}`, document: document(inline.PolicyDocument) });
  }
  const notModelled: string[] = [];
  for (const arn of (role.Properties.ManagedPolicyArns ?? []) as unknown[]) {
    const ref = (arn as { Ref?: string }).Ref;
    const managed = ref ? scope.resources[ref] : undefined;
    if (managed?.Type === 'AWS::IAM::ManagedPolicy') {
      if (!attached.some(([id]) => id === ref))
        policies.push({ name: ref!, document: document(managed.Properties.PolicyDocument) });
    } else notModelled.push(String(resolveValue(arn, scope)));
  }
  return { policies, notModelled };
}

const cache = new WeakMap<TestStack, Map<string, AppFunction>>();

/** The functions of the app by the handler they serve. */
export function appFunctions(built: TestStack): Map<string, AppFunction> {
  let functions = cache.get(built);
  if (functions) return functions;
  functions = new Map();
  for (const { scope } of scopesOf(built)) {
    for (const [id, fn] of Object.entries(scope.resources)) {
      if (fn.Type !== 'AWS::Lambda::Function') continue;
      const handler = HANDLER_IN_DESCRIPTION.exec(String(fn.Properties.Description ?? ''))?.[1];
      if (!handler) continue;
      if (functions.has(handler)) throw new Error(`Two functions for ${handler}`);
      const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      functions.set(handler, {
        handler,
        where: `${scope.name}/${id}`,
        ...policiesOf(scope, roleId),
        environment: resolveValue(fn.Properties.Environment?.Variables ?? {}, scope) as Record<
          string,
          string
        >,
      });
    }
  }
  cache.set(built, functions);
  return functions;
}
