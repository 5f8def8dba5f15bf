// The other way round from helpers/recorded-calls.ts: per role, what it grants that the recorded calls
// of its function never used (docs/deployment.md#the-permissions-the-tests-use). Three figures, each
// printed beside a budget by infra/test/permissions/recorded-calls.test.ts: actions granted and never
// used, table writes granted outside the key prefixes the function writes (a grant on the whole table,
// or a prefix it never wrote under), and actions with a wildcard (never on data).
import type { AppFunction, PolicyStatement } from './function-roles.ts';
import { iamPattern, type ConcreteCall } from './recorded-calls.ts';

/**
 * Actions the Lambda service itself performs with a function's role, not the handler's code: its logs,
 * X-Ray traces, the stream reads of an event source mapping, the on-failure destination's sends.
 */
export const SERVICE_ACTIONS: ReadonlySet<string> = new Set([
  'logs:CreateLogStream',
  'logs:PutLogEvents',
  'xray:PutTraceSegments',
  'xray:PutTelemetryRecords',
  'dynamodb:DescribeStream',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
  'dynamodb:ListStreams',
  'sqs:SendMessage',
  'sqs:GetQueueAttributes',
  'sqs:GetQueueUrl',
]);

const TABLE_WRITES = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
const TABLE_ARN = /^arn:aws:dynamodb:[^:]+:\d+:table\/[^/]+$/;

export interface RoleReport {
  handler: string;
  /** Actions granted (Allow) that no recorded call of the function used, service actions aside. */
  unused: string[];
  /** Table writes granted beyond what the function wrote: `<actions> on <scope>`. */
  writesOutside: string[];
  /** Allowed actions written with a wildcard. */
  wildcardActions: string[];
}

const actionsOf = (s: PolicyStatement) => [s.Action].flat();

/** The partition-key patterns of a statement's `dynamodb:LeadingKeys` condition; undefined: any key. */
function leadingKeysOf(statement: PolicyStatement): string[] | undefined {
  const conditions = Object.values(statement.Condition ?? {});
  const keys = conditions.flatMap((c) => [c['dynamodb:LeadingKeys'] ?? []].flat());
  return keys.length > 0 ? keys : undefined;
}

/** `AUDIT#2026-01-01#3` -> `AUDIT#`; a key without `#` is its own prefix. */
export const prefixOf = (key: string) => (key.includes('#') ? key.slice(0, key.indexOf('#') + 1) : key);

function writesOutside(fn: AppFunction, calls: readonly ConcreteCall[]): string[] {
  const written = calls
    .filter((c) => TABLE_WRITES.includes(c.action))
    .map((c) => ({ action: c.action, keys: [c.context['dynamodb:LeadingKeys'] ?? []].flat() }));
  const outside: string[] = [];
  for (const statement of fn.policies.flatMap((p) => p.document.Statement)) {
    const writes = actionsOf(statement).filter((a) => TABLE_WRITES.includes(a));
    const onTable = [statement.Resource].flat().some((r) => TABLE_ARN.test(r));
    if (statement.Effect !== 'Allow' || writes.length === 0 || !onTable) continue;
    const patterns = leadingKeysOf(statement);
    const mine = written.filter((w) => writes.includes(w.action));
    if (!patterns) {
      const prefixes = [...new Set(mine.flatMap((w) => w.keys.map(prefixOf)))].sort();
      outside.push(`${writes.join(', ')} on the whole table (written: ${prefixes.join(' ') || 'nothing'})`);
      continue;
    }
    for (const pattern of patterns) {
      const glob = iamPattern(pattern);
      if (!mine.some((w) => w.keys.some((k) => glob.test(k))))
        outside.push(`${writes.join(', ')} under ${pattern} (never written)`);
    }
  }
  return outside;
}

/** Per role, what it grants beyond the recorded calls of its function. */
export function leastPrivilegeReport(
  functions: ReadonlyMap<string, AppFunction>,
  callsByFunction: ReadonlyMap<string, readonly ConcreteCall[]>,
): RoleReport[] {
  return [...functions.values()].map((fn) => {
    const calls = callsByFunction.get(fn.handler) ?? [];
    const used = new Set(calls.map((c) => c.action));
    const allowed = fn.policies
      .flatMap((p) => p.document.Statement)
      .filter((s) => s.Effect === 'Allow')
      .flatMap(actionsOf);
    return {
      handler: fn.handler,
      unused: [...new Set(allowed)].filter((a) => !used.has(a) && !SERVICE_ACTIONS.has(a)).sort(),
      writesOutside: writesOutside(fn, calls),
      wildcardActions: [...new Set(allowed.filter((a) => a.includes('*')))],
    };
  });
}

/** The three figures of the report. */
export function leastPrivilegeFigures(report: readonly RoleReport[]) {
  const sum = (f: (r: RoleReport) => number) => report.reduce((n, r) => n + f(r), 0);
  return {
    unusedActions: sum((r) => r.unused.length),
    writesOutsideWrittenPrefixes: sum((r) => r.writesOutside.length),
    wildcardActions: sum((r) => r.wildcardActions.length),
  };
}

/** One line per role with something granted beyond its calls. */
export function formatReport(report: readonly RoleReport[]): string {
  return report
    .filter((r) => r.unused.length + r.writesOutside.length + r.wildcardActions.length > 0)
    .sort((a, b) => a.handler.localeCompare(b.handler))
    .map((r) =>
      [
        `${r.handler}:`,
        r.unused.length > 0 ? ` never used ${r.unused.join(' ')};` : '',
        r.writesOutside.length > 0 ? ` writes ${r.writesOutside.join('; ')};` : '',
        r.wildcardActions.length > 0 ? ` wildcard ${r.wildcardActions.join(' ')}` : '',
      ].join(''),
    )
    .join('\n');
}
