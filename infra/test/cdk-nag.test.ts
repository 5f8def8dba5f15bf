// CDK (infra/): "apply cdk-nag's AwsSolutions checks: no unsuppressed error, each
// suppression with its reason".
import { App, Stack, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { spaTestStack } from './helpers/test-stack.ts';

function acknowledgements(root: IConstruct): { path: string; id: string; reason: unknown }[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, unknown>).map(([id, reason]) => ({
          path: construct.node.path,
          // Stored as `Annotation::<id>` (no well-known prefix), which cdk-nag strips the same way.
          id: id.replace(/^annotation::/i, ''),
          reason,
        })),
      ),
  );
}

/** `AwsSolutions-IAM5[Resource::<X.Arn>/*]` -> `AwsSolutions-IAM5`. */
const ruleOf = (id: string) => id.replace(/\[.*$/, '');

describe('CDK: cdk-nag AwsSolutions checks', () => {
  const { app } = spaTestStack();

  it('§ CDK: the whole app (with the SPA upload) has no unacknowledged finding, error or warning', () => {
    const report = new AwsSolutionsChecks().validateScope(app);
    const findings = report.violations.map(
      (v) => `${v.severity} ${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(findings).toEqual([]);
    expect(report.success).toBe(true);
  });

  it('§ CDK: synth with the checks registered as a validation plugin (as `cdk synth` runs it) succeeds', () => {
    expect(() => app.synth({ force: true })).not.toThrow();
  });

  it('§ CDK: every acknowledgement carries a real reason', () => {
    const acks = acknowledgements(app);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(typeof ack.reason, `${ack.id} at ${ack.path}`).toBe('string');
      expect((ack.reason as string).length, `${ack.id} at ${ack.path}`).toBeGreaterThan(40);
    }
  });

  it('§ CDK: only these rules are acknowledged (a new kind of exception must be reviewed here)', () => {
    // aws-cdk-lib acknowledges some of its own CloudFormation-Validate rules; only cdk-nag's are ours.
    const ours = acknowledgements(app).filter((a) => a.id.startsWith('AwsSolutions-'));
    const rules = [...new Set(ours.map((a) => ruleOf(a.id)))].sort();
    expect(rules).toEqual(
      [
        'AwsSolutions-APIG2', // input validated by the shared zod schemas in the handlers
        'AwsSolutions-APIG3', // no WAF in this issue (throttling, lockout)
        'AwsSolutions-APIG4', // JWT verified in every handler
        'AwsSolutions-CFR1', // no geo restriction
        'AwsSolutions-CFR2', // CloudFront WAF needs a us-east-1 stack
        'AwsSolutions-CFR4', // default CloudFront certificate
        'AwsSolutions-COG4', // no Cognito: own accounts
        'AwsSolutions-IAM4', // AWS managed policies of the API Gateway logging role, the BucketDeployment provider, AWS Backup's role
        'AwsSolutions-IAM5', // X-Ray, table indexes, object keys, connection ids, BucketDeployment provider
        'AwsSolutions-L1', // Node.js 22 fixed by the serverless platform
        'AwsSolutions-S1', // the access-logs bucket itself
        'AwsSolutions-SMG4', // no automatic rotation of the JWT key
        'AwsSolutions-SNS2', // the operations topic: CloudWatch alarms cannot publish to an aws/sns-encrypted topic
        'AwsSolutions-SQS3', // the scheduled split's queue is itself the dead-letter queue
      ].sort(),
    );
  });

  it('§ CDK: the checks are live: an unprotected bucket is reported as an error', () => {
    const probe = new App();
    new s3.Bucket(new Stack(probe, 'Probe'), 'Open');
    const report = new AwsSolutionsChecks().validateScope(probe);
    const errors = report.violations.filter((v) => v.severity === 'error').map((v) => v.ruleName);
    expect(errors).toEqual(expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']));
  });
});
