// CDK (infra/): every handler of the route table as a Lambda function with the right
// defaults and exactly the environment the handlers read on AWS.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiRoutes, wsRoutes } from '@umj/functions/api/routes';
import { handlerEntry } from '../lib/paths.ts';
import { familyOf } from '../lib/stateless/handler-functions.ts';
import { resourcesOfType, sharedTestStack } from './helpers/test-stack.ts';
import { functionOf, handlerFunctions, propertiesOf, resourceBeside } from './helpers/functions.ts';

const built = sharedTestStack();
const allHandlers = [...apiRoutes.map((r) => r.handler), ...Object.values(wsRoutes)];

/** Variables of functions/src/config/env.ts that only the local runtime (or the tests) set. */
const LOCAL_ONLY_ENV = [
  'DYNAMODB_ENDPOINT',
  'S3_ENDPOINT',
  'SQS_ENDPOINT',
  'JWT_SECRET',
  'ORIGIN_SECRET',
  'MAIL_OUTBOX_DIR',
  // The recording of the AWS calls in the tests (docs/deployment.md#the-permissions-the-tests-use).
  'UMJ_APPELS_AWS_FICHIER',
];
/** Read by the scheduled payment split only (its own function: test/scheduled-split.test.ts). */
const SCHEDULED_SPLIT_ENV = ['SPLIT_DEAD_LETTER_QUEUE_URL'];
/** Read by Powertools itself (service, metrics namespace, log sampling: infra/lib/operations/aspect.ts). */
const POWERTOOLS_ENV = [
  'POWERTOOLS_SERVICE_NAME',
  'POWERTOOLS_METRICS_NAMESPACE',
  'POWERTOOLS_LOGGER_SAMPLE_RATE',
];
/** Set by the Lambda runtime itself. */
const RUNTIME_ENV = ['AWS_REGION'];

function envNamesReadByHandlers(): string[] {
  const source = readFileSync(fileURLToPath(import.meta.resolve('@umj/functions/config/env')), 'utf8');
  return [...source.matchAll(/(?:optional|required)\('([A-Z0-9_]+)'\)/g)].map((m) => m[1]!);
}

describe('CDK: one Lambda function per route of the route table', () => {
  it('§ CDK: exactly one function per REST route and per WebSocket route', () => {
    const functions = handlerFunctions(built);
    expect([...functions.keys()].sort()).toEqual([...allHandlers].sort());
    expect(new Set(allHandlers).size).toBe(allHandlers.length);
  });

  it('§ CDK (CloudFormation 500-resource limit): each function is in the nested stack of its family (the folder of its handler), one nested stack per family, none in the parent stack', () => {
    for (const [handler, { family }] of handlerFunctions(built)) {
      expect(family.family, handler).toBe(familyOf(handler));
    }
    expect([...built.families.keys()].sort()).toEqual([...new Set(allHandlers.map(familyOf))].sort());
    expect(familyOf('dossiers-patients/get-dossier-patient')).toBe('dossiers-patients');
    const inParent = resourcesOfType(built.template, 'AWS::Lambda::Function').filter(([, fn]) =>
      /^UMJ /.test(String(fn.Properties.Description ?? '')),
    );
    expect(inParent).toEqual([]);
    const nestedStacks = Object.keys(built.template.findResources('AWS::CloudFormation::Stack'));
    expect(nestedStacks).toEqual(
      expect.arrayContaining([...built.families.values()].map((f) => f.logicalId)),
    );
  });

  it('§ CDK: the real app finds the entry file of every route (functions/src/handlers/<handler>.ts)', () => {
    const missing = allHandlers.filter((handler) => !existsSync(handlerEntry(handler)));
    expect(missing).toEqual([]);
  });

  it('§ CDK: Node.js 22 on arm64, ESM bundle entry, X-Ray, own log group, 10 s timeout', () => {
    for (const handler of allHandlers) {
      const { fn } = functionOf(built, handler);
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Timeout: 10,
        TracingConfig: { Mode: 'Active' },
      });
      expect(fn.Properties.LoggingConfig.LogGroup.Ref).toMatch(/Logs/);
    }
  });

  it('§ API (scrypt N=2^17): the password-hashing handlers and the photo check (sharp) get 1024 MB, the others 512 MB', () => {
    // The invitation of a created user hashes its (unknown) initial password.
    const hashing = [
      'auth/login',
      'auth/signup',
      'auth/reset-password',
      'auth/change-password',
      'utilisateurs/create-utilisateur',
      'pieces/create-piece',
    ];
    for (const handler of allHandlers) {
      const { fn } = functionOf(built, handler);
      expect(fn.Properties.MemorySize, handler).toBe(hashing.includes(handler) ? 1024 : 512);
    }
  });

  it('§ CDK + (log groups: retention 1 year, retained): every log group of a handler keeps one year and survives the stack', () => {
    for (const handler of allHandlers) {
      const { fn } = functionOf(built, handler);
      const logGroup = resourceBeside(built, handler, fn.Properties.LoggingConfig.LogGroup.Ref);
      expect(logGroup.Properties.RetentionInDays, handler).toBe(365);
      expect(logGroup.DeletionPolicy, handler).toBe('Retain');
      expect(logGroup.UpdateReplacePolicy, handler).toBe('Retain');
    }
  });
});

describe('CDK: the environment of the handlers on AWS', () => {
  const expectedNames = envNamesReadByHandlers().filter(
    (name) =>
      !LOCAL_ONLY_ENV.includes(name) && !RUNTIME_ENV.includes(name) && !SCHEDULED_SPLIT_ENV.includes(name),
  );

  it('§ One code path, two runtimes: every variable env.ts reads on AWS is set, and nothing local-only', () => {
    expect(expectedNames).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'FILES_BUCKET', 'WS_MANAGEMENT_ENDPOINT', 'JWT_SECRET_ARN']),
    );
    for (const handler of allHandlers) {
      const { fn } = functionOf(built, handler);
      const names = Object.keys(fn.Properties.Environment.Variables);
      // NODE_OPTIONS only turns on the bundled source maps for stack traces.
      expect(names.sort(), handler).toEqual([...expectedNames, ...POWERTOOLS_ENV, 'NODE_OPTIONS'].sort());
      for (const local of LOCAL_ONLY_ENV) expect(names).not.toContain(local);
    }
  });

  it('§ CDK: values point at the stack resources, SES mode, the context sender and the site origin', () => {
    // Values of the parent stack reach the nested stacks as parameters: followed back to the parent.
    const vars = propertiesOf(built, 'auth/login').Environment.Variables;
    expect(vars.MAIL_MODE).toBe('ses');
    expect(vars.MAIL_FROM).toBe('umj@example.fr');
    expect(vars.JWT_ISSUER).toBe('umj-backoffice');
    expect(vars.JWT_AUDIENCE).toBe('umj-backoffice-spa');
    expect(vars.NODE_OPTIONS).toBe('--enable-source-maps');
    expect(vars.TABLE_NAME.Ref).toMatch(/^DataTable/);
    expect(vars.FILES_BUCKET.Ref).toMatch(/^BucketsFiles/);
    expect(vars.JWT_SECRET_ARN.Ref).toMatch(/^JwtSigningKeySecret/);
    expect(JSON.stringify(vars.WS_MANAGEMENT_ENDPOINT)).toMatch(
      /^\{"Fn::Join":\["",\["https:\/\/",\{"Ref":"WebSocketApi.*"\/ws"\]\]\}$/,
    );
    // The CloudFront site first, then the context's extra origins.
    expect(vars.ALLOWED_ORIGINS).toEqual({
      'Fn::Join': [
        '',
        [
          'https://',
          { 'Fn::GetAtt': [expect.stringMatching(/^WebDistribution/), 'DomainName'] },
          ',https://umj.example.fr',
        ],
      ],
    });
  });
});
