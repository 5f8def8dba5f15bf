// The AWS calls the functions made in the tests (functions/src/lib/adapters/appels-aws.ts writes them,
// one JSON line each, to the file UMJ_APPELS_AWS_FICHIER names) evaluated against each function's role
// in the synthesized templates with @cloud-copilot/iam-simulate, offline: the identity policies of the
// role (Allow and Deny), the request's action, resource ARN and condition keys
// (docs/deployment.md#the-permissions-the-tests-use). The other way round, what each role grants that
// no recorded call used (least-privilege figures, helpers/least-privilege-report.ts).
import { existsSync, readFileSync } from 'node:fs';
import { getDenialReasons, runSimulation } from '@cloud-copilot/iam-simulate';
import type { AppFunction, PolicyStatement, RolePolicy } from './function-roles.ts';
import { ACCOUNT, REGION } from './template-values.ts';

export interface RecordedCall {
  fonction: string;
  action: string;
  ressource: string;
  contexte?: Record<string, string | string[]>;
}

export interface Recording {
  /** Functions invoked at least once (the mark of each invocation, or any call). */
  invoked: Set<string>;
  /** Every distinct call. */
  calls: RecordedCall[];
}

/** The recorded lines of `file` (several processes append to it: each distinct line counts once). */
export function readRecording(file: string): Recording {
  if (!existsSync(file)) {
    throw new Error(
      `No recording of AWS calls at ${file}: run the functions' tests and the browser tier with UMJ_APPELS_AWS_FICHIER=${file} first (npm test does).`,
    );
  }
  const lines = new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean));
  const invoked = new Set<string>();
  const calls: RecordedCall[] = [];
  for (const line of lines) {
    const entry = JSON.parse(line) as RecordedCall | { fonction: string; invocation: true };
    invoked.add(entry.fonction);
    if ('action' in entry) calls.push(entry);
  }
  return { invoked, calls };
}

/** A call as IAM gets it on AWS: the placeholders replaced with the function's template values. */
export interface ConcreteCall {
  fonction: string;
  action: string;
  resource: string;
  context: Record<string, string | string[]>;
}

/** `https://sqs.<region>.amazonaws.com/<account>/<queue>` or a WebSocket stage's callback URL, as an ARN. */
function arnOfUrl(url: string): string {
  const queue = /^https:\/\/sqs\.([^.]+)\.amazonaws\.com\/(\d+)\/([^/]+)$/.exec(url);
  if (queue) return `arn:aws:sqs:${queue[1]}:${queue[2]}:${queue[3]}`;
  const stage = /^https:\/\/([^.]+)\.execute-api\.([^.]+)\.amazonaws\.com\/([^/]+)$/.exec(url);
  if (stage) return `arn:aws:execute-api:${stage[2]}:${ACCOUNT}:${stage[1]}/${stage[3]}`;
  throw new Error(`no ARN for the URL ${url}`);
}

function withValues(text: string, fn: AppFunction): string {
  return text.replace(/\$\{([^}#]+)(#arn)?\}/g, (_, name: string, arn?: string) => {
    if (name === 'AWS::Region') return REGION;
    if (name === 'AWS::AccountId') return ACCOUNT;
    const value = fn.environment[name];
    if (value === undefined) throw new Error(`the template does not set ${name} for ${fn.handler}`);
    return arn ? arnOfUrl(value) : value;
  });
}

export function concreteCall(call: RecordedCall, fn: AppFunction): ConcreteCall {
  const context = Object.fromEntries(
    Object.entries(call.contexte ?? {}).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map((v) => withValues(v, fn)) : withValues(value, fn),
    ]),
  );
  return { fonction: call.fonction, action: call.action, resource: withValues(call.ressource, fn), context };
}

export interface Denial {
  call: ConcreteCall;
  /** What refused it: the Deny statement, or the Allow statement missing from the role. */
  statement: string;
  message: string;
}

const policyDocuments = (policies: RolePolicy[]) =>
  policies.map((p) => ({ name: p.name, policy: p.document }));

/** The narrowest usual statement that would allow `call`: its action, its resource, its key's prefix. */
export function missingStatement(call: ConcreteCall): PolicyStatement {
  const prefix = (key: string) => (key.includes('#') ? `${key.slice(0, key.indexOf('#') + 1)}*` : key);
  const resource = call.action.startsWith('s3:')
    ? call.resource.replace(/^(arn:aws:s3:::[^/]+\/[^/]+\/).*$/, '$1*')
    : call.resource.replace(/@connections\/.*$/, '@connections/*');
  const keys = [call.context['dynamodb:LeadingKeys'] ?? []].flat();
  const others = Object.entries(call.context).filter(([key]) => key !== 'dynamodb:LeadingKeys');
  const conditions = {
    ...(keys.length > 0
      ? { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...new Set(keys.map(prefix))] } }
      : {}),
    ...(others.length > 0 ? { StringEquals: Object.fromEntries(others) } : {}),
  };
  return {
    Effect: 'Allow',
    Action: call.action,
    Resource: resource,
    ...(Object.keys(conditions).length > 0 ? { Condition: conditions } : {}),
  };
}

function describe(call: ConcreteCall): string {
  const keys = Object.entries(call.context).map(([k, v]) => `${k}=${[v].flat().join(',')}`);
  return `${call.fonction}: ${call.action} on ${call.resource}${keys.length > 0 ? ` [${keys.join('; ')}]` : ''}`;
}

/** The decision IAM would take on one call under `policies`, and what to tell when it refuses. */
export async function evaluateCall(call: ConcreteCall, policies: RolePolicy[]): Promise<Denial | null> {
  const result = await runSimulation(
    {
      request: {
        principal: `arn:aws:iam::${ACCOUNT}:role/${call.fonction.replace('/', '-')}`,
        action: call.action,
        resource: { resource: call.resource, accountId: ACCOUNT },
        contextVariables: call.context,
      },
      identityPolicies: policyDocuments(policies),
      serviceControlPolicies: [],
      resourceControlPolicies: [],
    },
    {},
  );
  if (result.resultType === 'error') {
    const statement = 'none (the simulator refused the request)';
    return { call, statement, message: `${describe(call)}: ${JSON.stringify(result.errors)}` };
  }
  if (result.resultType !== 'single') throw new Error(`${describe(call)}: a wildcard resource`);
  if (result.overallResult === 'Allowed') return null;
  const explicit = getDenialReasons(result.result.analysis!).find((r) => r.denialType === 'Explicit');
  if (explicit && explicit.denialType === 'Explicit') {
    const policy = policies.find((p) => p.name === explicit.policyIdentifier);
    const denying = policy?.document.Statement[explicit.statementIndex - 1];
    const statement = `${explicit.policyIdentifier} statement ${explicit.statementIndex}: ${JSON.stringify(denying)}`;
    return { call, statement, message: `${describe(call)} is denied by ${statement}` };
  }
  const statement = JSON.stringify(missingStatement(call));
  return {
    call,
    statement,
    message: `${describe(call)} is allowed by no statement of its role; missing: ${statement}`,
  };
}

export interface Evaluation {
  denials: Denial[];
  /** Calls of a function the templates do not have, or that name a variable its template does not set. */
  errors: string[];
  /** The calls each function made, as IAM gets them (each distinct call once). */
  callsByFunction: Map<string, ConcreteCall[]>;
}

/** `*` and `?` of IAM's string and ARN patterns, as a regular expression. */
export const iamPattern = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  );

/**
 * What a decision depends on in `policies`: which of their resource and condition patterns each value
 * matches. Two calls of one function and action alike on every pattern get the same decision (the
 * roles compare strings only: StringLike, StringEquals, Resource), so one of them is simulated.
 */
const patternsOfPolicies = new WeakMap<RolePolicy[], RegExp[]>();

function decisionKey(call: ConcreteCall, policies: RolePolicy[]): string {
  let patterns = patternsOfPolicies.get(policies);
  if (!patterns) {
    const statements = policies.flatMap((p) => p.document.Statement);
    const texts = statements.flatMap((s) => [
      ...[s.Resource].flat(),
      ...Object.values(s.Condition ?? {}).flatMap((c) => Object.values(c).flat()),
    ]);
    patterns = [...new Set(texts)].map(iamPattern);
    patternsOfPolicies.set(policies, patterns);
  }
  const matches = (value: string) => patterns.map((p) => (p.test(value) ? 1 : 0)).join('');
  const context = Object.entries(call.context).map(
    ([key, value]) => `${key}=${[...new Set([value].flat().map(matches))].sort().join(',')}`,
  );
  return [call.fonction, call.action, matches(call.resource), ...context].join('|');
}

/** Every recorded call evaluated against its function's role. */
export async function evaluateRecording(
  recording: Recording,
  functions: ReadonlyMap<string, Pick<AppFunction, 'handler' | 'policies' | 'environment'>>,
): Promise<Evaluation> {
  const denials: Denial[] = [];
  const errors = new Set<string>();
  const callsByFunction = new Map<string, ConcreteCall[]>();
  const decided = new Set<string>();
  for (const recorded of recording.calls) {
    const fn = functions.get(recorded.fonction);
    if (!fn) {
      errors.add(`${recorded.fonction}: recorded, but no function of the templates serves it`);
      continue;
    }
    let call: ConcreteCall;
    try {
      call = concreteCall(recorded, fn as AppFunction);
    } catch (error) {
      errors.add(
        `${recorded.fonction}: ${recorded.action} on ${recorded.ressource}: ${(error as Error).message}`,
      );
      continue;
    }
    callsByFunction.set(call.fonction, [...(callsByFunction.get(call.fonction) ?? []), call]);
    const key = decisionKey(call, fn.policies);
    if (decided.has(key)) continue;
    decided.add(key);
    const denial = await evaluateCall(call, fn.policies);
    if (denial) denials.push(denial);
  }
  return { denials, errors: [...errors], callsByFunction };
}
