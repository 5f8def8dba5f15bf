// Finds, in a synthesized template, the Lambda function that serves a handler of the route table and
// the IAM statements of its role.
import type { Template } from 'aws-cdk-lib/assertions';
import { resourcesOfType, type TemplateResource } from './test-stack.ts';

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, unknown>;
}

/** Functions created from the route table (their description ends with `(<handler>)`). */
export function handlerFunctions(template: Template): Map<string, [string, TemplateResource]> {
  const byHandler = new Map<string, [string, TemplateResource]>();
  for (const [id, fn] of resourcesOfType(template, 'AWS::Lambda::Function')) {
    const match = /^UMJ .*\(([^)]+)\)$/.exec(String(fn.Properties.Description ?? ''));
    if (match) byHandler.set(match[1]!, [id, fn]);
  }
  return byHandler;
}

export function functionOf(template: Template, handler: string): [string, TemplateResource] {
  const found = handlerFunctions(template).get(handler);
  if (!found) throw new Error(`No function for ${handler}`);
  return found;
}

export function statementsOf(template: Template, handler: string): Statement[] {
  const [, fn] = functionOf(template, handler);
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  return resourcesOfType(template, 'AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[]);
}

export function actionsOf(statements: Statement[]): string[] {
  return statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}
