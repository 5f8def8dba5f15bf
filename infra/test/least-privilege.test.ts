// CDK (infra/) "least-privilege grants": what each handler's role may do, derived from the
// route table (reads never write business data, no Scan at all, only writers notify, only the
// token handlers read the JWT key, only the mail handlers call SES, only office handlers touch files).
import { describe, expect, it } from 'vitest';
import { apiRoutes, wsRoutes } from '@umj/functions/api/routes';
import { allTemplates, resourcesOfType, sharedTestStack } from './helpers/test-stack.ts';
import { actionsOf, functionOf, resourceBeside, statementsOf, type Statement } from './helpers/functions.ts';

const built = sharedTestStack();
const getRoutes = apiRoutes.filter((r) => r.method === 'GET');
const writeRoutes = apiRoutes.filter((r) => r.method !== 'GET');
const allHandlers = [...apiRoutes.map((r) => r.handler), ...Object.values(wsRoutes)];

const DYNAMODB_WRITES = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

function dynamodbStatements(handler: string): Statement[] {
  return statementsOf(built, handler).filter((s) => actionsOf([s]).some((a) => a.startsWith('dynamodb:')));
}

describe('CDK: least-privilege grants on the table', () => {
  it.each(getRoutes.map((r) => [r.handler]))(
    '§ Data / CDK: GET handler %s reads the table and writes nothing but audit records, its session’s last activity (UpdateItem under SESSION# only) and, for some, the file’s read history or the figures’ aggregates',
    (handler) => {
      const statements = dynamodbStatements(handler);
      const unconditional = statements.filter((s) => !s.Condition);
      expect(actionsOf(unconditional).sort()).toEqual(
        ['dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:GetItem', 'dynamodb:Query'].sort(),
      );
      // § Audit trail: a refused access is recorded, in the audit key space only; (CNIL): a
      // read of one patient file also appends its 'lecture' history event in the offices' key space.
      // (the Deny of rewriting audit entries every role has is checked in audit-trail.test.ts.)
      const conditional = statements.filter((s) => s.Condition && s.Effect === 'Allow');
      const appendUnder = (prefix: string) =>
        expect.objectContaining({
          Action: 'dynamodb:PutItem',
          Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${prefix}*`] } },
        });
      // docs/security.md#authentication (idle timeout): every authenticated call records the session's
      // last activity, at most once a minute, in its `SESSION#<sid>` item; reads too.
      const sessionActivity = expect.objectContaining({
        Action: 'dynamodb:UpdateItem',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SESSION#*'] } },
      });
      // Statistics and accounting store the day aggregates they compute (docs/data-model.md#aggregates).
      const aggregates = expect.objectContaining({
        Action: ['dynamodb:PutItem', 'dynamodb:DeleteItem'],
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['AGREGAT#*'] } },
      });
      expect(conditional).toEqual(
        handler === 'dossiers-patients/get-dossier-patient'
          ? [appendUnder('AUDIT#'), sessionActivity, appendUnder('BUREAU#')]
          : ['statistiques/get-statistiques', 'comptabilite/get-comptabilite'].includes(handler)
            ? [appendUnder('AUDIT#'), sessionActivity, aggregates]
            : [appendUnder('AUDIT#'), sessionActivity],
      );
    },
  );

  it.each(writeRoutes.map((r) => [r.handler]))(
    '§ Data / CDK: write handler %s reads and writes the table',
    (handler) => {
      expect(actionsOf(dynamodbStatements(handler))).toEqual(expect.arrayContaining(DYNAMODB_WRITES));
    },
  );

  it('§ Data (never a Scan): no role may Scan, and no role has a wildcard action', () => {
    const policies = allTemplates(built).flatMap((t) => resourcesOfType(t, 'AWS::IAM::Policy'));
    expect(policies.length).toBeGreaterThanOrEqual(allHandlers.length);
    for (const [, policy] of policies) {
      const actions = actionsOf(policy.Properties.PolicyDocument.Statement as Statement[]);
      expect(actions).not.toContain('dynamodb:Scan');
      expect(actions.filter((a) => a === '*' || a.endsWith(':*'))).toEqual([]);
    }
  });

  it('§ CDK: handler roles have no managed policy (only their own inline grants)', () => {
    for (const handler of allHandlers) {
      const { fn } = functionOf(built, handler);
      const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
      expect(resourceBeside(built, handler, roleId).Properties.ManagedPolicyArns, handler).toBeUndefined();
    }
  });
});

describe('CDK: least-privilege grants beyond the table', () => {
  const hasAction = (handler: string, action: string) =>
    actionsOf(statementsOf(built, handler)).includes(action);

  it('§ WebSocket: every write handler may post to connections, and $connect (it closes the connections its registration replaced); GET handlers, $disconnect and $default may not', () => {
    for (const handler of [...writeRoutes.map((r) => r.handler), wsRoutes.$connect]) {
      expect(hasAction(handler, 'execute-api:ManageConnections'), handler).toBe(true);
    }
    for (const handler of [...getRoutes.map((r) => r.handler), wsRoutes.$disconnect, wsRoutes.$default]) {
      expect(hasAction(handler, 'execute-api:ManageConnections'), handler).toBe(false);
    }
  });

  it('§ WebSocket: $connect and $disconnect write the connections partition only (register, forget), $default writes nothing; all three only append refusals to the audit trail elsewhere', () => {
    const connexions = expect.objectContaining({
      Action: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
      Condition: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['CONNEXIONS'] } },
    });
    const audit = expect.objectContaining({
      Action: 'dynamodb:PutItem',
      Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['AUDIT#*'] } },
    });
    for (const [key, handler] of Object.entries(wsRoutes)) {
      const statements = dynamodbStatements(handler);
      const unconditional = statements.filter((s) => !s.Condition);
      expect(
        actionsOf(unconditional).filter((a) => DYNAMODB_WRITES.includes(a)),
        handler,
      ).toEqual([]);
      const conditional = statements.filter((s) => s.Condition && s.Effect === 'Allow');
      expect(conditional, handler).toEqual(key === '$default' ? [audit] : [audit, connexions]);
    }
  });

  it('§ API (JWT and one-time codes) and (origin header): every handler may read the value of the signing key and of the origin secret, and nothing else of Secrets Manager', () => {
    for (const handler of allHandlers) {
      const secrets = statementsOf(built, handler).filter((s) =>
        actionsOf([s]).some((a) => a.startsWith('secretsmanager:')),
      );
      expect(actionsOf(secrets), handler).toEqual([
        'secretsmanager:GetSecretValue',
        'secretsmanager:GetSecretValue',
      ]);
      expect(secrets.map((r) => JSON.stringify(r.Resource)).sort(), handler).toEqual([
        expect.stringMatching(/^\{"Ref":"JwtSigningKeySecret/),
        expect.stringMatching(/^\{"Ref":"OriginHeaderSecret/),
      ]);
    }
  });

  it('§ API (codes sent by e-mail through SES): only sign-up, forgotten password and the invitation of a created user may send, from MAIL_FROM only', () => {
    for (const handler of allHandlers) {
      expect(hasAction(handler, 'ses:SendEmail'), handler).toBe(
        ['auth/signup', 'auth/forgot-password', 'utilisateurs/create-utilisateur'].includes(handler),
      );
    }
    const [statement] = statementsOf(built, 'auth/signup').filter((s) => s.Action === 'ses:SendEmail');
    expect(statement!.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'umj@example.fr' } });
  });

  it('§ API (logos through presigned URLs): only office, blank-document, report-type and attachment handlers (and GET of one patient file) sign S3 URLs; GET handlers only downloads; DELETE handlers delete the objects of their items (the logo with its office, a file with its item), as do the writes that check a stored file', () => {
    for (const handler of allHandlers) {
      const s3Actions = [
        ...new Set(actionsOf(statementsOf(built, handler)).filter((a) => a.startsWith('s3:'))),
      ];
      const route = apiRoutes.find((r) => r.handler === handler);
      const checksStoredFiles = [
        'documents-vierges/create-document-vierge',
        'dprapports/create-dprapport',
        'dprapports/update-dprapport',
      ].includes(handler);
      // GET of one patient file signs its attachments' downloads; the check of an uploaded
      // attachment reads it, writes the photo's preview and deletes a refused file.
      const readsFiles = handler === 'dossiers-patients/get-dossier-patient';
      // The bordereau's PDF and Chorus CSV are written by the GET that signs their download.
      const writesItsDownload = ['bordereaux/get-bordereau-pdf', 'bordereaux/export-bordereau'].includes(
        handler,
      );
      if (handler === 'pieces/create-piece')
        expect(s3Actions.sort(), handler).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
      else if (writesItsDownload) expect(s3Actions.sort(), handler).toEqual(['s3:GetObject', 's3:PutObject']);
      else if (readsFiles) expect(s3Actions, handler).toEqual(['s3:GetObject']);
      // The verification reads the audit digests (audit-trail.test.ts checks which bucket).
      else if (handler === 'audit/verifier-audit') expect(s3Actions, handler).toEqual(['s3:GetObject']);
      else if (!/^(bureaux|documents-vierges|dprapports|pieces)\//.test(handler))
        expect(s3Actions, handler).toEqual([]);
      else if (route?.method === 'GET') expect(s3Actions, handler).toEqual(['s3:GetObject']);
      else if (route?.method === 'DELETE' || checksStoredFiles)
        expect(s3Actions.sort(), handler).toEqual(['s3:DeleteObject', 's3:GetObject']);
      else expect(s3Actions.sort(), handler).toEqual(['s3:GetObject', 's3:PutObject']);
    }
  });

  it('the S3 permissions of each handler apply under the key prefixes of its own objects only, never the whole files bucket', () => {
    const expected: Record<string, string[]> = {
      // The attachment's upload form writes under incoming/ only; the check moves the file out of it.
      'pieces/create-piece-televersement': ['incoming/dossiers/'],
      'pieces/create-piece': ['dossiers/', 'incoming/dossiers/'],
      'dossiers-patients/get-dossier-patient': ['dossiers/'],
      'bordereaux/get-bordereau-pdf': ['bordereaux/', 'bureaux/'],
      'bordereaux/export-bordereau': ['bordereaux/'],
    };
    const byFolder: Record<string, string> = {
      bureaux: 'bureaux/',
      'documents-vierges': 'documents-vierges/',
      dprapports: 'dprapports/modeles/',
      pieces: 'dossiers/',
    };
    for (const handler of allHandlers.filter((h) => h !== 'audit/verifier-audit')) {
      const s3 = statementsOf(built, handler).filter((s) => actionsOf([s]).some((a) => a.startsWith('s3:')));
      if (s3.length === 0) continue;
      // Each resource is the files bucket's ARN (a parameter of the family stack) joined to '/<prefix>*'.
      const prefixes = s3
        .flatMap((s) => [s.Resource].flat())
        .map((r) => /"\/([^"]*)\*"\]\]\}$/.exec(JSON.stringify(r))?.[1] ?? `whole: ${JSON.stringify(r)}`);
      const folder = handler.split('/')[0]!;
      expect(prefixes.sort(), handler).toEqual(expected[handler] ?? [byFolder[folder]]);
    }
    // The bordereau's PDF only reads the office logo (it writes under bordereaux/ only).
    const logo = statementsOf(built, 'bordereaux/get-bordereau-pdf').filter((s) =>
      JSON.stringify(s.Resource).includes('/bureaux/*'),
    );
    expect(logo.map((s) => s.Action)).toEqual(['s3:GetObject']);
  });
});
