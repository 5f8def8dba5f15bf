// Builds the real stack for assertions without running esbuild: the `aws:cdk:bundling-stacks` context
// set to [] makes CDK skip bundling, and every route points at one stub entry (the real handlers are
// written in the functions workspace and are not needed to check the infrastructure). The route
// table itself is the real one unless a test passes another.
import { fileURLToPath } from 'node:url';
import { Template } from 'aws-cdk-lib/assertions';
import { buildApp, type BuiltApp } from '../../lib/app.ts';
import { handlerEntry } from '../../lib/paths.ts';
import { IMAGE_HANDLERS } from '../../lib/stateless/handler-access.ts';
import type { UmjStackProps } from '../../lib/umj-stack.ts';

export const STUB_ENTRY = fileURLToPath(new URL('../fixtures/handler-stub.ts', import.meta.url));
/** A minimal SPA build, so that the BucketDeployment is part of the stack. */
export const FIXTURE_WEB_DIST = fileURLToPath(new URL('../fixtures/web-dist', import.meta.url));
/** No SPA build: synth skips the upload (faster: no asset staging of the deployment provider). */
export const MISSING_WEB_DIST = fileURLToPath(new URL('../fixtures/no-web-build', import.meta.url));

export interface TestStack extends BuiltApp {
  template: Template;
}

export interface TestStackOptions {
  context?: Record<string, unknown>;
  stackProps?: Omit<UmjStackProps, 'config'>;
  /** Register cdk-nag as a synthesis validation (as the real app does). */
  nag?: boolean;
}

export function buildTestStack(options: TestStackOptions = {}): TestStack {
  const built = buildApp(
    { context: { 'aws:cdk:bundling-stacks': [], ...options.context } },
    {
      // A handler with packages installed beside its bundle (sharp, issue 9) keeps its real entry: CDK
      // reads their versions from the entry's package.json (nothing is compiled: bundling is skipped).
      entryFor: (handler) => (IMAGE_HANDLERS.has(handler) ? handlerEntry(handler) : STUB_ENTRY),
      webDistPath: MISSING_WEB_DIST,
      ...options.stackProps,
    },
    { nag: options.nag ?? false },
  );
  return { ...built, template: Template.fromStack(built.stack) };
}

/** Context of the shared stack: a custom-domain origin and a sender, as a real deployment sets them. */
export const SHARED_CONTEXT = { allowedOrigins: 'https://umj.example.fr', mailFrom: 'umj@example.fr' };
let shared: TestStack | undefined;

/**
 * The stack most tests assert on, synthesized once per test worker (the config runs test files
 * without isolation, so the module cache and this value are shared between the files of a worker).
 */
export function sharedTestStack(): TestStack {
  shared ??= buildTestStack({ context: SHARED_CONTEXT });
  return shared;
}

let withSpa: TestStack | undefined;

/** The stack with a SPA build to upload and cdk-nag registered, exactly as `cdk synth` runs it. */
export function spaTestStack(): TestStack {
  withSpa ??= buildTestStack({ stackProps: { webDistPath: FIXTURE_WEB_DIST }, nag: true });
  return withSpa;
}

/** A resource of the synthesized template; its shape is what the assertions check. */
export interface TemplateResource {
  Type: string;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- CloudFormation JSON is untyped by nature
  Properties: Record<string, any>;
}

/** Resources of one type, as [logicalId, resource] pairs. */
export function resourcesOfType(template: Template, type: string): [string, TemplateResource][] {
  return Object.entries(template.findResources(type)) as [string, TemplateResource][];
}
