// The stage of a deployment (`-c stage=staging|production`, production by default): it names the
// stacks (`UmjBackoffice-staging`, `UmjBackofficeWaf-staging`) and every stateful resource (table,
// buckets, secrets, backup vault, operations topic, web ACL), so that a staging and a production
// deployment can live in one account and one region without sharing or replacing anything
// (docs/operations.md "Stages").
import { Aws } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

export const STAGES = ['staging', 'production'] as const;
export type Stage = (typeof STAGES)[number];
export const DEFAULT_STAGE: Stage = 'production';

function isStage(value: unknown): value is Stage {
  return typeof value === 'string' && (STAGES as readonly string[]).includes(value);
}

/** The `stage` context value; anything but staging or production fails the synth. */
export function readStage(scope: IConstruct): Stage {
  const value: unknown = scope.node.tryGetContext('stage');
  if (value === undefined || value === null || value === '') return DEFAULT_STAGE;
  const trimmed = typeof value === 'string' ? value.trim() : value;
  if (!isStage(trimmed)) {
    throw new Error(`Context "stage": "${String(value)}" is not one of ${STAGES.join(', ')}.`);
  }
  return trimmed;
}

/** `UmjBackoffice` -> `UmjBackoffice-staging`: the CloudFormation stack name of a stage. */
export function stackNameOf(stackId: string, stage: Stage): string {
  return `${stackId}-${stage}`;
}

/** Name of a stateful resource unique in the account and region: `umj-<stage>-<what>`. */
export function stageResourceName(scope: IConstruct, what: string): string {
  return `umj-${readStage(scope)}-${what}`;
}

/**
 * Name of a bucket (unique across every AWS account): `umj-<stage>-<what>-<account>-<region>`, at
 * most 63 characters for a 12-digit account and the longest region names.
 */
export function stageBucketName(scope: IConstruct, what: string): string {
  return `${stageResourceName(scope, what)}-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
}
