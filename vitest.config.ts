import { defineConfig } from 'vitest/config';

// Three suites: unit tests beside their source, integration tests against an embedded stack
// the suite starts itself, and end-to-end tests driving Debian's Chromium against that stack.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'infra/local/**/*.test.ts',
            'infra/scripts/**/*.test.ts',
            'infra/config.test.ts',
            'infra/node-runtime.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'test/support/**/*.test.ts',
            // The first-visit JavaScript budgets (a production build of the web app, ~30 s).
            'bench/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // Template tests: the CDK app synthesized offline, cdk-nag gate included (esbuild bundles every function).
        extends: true,
        test: {
          name: 'infra',
          include: ['infra/**/*.test.ts'],
          exclude: ['infra/local/**', 'infra/scripts/**', 'infra/config.test.ts', 'infra/node-runtime.test.ts', '**/node_modules/**'],
          testTimeout: 120_000,
          // A synth bundles every function (27 routes): minutes on a busy 2-core machine.
          hookTimeout: 420_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.integ.test.ts'],
          globalSetup: ['test/support/stack-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.test.ts'],
          globalSetup: ['test/support/e2e-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
