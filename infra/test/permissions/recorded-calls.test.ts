// The permissions each function uses are the permissions its role grants
// (docs/deployment.md#the-permissions-the-tests-use): every AWS call the functions made in the
// functions' tests and the browser tier (the authorization matrix and the smoke test included), recorded
// in UMJ_APPELS_AWS_FICHIER, is evaluated against the function's role in the synthesized templates with
// an IAM policy simulator; every function must have been driven at least once; and what the roles grant
// beyond those calls is printed beside its budgets. Runs last in `npm test` (tests/run-all.mjs).
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../lib/paths.ts';
import { appFunctions } from '../helpers/function-roles.ts';
import {
  formatReport,
  leastPrivilegeFigures,
  leastPrivilegeReport,
} from '../helpers/least-privilege-report.ts';
import {
  evaluateRecording,
  readRecording,
  type Evaluation,
  type Recording,
} from '../helpers/recorded-calls.ts';
import { sharedTestStack } from '../helpers/test-stack.ts';

/** Where `npm test` has the tiers record (tests/run-all.mjs sets the variable to it). */
export const DEFAULT_RECORDING = join(REPO_ROOT, 'tests', 'artifacts', 'reports', 'appels-aws.jsonl');

/**
 * Least privilege, beyond the recorded calls: each figure at most its budget, set just above the figure
 * measured when it was written (a run of the browser tier may take a path another run does not); lower
 * it when a grant goes, raise it only with the reason in the commit. Measured 2026-11 with the functions'
 * tests and the browser tier: 321 actions never used (ConditionCheckItem of the read grant, the write
 * actions of the whole-table grants) and 52 table-wide or never-used write grants (every REST write
 * handler may write the whole table).
 */
const BUDGETS = {
  /** Actions a role grants that no recorded call of its function used (the Lambda service's aside). */
  unusedActions: 330,
  /** Table writes granted on the whole table, or under a key prefix the function never wrote. */
  writesOutsideWrittenPrefixes: 55,
  /** Allowed actions written with a wildcard: never, on data or elsewhere. */
  wildcardActions: 0,
};

const built = sharedTestStack();
const functions = appFunctions(built);
let recording: Recording;
let evaluation: Evaluation;

beforeAll(async () => {
  recording = readRecording(process.env.UMJ_APPELS_AWS_FICHIER ?? DEFAULT_RECORDING);
  evaluation = await evaluateRecording(recording, functions);
});

describe('IAM: the AWS calls the functions make in the tests are allowed by their roles', () => {
  it('every recorded call is allowed by its function’s role (Allow and Deny statements, simulated), and names only resources its template gives it', () => {
    expect(evaluation.errors).toEqual([]);
    expect(evaluation.denials.map((d) => d.message)).toEqual([]);
  });

  it('the tests drive every function at least once: REST and WebSocket routes, stream consumers, schedules', () => {
    const never = [...functions.keys()].filter((handler) => !recording.invoked.has(handler)).sort();
    expect(never).toEqual([]);
  });

  it('least privilege: what the roles grant beyond the recorded calls stays within its budgets (printed)', () => {
    const report = leastPrivilegeReport(functions, evaluation.callsByFunction);
    const figures = leastPrivilegeFigures(report);
    console.log(`\nGranted beyond the recorded calls, per role:\n${formatReport(report)}\n`);
    for (const [name, value] of Object.entries(figures)) {
      console.log(`${name}: ${value} (budget ${BUDGETS[name as keyof typeof BUDGETS]})`);
    }
    expect(figures.unusedActions).toBeLessThanOrEqual(BUDGETS.unusedActions);
    expect(figures.writesOutsideWrittenPrefixes).toBeLessThanOrEqual(BUDGETS.writesOutsideWrittenPrefixes);
    expect(figures.wildcardActions).toBeLessThanOrEqual(BUDGETS.wildcardActions);
  });
});
