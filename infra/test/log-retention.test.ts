// "Audit trail that holds in front of a court": "CloudWatch log groups: retention 1 year,
// retained when the stack is deleted" — for every Lambda of the app, the handlers' (in the nested
// stacks of their families) and the one aws-cdk-lib adds to upload the SPA (in the parent) — without
// spending resources on a `logRetention` custom resource (one explicit LogGroup per function).
// The resource counts per stack are checked in resource-limits.test.ts.
import { describe, expect, it } from 'vitest';
import { allTemplates, resourcesOfType, sharedTestStack, spaTestStack } from './helpers/test-stack.ts';

describe('CloudWatch log groups of every Lambda', () => {
  const stacks = { 'without SPA build': sharedTestStack(), 'with SPA build (as cdk synth)': spaTestStack() };

  for (const [name, built] of Object.entries(stacks)) {
    const templates = allTemplates(built);

    it(`${name}: every Lambda function writes to a log group of its own (nested) stack`, () => {
      let functionCount = 0;
      for (const template of templates) {
        const logGroupIds = new Set(resourcesOfType(template, 'AWS::Logs::LogGroup').map(([id]) => id));
        for (const [id, fn] of resourcesOfType(template, 'AWS::Lambda::Function')) {
          expect(logGroupIds.has(fn.Properties.LoggingConfig?.LogGroup?.Ref), id).toBe(true);
          functionCount++;
        }
      }
      expect(functionCount).toBeGreaterThan(built.families.size);
    });

    it(`${name}: every log group keeps one year (365 days) and is retained on delete and replace`, () => {
      const logGroups = templates.flatMap((t) => resourcesOfType(t, 'AWS::Logs::LogGroup'));
      expect(logGroups.length).toBeGreaterThan(built.families.size);
      for (const [id, logGroup] of logGroups) {
        expect(logGroup.Properties.RetentionInDays, id).toBe(365);
        expect(logGroup.DeletionPolicy, id).toBe('Retain');
        expect(logGroup.UpdateReplacePolicy, id).toBe('Retain');
      }
    });

    it(`${name}: no log-retention custom resource in any stack`, () => {
      for (const template of templates) {
        expect(Object.keys(template.findResources('Custom::LogRetention'))).toEqual([]);
      }
    });
  }
});
