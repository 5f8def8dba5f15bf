// Builds the real stack for assertions without running esbuild: the `aws:cdk:bundling-stacks` context
// set to [] makes CDK skip bundling, and every route points at one stub entry (the real handlers are
// written in the functions workspace and are not needed to check the infrastructure). The route
// table itself is the real one unless a test passes another.
// The handlers are in one nested stack per family: `families` gives each one's template and the values
// the parent stack gives its parameters, so that assertions can follow a reference back to the parent.
import { fileURLToPath } from 'node:url';
import { NestedStack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildApp, type BuiltApp } from '../../lib/app.ts';
import { handlerEntry } from '../../lib/paths.ts';
import { IMAGE_HANDLERS } from '../../lib/stateless/handler-access.ts';
import type { HandlerFamilyStack } from '../../lib/stateless/handler-family-stack.ts';
import type { UmjStackProps } from '../../lib/umj-stack.ts';

export const STUB_ENTRY = fileURLToPath(new URL('../fixtures/handler-stub.ts', import.meta.url));
/** A minimal SPA build, so that the BucketDeployment is part of the stack. */
export const FIXTURE_WEB_DIST = fileURLToPath(new URL('../fixtures/web-dist', import.meta.url));
/** No SPA build: synth skips the upload (faster: no asset staging of the deployment provider). */
export const MISSING_WEB_DIST = fileURLToPath(new URL('../fixtures/no-web-build', import.meta.url));

/** The nested stack of one handler family, as synthesized. */
export interface FamilyTemplate {
  family: string;
  stack: HandlerFamilyStack;
  template: Template;
  /** Logical id of the nested stack's AWS::CloudFormation::Stack resource in the parent template. */
  logicalId: string;
  /** Parameter name -> the value the parent stack gives it (a Ref or GetAtt of the parent template). */
  parameters: Record<string, unknown>;
}

export interface TestStack extends BuiltApp {
  /** The parent stack. */
  template: Template;
  /** The nested stack of each handler family, by family (`auth`, `dossiers-patients`, `realtime`, ...). */
  families: Map<string, FamilyTemplate>;
}

function familyTemplates(built: BuiltApp, parent: Template): Map<string, FamilyTemplate> {
  const parentResources = parent.toJSON().Resources as Record<string, TemplateResource>;
  const families = new Map<string, FamilyTemplate>();
  for (const [family, stack] of built.stack.handlers.families) {
    const logicalId = built.stack.getLogicalId(stack.nestedStackResource!);
    const resource = parentResources[logicalId];
    if (resource?.Type !== 'AWS::CloudFormation::Stack')
      throw new Error(`No nested stack resource for ${family}`);
    const parameters = (resource.Properties.Parameters ?? {}) as Record<string, unknown>;
    families.set(family, { family, stack, template: Template.fromStack(stack), logicalId, parameters });
  }
  return families;
}

/**
 * `value` of the parent template with each output of a nested stack (`Fn::GetAtt` of the nested stack
 * resource, `Outputs.<name>`) replaced by that output's value in the nested template.
 */
export function resolveOutputs<T>(value: T, built: TestStack): T {
  if (Array.isArray(value)) return value.map((v: unknown) => resolveOutputs(v, built)) as T;
  if (value && typeof value === 'object') {
    const getAtt = (value as { 'Fn::GetAtt'?: unknown })['Fn::GetAtt'];
    if (Array.isArray(getAtt) && typeof getAtt[1] === 'string' && getAtt[1].startsWith('Outputs.')) {
      const family = [...built.families.values()].find((f) => f.logicalId === getAtt[0]);
      const outputs = family?.template.toJSON().Outputs as Record<string, { Value: unknown }> | undefined;
      const output = outputs?.[getAtt[1].slice('Outputs.'.length)];
      if (output) return output.Value as T;
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveOutputs(v, built)])) as T;
  }
  return value;
}

const templatesOfBuilt = new WeakMap<TestStack, Template[]>();

/** The parent template, then the template of every nested stack (handler families and the others). */
export function allTemplates(built: TestStack): Template[] {
  let templates = templatesOfBuilt.get(built);
  if (!templates) {
    const nested = built.stack.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c));
    templates = [built.template, ...nested.map((stack) => Template.fromStack(stack))];
    templatesOfBuilt.set(built, templates);
  }
  return templates;
}

/**
 * `value` of a nested template with each `{ Ref: <parameter> }` replaced by what the parent stack passes
 * (so `{ Ref: 'TableArn' }` reads `{ 'Fn::GetAtt': ['DataTable...', 'Arn'] }`, as in a single stack).
 */
export function resolveParameters<T>(value: T, parameters: Record<string, unknown>): T {
  if (Array.isArray(value)) return value.map((v: unknown) => resolveParameters(v, parameters)) as T;
  if (value && typeof value === 'object') {
    const ref = (value as { Ref?: unknown }).Ref;
    if (typeof ref === 'string' && Object.keys(value).length === 1 && ref in parameters) {
      return parameters[ref] as T;
    }
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, resolveParameters(v, parameters)]),
    ) as T;
  }
  return value;
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
      // A handler with packages installed beside its bundle (sharp) keeps its real entry: CDK
      // reads their versions from the entry's package.json (nothing is compiled: bundling is skipped).
      entryFor: (handler) => (IMAGE_HANDLERS.has(handler) ? handlerEntry(handler) : STUB_ENTRY),
      webDistPath: MISSING_WEB_DIST,
      ...options.stackProps,
    },
    { nag: options.nag ?? false },
  );
  const template = Template.fromStack(built.stack);
  return { ...built, template, families: familyTemplates(built, template) };
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
