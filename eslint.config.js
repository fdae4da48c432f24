import tseslint from 'typescript-eslint';

// Every Lambda imports the API contract, which builds every route's schemas at import. Classic zod
// adds about 13 ms to a cold import and its schemas are dearer to build; zod/mini is tree-shakable
// and cheap to import (measured: +3 ms vs +13 ms). So schemas use `import * as z from 'zod/mini'`
// (the namespace, so bundles keep only what is used); zod's core types may be imported as types.
const zodImports = [
  {
    selector:
      "ImportDeclaration[source.value=/^zod(\\/.*)?$/]:not([source.value='zod/mini']):not([source.value='zod/v4/core'][importKind='type']), ImportExpression[source.value=/^zod(\\/.*)?$/]",
    message:
      "Import zod as `import * as z from 'zod/mini'` (types only: `import type * as core from 'zod/v4/core'`): classic zod adds ~13 ms to every Lambda's cold start and to the web app's first load.",
  },
  {
    selector: "ImportDeclaration[source.value='zod/mini'][importKind!='type'] > :matches(ImportSpecifier, ImportDefaultSpecifier)",
    message: "Use `import * as z from 'zod/mini'` so bundles keep only the zod they use.",
  },
  {
    // zod/mini has no messages of its own: shared/zod-locale.ts registers English, as classic zod did.
    selector: "Program:has(ImportDeclaration[source.value='zod/mini'][importKind!='type']):not(:has(ImportDeclaration[source.value=/zod-locale$/]))",
    message: "A module that builds zod/mini schemas also imports shared/zod-locale, so issues keep zod's English messages.",
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.local/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      'no-restricted-syntax': ['error', ...zodImports],
    },
  },
  {
    // Domain code is shared by the browser and the functions: no AWS SDK, no React, no Node built-ins.
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@aws-sdk/*', 'react', 'react-dom', 'node:*', 'aws-amplify', 'aws-amplify/*'] }],
    },
  },
  {
    // Handlers and repositories never branch on where they run: the difference lives in infra/local.
    files: ['functions/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...zodImports,
        {
          selector: 'Identifier[name=/^(isLocal|IS_LOCAL|isOffline|LOCAL_STACK)$/]',
          message: 'No if (local) in product code: put the difference in infra/local or configuration.',
        },
      ],
      'no-restricted-imports': ['error', { patterns: ['**/infra/local/*', '**/infra/local/**'] }],
    },
  },
  {
    // A handler's cold start builds only its own route's schemas: functions import a route from
    // shared/api/routes/<id>, never the whole contract (types alone are free).
    files: ['functions/**/*.ts'],
    ignores: ['functions/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/infra/local/*', '**/infra/local/**'],
              message: 'No if (local) in product code: put the difference in infra/local or configuration.',
            },
            {
              group: ['**/shared/api/contract'],
              allowTypeImports: true,
              message:
                'Import the route from shared/api/routes/<id> (and helpers from shared/api/route-definition): the whole contract costs every cold start.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one place that registers zod's English locale.
    files: ['shared/zod-locale.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
