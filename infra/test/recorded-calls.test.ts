// The evaluation of recorded AWS calls against the roles (helpers/recorded-calls.ts,
// docs/deployment.md#the-permissions-the-tests-use) on a fixture recording: what the permission test of
// test/permissions/ concludes from the real recording must follow from the roles, the Allow and the
// Deny statements alike, and a grant taken out of a role must make it fail with what is missing.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiRoutes, wsRoutes } from '@umj/functions/api/routes';
import { fluxConsommateurs } from '@umj/functions/api/flux-consommateurs';
import { appFunctions, type AppFunction } from './helpers/function-roles.ts';
import { leastPrivilegeFigures, leastPrivilegeReport } from './helpers/least-privilege-report.ts';
import { evaluateRecording, readRecording, type Recording } from './helpers/recorded-calls.ts';
import { ACCOUNT, REGION } from './helpers/template-values.ts';
import { sharedTestStack } from './helpers/test-stack.ts';

const FIXTURE = fileURLToPath(new URL('fixtures/appels-aws.jsonl', import.meta.url));
const built = sharedTestStack();
const functions = appFunctions(built);
const fixture = readRecording(FIXTURE);
const TABLE = 'arn:aws:dynamodb:${AWS::Region}:${AWS::AccountId}:table/${TABLE_NAME}';

/** `functions` with the statements of `handler`'s role that `drop` selects taken out. */
function without(handler: string, drop: (statement: string) => boolean): Map<string, AppFunction> {
  const fn = functions.get(handler)!;
  const policies = fn.policies.map((p) => ({
    ...p,
    document: { ...p.document, Statement: p.document.Statement.filter((s) => !drop(JSON.stringify(s))) },
  }));
  return new Map([...functions, [handler, { ...fn, policies }]]);
}

const recordingOf = (...calls: Recording['calls']): Recording => ({
  invoked: new Set(calls.map((c) => c.fonction)),
  calls,
});

describe('IAM: recorded calls evaluated against the roles of the synthesized templates', () => {
  it('finds every function with its role and environment: each REST and WebSocket route, stream consumer and schedule', () => {
    const expected = [
      ...apiRoutes.map((r) => r.handler),
      ...Object.values(wsRoutes),
      ...fluxConsommateurs.map((c) => c.handler),
      'repartitions/calculer-repartitions',
      'audit/sceller-journees-audit',
      'notifications/balayer-notifications',
    ];
    expect([...functions.keys()].sort()).toEqual(expected.sort());
    const getBureau = functions.get('bureaux/get-bureau')!;
    expect(getBureau.notModelled).toEqual([]);
    expect(getBureau.environment.TABLE_NAME).toBe('umj-production-donnees');
    expect(getBureau.environment.JWT_SECRET_ARN).toMatch(
      new RegExp(`^arn:aws:secretsmanager:${REGION}:${ACCOUNT}:secret:umj-production-cle-jwt-`),
    );
  });

  it('the fixture’s calls (a GET’s session write and audit entry, a write, a presigned upload, a mail from MAIL_FROM, WebSocket posts of the notifier and of $connect closing a connection beyond the limit, a dead letter) are allowed by their roles', async () => {
    const evaluation = await evaluateRecording(fixture, functions);
    expect(evaluation.errors).toEqual([]);
    expect(evaluation.denials.map((d) => d.message)).toEqual([]);
  });

  it('a grant taken out of a role fails the evaluation, naming the function, the action, the key and the missing statement', async () => {
    const sansSession = without('bureaux/get-bureau', (s) => s.includes('SESSION#*'));
    const { denials } = await evaluateRecording(fixture, sansSession);
    expect(denials).toHaveLength(1);
    const [denial] = denials;
    expect(denial!.message).toContain('bureaux/get-bureau: dynamodb:UpdateItem on arn:aws:dynamodb:');
    expect(denial!.message).toContain('dynamodb:LeadingKeys=SESSION#s1');
    expect(JSON.parse(denial!.statement)).toEqual({
      Effect: 'Allow',
      Action: 'dynamodb:UpdateItem',
      Resource: `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/umj-production-donnees`,
      Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SESSION#*'] } },
    });
  });

  it('a call a Deny statement refuses names that statement: no role may rewrite an audit entry', async () => {
    const rewrite = { fonction: 'bureaux/update-bureau', action: 'dynamodb:UpdateItem', ressource: TABLE };
    const { denials } = await evaluateRecording(
      recordingOf({ ...rewrite, contexte: { 'dynamodb:LeadingKeys': ['AUDIT#2026-01-01#2'] } }),
      functions,
    );
    expect(denials.map((d) => d.message)).toEqual([
      expect.stringMatching(
        /bureaux\/update-bureau: dynamodb:UpdateItem .* is denied by \S+ statement \d+: .*"Effect":"Deny"/,
      ),
    ]);
  });

  it('a call naming a variable its function’s template does not set, or made by no function of the templates, is an error', async () => {
    const { errors } = await evaluateRecording(
      recordingOf(
        {
          fonction: 'repartitions/calculer-repartitions',
          action: 's3:GetObject',
          ressource: 'arn:aws:s3:::${FILES_BUCKET}/x',
        },
        { fonction: 'bureaux/inconnu', action: 'dynamodb:GetItem', ressource: TABLE },
      ),
      functions,
    );
    expect(errors).toEqual([
      'repartitions/calculer-repartitions: s3:GetObject on arn:aws:s3:::${FILES_BUCKET}/x: the template does not set FILES_BUCKET for repartitions/calculer-repartitions',
      'bureaux/inconnu: recorded, but no function of the templates serves it',
    ]);
  });

  it('least privilege: counts the actions a role grants and its function never used, and its table writes beyond the key prefixes it wrote', async () => {
    const { callsByFunction } = await evaluateRecording(fixture, functions);
    const only = new Map([['bureaux/update-bureau', functions.get('bureaux/update-bureau')!]]);
    const [report] = leastPrivilegeReport(only, callsByFunction);
    // It read nothing and deleted nothing in the fixture; the service's own actions (logs) are not counted.
    expect(report!.unused).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:DeleteItem']));
    expect(report!.unused).not.toContain('logs:PutLogEvents');
    expect(report!.writesOutside).toEqual([
      'dynamodb:PutItem, dynamodb:UpdateItem, dynamodb:DeleteItem, dynamodb:BatchWriteItem on the whole table (written: AUDIT# BUREAUX)',
    ]);
    expect(leastPrivilegeFigures([report!]).wildcardActions).toBe(0);
  });
});
