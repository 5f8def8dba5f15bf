// One lint configuration for the whole repository. It also checks the module boundaries of
// ARCHITECTURE.md (dependency-cruiser 17 does not read TypeScript 6 and 18 needs Node 22).
import tseslint from 'typescript-eslint';

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
  {
    files: ['functions/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@umj/web/*', 'react', 'primereact/*'], message: 'functions/ never imports the SPA.' },
          ],
        },
      ],
    },
  },
  {
    // Handlers run on AWS: they never import the local stand-ins (DynamoDB Local, s3rver, gateway).
    files: ['functions/src/{handlers,lib,data,seed}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@umj/web/*', 'react', 'primereact/*'], message: 'functions/ never imports the SPA.' },
            {
              group: ['**/local/*', '@umj/functions/local/*'],
              message: 'Handlers never import the local runtime.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@umj/functions/*', '@aws-sdk/*'],
              message: 'The SPA talks to the API over HTTP only.',
            },
          ],
          paths: [
            { name: 'primereact', message: 'Import PrimeReact components one by one (primereact/button).' },
          ],
        },
      ],
    },
  },
);
