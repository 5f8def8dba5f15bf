// One lint configuration for the whole repository. It also checks the module boundaries of
// docs/architecture.md#module-boundaries (dependency-cruiser 17 does not read TypeScript 6 and 18 needs
// Node 22).
import tseslint from 'typescript-eslint';

// ---------------------------------------------------------------------------------------------
// Web module boundaries (docs/architecture.md#module-boundaries; kept in step with
// web/test/boundaries.test.ts). Each folder's block restates the SPA's base restrictions, because a
// later `no-restricted-imports` replaces an earlier one for the same file.
const WEB_BASE_PATTERNS = [
  { group: ['@umj/functions/*', '@aws-sdk/*'], message: 'The SPA talks to the API over HTTP only.' },
];
const WEB_BASE_PATHS = [
  { name: 'primereact', message: 'Import PrimeReact components one by one (primereact/button).' },
];
/** A relative import reaching into one of these top folders of web/src. */
const intoWebFolders = (...folders) => `^\\.{1,2}/(?:.*/)?(?:${folders.join('|')})/`;

function webBoundary(files, patterns) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...WEB_BASE_PATTERNS, ...patterns], paths: WEB_BASE_PATHS },
      ],
    },
  };
}

/**
 * A file `depth` folders below `features/<f>/` reaches another feature when it climbs exactly
 * `depth + 1` levels (into `features/`) and goes down again; own files are reached with `./` or `../`.
 */
const featureBlocks = [0, 1, 2, 3].map((depth) =>
  webBoundary(
    [`web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    [
      {
        regex: `^(?:\\.\\./){${depth + 1}}[^./]`,
        message:
          'A feature imports no other feature (docs/architecture.md#module-boundaries): move the shared piece to entities/, components/ or lib/.',
      },
      {
        regex: intoWebFolders('features', 'app'),
        message:
          'A feature imports no other feature and nothing of app/ (docs/architecture.md#module-boundaries).',
      },
    ],
  ),
);

// ---------------------------------------------------------------------------------------------
// Functions module boundaries. As for the SPA, each folder's block restates the base restriction
// (never the SPA), because a later `no-restricted-imports` replaces an earlier one for the same file.
const NO_SPA = {
  group: ['@umj/web/*', 'react', 'primereact/*'],
  message: 'functions/ never imports the SPA.',
};
const NO_LOCAL_RUNTIME = {
  group: ['**/local/*', '@umj/functions/local/*'],
  message: 'Code that runs on AWS never imports the local runtime.',
};

function functionsBoundary(files, patterns = []) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns: [NO_SPA, ...patterns] }] } };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'cdk.out/**',
      '**/coverage/**',
      '.data/**',
      'tests/artifacts/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      // Ambient types of untyped packages are referenced by path from the one file that uses them,
      // so that every workspace compiling that file sees them.
      '@typescript-eslint/triple-slash-reference': [
        'error',
        { path: 'always', types: 'never', lib: 'never' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          // `import { z }` keeps every zod locale and check in each Lambda bundle; the namespace form
          // lets esbuild drop what a handler does not use (measured by npm run bench).
          selector:
            "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[importKind!='type']",
          message: "Importez zod sous la forme `import * as z from 'zod'` (tree-shaking des bundles).",
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'describe', property: 'only', message: 'No focused tests.' },
        { object: 'it', property: 'only', message: 'No focused tests.' },
        { object: 'test', property: 'only', message: 'No focused tests.' },
        { object: 'describe', property: 'skip', message: 'No skipped tests.' },
        { object: 'it', property: 'skip', message: 'No skipped tests.' },
        { object: 'test', property: 'skip', message: 'No skipped tests.' },
      ],
    },
  },
  {
    // The domain package is pure: no AWS, no React, no Node I/O, nothing from other workspaces.
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@aws-sdk/*', 'aws-cdk-lib', 'aws-cdk-lib/*'], message: 'shared/ has no AWS.' },
            { group: ['react', 'react-dom', 'react/*', 'primereact/*'], message: 'shared/ has no React.' },
            {
              group: ['node:*', 'fs', 'path', 'http', 'https', 'child_process'],
              message: 'shared/ has no I/O.',
            },
            {
              group: ['@umj/functions/*', '@umj/web/*', '@umj/infra/*'],
              message: 'shared/ imports no other workspace.',
            },
          ],
        },
      ],
    },
  },
  functionsBoundary(['functions/src/**/*.ts']),
  // Handlers run on AWS: they never import the local stand-ins (DynamoDB Local, s3rver, gateway).
  functionsBoundary(['functions/src/{handlers,lib,data,seed}/**/*.ts'], [NO_LOCAL_RUNTIME]),
  // data/ sits below lib/: persistence raises the domain errors of src/errors.ts and knows nothing of
  // the request pipeline, auth or adapters (docs/architecture.md#module-boundaries), but for the AWS
  // call recording the one DynamoDB client carries (lib/adapters/appels-aws.ts).
  functionsBoundary(
    ['functions/src/data/**/*.ts'],
    [
      NO_LOCAL_RUNTIME,
      {
        regex:
          '^(\\.\\./)+(lib/(?!adapters/appels-aws\\.ts$)|handlers/|services/)|^@umj/functions/(lib|handlers|services)/',
        message:
          'data/ does not import lib/, services/ or handlers/ (errors live in functions/src/errors.ts).',
      },
    ],
  ),
  // One handler per file, none importing another; what handlers of a resource share sits beside them
  // in a `*-view.ts` file (the mapping of stored items to API answers, paths, audit targets), what
  // they compute in services/, and in lib/ what every resource needs (docs/architecture.md#module-boundaries).
  functionsBoundary(
    ['functions/src/handlers/**/*.ts'],
    [
      NO_LOCAL_RUNTIME,
      {
        regex:
          '^\\./(?!.*-view(\\.ts)?$)|^\\.\\./(?!\\.\\./)(?!.*-view(\\.ts)?$)|^@umj/functions/handlers/(?!.*-view$)',
        message:
          'A handler imports no other handler; share code through a *-view.ts file beside them or a module of services/.',
      },
    ],
  ),
  // services/ holds what handlers compute (domain work over data/ and lib/ adapters): it imports no
  // handler and no view, so that a service is reusable by any handler, script or seed.
  functionsBoundary(
    ['functions/src/services/**/*.ts'],
    [
      NO_LOCAL_RUNTIME,
      {
        regex: '^(\\.\\./)+handlers/|^@umj/functions/handlers/',
        message: 'services/ imports no handler nor view (docs/architecture.md#module-boundaries).',
      },
    ],
  ),
  webBoundary(['web/src/**/*.{ts,tsx}'], []),
  ...featureBlocks,
  webBoundary(
    ['web/src/components/**/*.{ts,tsx}'],
    [
      {
        regex: intoWebFolders('features', 'entities', 'app'),
        message:
          'components/ holds generic pieces: it imports no feature and nothing of app/ (docs/architecture.md#module-boundaries).',
      },
    ],
  ),
  webBoundary(
    ['web/src/entities/**/*.{ts,tsx}'],
    [
      {
        regex: intoWebFolders('features', 'app'),
        message:
          'entities/ holds what several features show of one entity: it imports no feature and nothing of app/ (docs/architecture.md#module-boundaries).',
      },
    ],
  ),
  webBoundary(
    ['web/src/{lib,i18n}/**/*.{ts,tsx}'],
    [
      {
        regex: intoWebFolders('features', 'entities', 'components', 'app'),
        message:
          'lib/ and i18n/ import no feature, no component and nothing of app/ (docs/architecture.md#module-boundaries).',
      },
    ],
  ),
);
