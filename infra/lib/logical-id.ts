// Logical id of an L2 construct's CloudFormation resource, as cdk-nag prints it in IAM5 findings
// (`<LogicalId.Arn>`), so that an acknowledgement names the exact resource it covers.
import { Stack, Token, type CfnElement } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

export function logicalIdOf(construct: IConstruct): string {
  return Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement);
}

/**
 * How cdk-nag prints a reference (an ARN or an id) in an IAM5 finding, seen from `scope`'s stack:
 * `<LogicalId.Arn>` for an attribute of a resource of that stack, `<Name>` for a `Ref` (a parameter of
 * a nested stack, or a resource's id). Handler functions live in nested stacks where the table, the
 * files bucket and the WebSocket API are parameters, so the acknowledgement is derived, not spelled.
 */
export function nagReferenceOf(scope: IConstruct, value: string): string {
  if (!Token.isUnresolved(value)) return value;
  const resolved: unknown = Stack.of(scope).resolve(value);
  if (resolved && typeof resolved === 'object') {
    const ref = (resolved as { Ref?: unknown }).Ref;
    if (typeof ref === 'string') return `<${ref}>`;
    const getAtt = (resolved as { 'Fn::GetAtt'?: unknown })['Fn::GetAtt'];
    if (Array.isArray(getAtt) && getAtt.length === 2) return `<${getAtt[0]}.${getAtt[1]}>`;
  }
  throw new Error(`No cdk-nag reference for ${JSON.stringify(resolved)}: pass a Ref or a GetAtt.`);
}
