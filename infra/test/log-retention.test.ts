// Issue 12 "Audit trail that holds in front of a court": "CloudWatch log groups: retention 1 year,
// retained when the stack is deleted" — for every Lambda of the stack, the handlers' and the one
// aws-cdk-lib adds to upload the SPA — without pushing the stack towards CloudFormation's
// 500-resource limit (one explicit LogGroup per function, no `logRetention` custom resource).
import { describe, expect, it } from 'vitest';
import { resourcesOfType, sharedTestStack, spaTestStack } from './helpers/test-stack.ts';

/** CloudFormation's limit of resources per stack. */
const CLOUDFORMATION_MAX_RESOURCES = 500;

describe('issue 12: CloudWatch log groups of every Lambda', () => {
  const stacks = { 'without SPA build': sharedTestStack(), 'with SPA build (as cdk synth)': spaTestStack() };

  for (const [name, { template }] of Object.entries(stacks)) {
    it(`${name}: every Lambda function writes to a log group of the stack`, () => {
      const logGroupIds = new Set(resourcesOfType(template, 'AWS::Logs::LogGroup').map(([id]) => id));
      const functions = resourcesOfType(template, 'AWS::Lambda::Function');
      expect(functions.length).toBeGreaterThan(0);
      for (const [id, fn] of functions) {
        expect(logGroupIds.has(fn.Properties.LoggingConfig?.LogGroup?.Ref), id).toBe(true);
      }
    });

    it(`${name}: every log group keeps one year (365 days) and is retained on delete and replace`, () => {
      const logGroups = resourcesOfType(template, 'AWS::Logs::LogGroup');
      expect(logGroups.length).toBeGreaterThan(0);
      for (const [id, logGroup] of logGroups) {
        expect(logGroup.Properties.RetentionInDays, id).toBe(365);
        expect(logGroup.DeletionPolicy, id).toBe('Retain');
        expect(logGroup.UpdateReplacePolicy, id).toBe('Retain');
      }
    });

    it(`${name}: no log-retention custom resource, and the stack stays under ${CLOUDFORMATION_MAX_RESOURCES} resources`, () => {
      const resources = Object.values(template.toJSON().Resources as Record<string, { Type: string }>);
      expect(resources.filter((r) => r.Type === 'Custom::LogRetention')).toEqual([]);
      expect(resources.length).toBeLessThan(CLOUDFORMATION_MAX_RESOURCES);
    });
  }
});
