// Finds, in the synthesized templates, the Lambda function that serves a handler of the route table
// (in the nested stack of its family) and the IAM statements of its role, with the nested stack's
// parameters replaced by the parent's values.
import {
  resolveParameters,
  resourcesOfType,
  type FamilyTemplate,
  type TemplateResource,
  type TestStack,
} from './test-stack.ts';

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, unknown>;
}

export interface HandlerFunctionInfo {
  /** The nested stack (and template) the function is declared in. */
  family: FamilyTemplate;
  /** Logical id of the function in that template. */
  id: string;
  /** The function resource as written in that template (parameters not resolved). */
  fn: TemplateResource;
}

/** Functions created from the route table (their description ends with `(<handler>)`), in every family. */
export function handlerFunctions(built: TestStack): Map<string, HandlerFunctionInfo> {
  const byHandler = new Map<string, HandlerFunctionInfo>();
  for (const family of built.families.values()) {
    for (const [id, fn] of resourcesOfType(family.template, 'AWS::Lambda::Function')) {
      const match = /^UMJ .*\(([^)]+)\)$/.exec(String(fn.Properties.Description ?? ''));
      if (!match) continue;
      if (byHandler.has(match[1]!)) throw new Error(`Two functions for ${match[1]}`);
      byHandler.set(match[1]!, { family, id, fn });
    }
  }
  return byHandler;
}

export function functionOf(built: TestStack, handler: string): HandlerFunctionInfo {
  const found = handlerFunctions(built).get(handler);
  if (!found) throw new Error(`No function for ${handler}`);
  return found;
}

/** Properties of the function of `handler`, with its nested stack's parameters resolved. */
export function propertiesOf(built: TestStack, handler: string): TemplateResource['Properties'] {
  const { family, fn } = functionOf(built, handler);
  return resolveParameters(fn.Properties, family.parameters);
}

/** A resource of the template the function of `handler` is declared in. */
export function resourceBeside(built: TestStack, handler: string, logicalId: string): TemplateResource {
  const { family } = functionOf(built, handler);
  return (family.template.toJSON().Resources as Record<string, TemplateResource>)[logicalId]!;
}

export function statementsOf(built: TestStack, handler: string): Statement[] {
  const { family, fn } = functionOf(built, handler);
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  return resourcesOfType(family.template, 'AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap(([, p]) =>
      resolveParameters(p.Properties.PolicyDocument.Statement as Statement[], family.parameters),
    );
}

export function actionsOf(statements: Statement[]): string[] {
  return statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}
