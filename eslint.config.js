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
    selector:
      "Program:has(ImportDeclaration[source.value='zod/mini'][importKind!='type']):not(:has(ImportDeclaration[source.value=/zod-locale(\\.ts)?$/]))",
    message: "A module that builds zod/mini schemas also imports shared/zod-locale, so issues keep zod's English messages.",
  },
];

const localBranch = {
  selector: 'Identifier[name=/^(isLocal|IS_LOCAL|isOffline|LOCAL_STACK)$/]',
  message: 'No if (local) in product code: put the difference in infra/local or configuration.',
};

/**
 * The web app reads each text by name (`messages.auth.sessionEnded`), so the bundler keeps only the
 * texts a page reads. An area used as a value (`messages.auth[key]`, `const text = messages.auth`,
 * passing or spreading it) builds its namespace object and keeps every text of the area.
 */
const messagesReads = [
  {
    selector: "MemberExpression[computed=true][object.type='MemberExpression'][object.object.name='messages']",
    message: 'Read a text by name (a map of the few texts you need, each read as messages.area.name): indexing keeps every text of the area.',
  },
  {
    selector: "MemberExpression[object.name='messages']:not(.object):not(.callee)",
    message: 'Read each text as messages.area.name: an area used as a value keeps every text of it in the bundle.',
  },
];

/**
 * Code in another top-level folder is reached by a Node subpath import (package.json "imports":
 * #shared/*, #functions/*, #infra/*, #test/*, #web/*, with the file's extension), not by climbing.
 */
const subpathImports = [
  {
    regex: '^(\\.\\./){2,}',
    message: 'Import through a subpath (#shared/…, #functions/…, #infra/…, #test/…, #web/…, with its extension) instead of climbing ../../.',
  },
];

// '#' starts a comment in gitignore-style groups, so subpath imports are matched by regex.
const noLocal = 'No if (local) in product code: put the difference in infra/local or configuration.';
const localPatterns = [
  { group: ['**/infra/local/*', '**/infra/local/**'], message: noLocal },
  { regex: '^#infra/local/', message: noLocal },
];
const wholeContract =
  'Import the route from shared/api/routes/<id> (and helpers from shared/api/route-definition): the whole contract costs every cold start.';

/**
 * esbuild (the functions' bundler) keeps every text of an area read as `messages.auth.sessionEnded`
 * through the catalogue (a namespace within a namespace): code that functions bundle imports the
 * area's module (`import * as authMessages from '#shared/messages/auth.ts'`), whose unread texts it
 * drops. The web app's bundler has no such limit (messagesReads).
 */
const messageAreas = [
  {
    regex: '^(#shared/|\\.\\./|\\./)messages(\\.ts)?$',
    allowTypeImports: true,
    message: "Import the area's module (#shared/messages/auth.ts as authMessages): esbuild keeps a whole area read through the catalogue.",
  },
];

/** The key builders through table.ts's re-export: esbuild then keeps every builder (functions/adapters/table-keys.ts). */
const tableKeys = [
  {
    group: ['**/table', '!**/table-keys'],
    importNames: ['keys'],
    message: "Import the key builders as `import * as keys from './table-keys'`: through table.ts, esbuild keeps every builder.",
  },
];

/**
 * What every function module may not import: the embedded stack, the whole contract (types
 * excepted), the messages catalogue, the key builders through table.ts.
 */
const functionPatterns = [
  ...subpathImports,
  ...localPatterns,
  ...messageAreas,
  ...tableKeys,
  { group: ['**/shared/api/contract'], allowTypeImports: true, message: wholeContract },
  { regex: '^#shared/api/contract(\\.ts)?$', allowTypeImports: true, message: wholeContract },
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
      'no-restricted-imports': ['error', { patterns: subpathImports }],
    },
  },
  {
    // Domain code is shared by the browser and the functions: no AWS SDK, no React, no Node built-ins.
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...subpathImports, ...messageAreas, { group: ['@aws-sdk/*', 'react', 'react-dom', 'node:*', 'aws-amplify', 'aws-amplify/*'] }],
        },
      ],
    },
  },
  {
    // Handlers and repositories never branch on where they run: the difference lives in infra/local.
    files: ['functions/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...zodImports, localBranch],
      'no-restricted-imports': ['error', { patterns: [...subpathImports, ...localPatterns] }],
    },
  },
  {
    // A handler's cold start builds only its own route's schemas: functions import a route from
    // shared/api/routes/<id>, never the whole contract (types alone are free).
    files: ['functions/**/*.ts'],
    ignores: ['functions/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: functionPatterns }] },
  },
  // The functions by layer: handlers call services (and the route factory in http/), services call
  // adapters, and only adapters talk to AWS. Each layer lists what it may not import (flat config
  // replaces a rule's options per file, so each block repeats functionPatterns). Tests may mock any layer.
  {
    // Jobs (functions/jobs: a schedule or an AWS event starts them) are handlers too.
    files: ['functions/handlers/**/*.ts', 'functions/jobs/**/*.ts'],
    ignores: ['functions/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...functionPatterns,
            {
              group: ['**/adapters/*', '**/adapters/**', '@aws-sdk/*', 'aws-sdk'],
              message:
                'A handler calls a service (functions/services) and the route factory (functions/http); AWS clients and the table live in functions/adapters, behind a service.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/services/**/*.ts'],
    ignores: ['functions/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...functionPatterns,
            {
              group: ['@aws-sdk/*', 'aws-sdk'],
              message: 'A service calls AWS through functions/adapters (one module per store or service), never a client or command itself.',
            },
            { group: ['**/handlers/*', '**/handlers/**'], message: 'Services are called by handlers, not the other way round.' },
          ],
        },
      ],
    },
  },
  {
    // The route factory reads the caller's account record (adapters/accounts); nothing in http/ runs a use case.
    files: ['functions/http/**/*.ts'],
    ignores: ['functions/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...functionPatterns,
            { group: ['@aws-sdk/*', 'aws-sdk'], message: 'HTTP plumbing reaches AWS only through functions/adapters.' },
            {
              group: ['**/services/*', '**/services/**', '**/handlers/*', '**/handlers/**'],
              message: 'functions/http is the plumbing every handler shares: it may not depend on a use case (services) or a handler.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/adapters/**/*.ts'],
    ignores: ['functions/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...functionPatterns,
            {
              group: ['**/services/*', '**/services/**', '**/http/*', '**/http/**', '**/handlers/*', '**/handlers/**'],
              message: 'An adapter knows its store (and shared/), not the use cases or HTTP: services and http call adapters, never the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app's bundles keep only the texts a page reads (messagesReads).
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...zodImports, localBranch, ...messagesReads],
    },
  },
  {
    // The one place that registers zod's English locale.
    files: ['shared/zod-locale.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
