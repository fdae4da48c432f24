import tseslint from 'typescript-eslint';

// `import { z } from 'zod'` bundles all of zod (about 450 KB, every locale); `import * as z` lets
// esbuild and Vite keep only what is used (about 85 KB). Each Lambda's cold start depends on it.
const zodNamespaceImport = {
  selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z']",
  message: "Use `import * as z from 'zod'` so bundles keep only the zod they use.",
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.local/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      'no-restricted-syntax': ['error', zodNamespaceImport],
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
        zodNamespaceImport,
        { selector: "Identifier[name=/^(isLocal|IS_LOCAL|isOffline|LOCAL_STACK)$/]", message: 'No if (local) in product code: put the difference in infra/local or configuration.' },
      ],
      'no-restricted-imports': ['error', { patterns: ['**/infra/local/*', '**/infra/local/**'] }],
    },
  },
);
