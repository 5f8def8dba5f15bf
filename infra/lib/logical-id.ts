// Logical id of an L2 construct's CloudFormation resource, as cdk-nag prints it in IAM5 findings
// (`<LogicalId.Arn>`), so that an acknowledgement names the exact resource it covers.
import { Stack, type CfnElement } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

export function logicalIdOf(construct: IConstruct): string {
  return Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement);
}
