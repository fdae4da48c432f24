import { fileURLToPath } from 'node:url';
import { lambdaBundleTarget } from '../node-runtime';
import { handlerFileName, type RouteDefinition } from '#shared/api/contract.ts';

/** The repository root, from this file's place in it. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** functions/handlers/<kebab id>.ts: the entry of a route's function. */
export function handlerEntry(route: Pick<RouteDefinition, 'id'>): string {
  return `${repoRoot}functions/handlers/${handlerFileName(route.id)}.ts`;
}

/** functions/jobs/<kebab id>.ts: the entry of a job's function (shared/jobs.ts). */
export function jobEntry(job: Pick<RouteDefinition, 'id'>): string {
  return `${repoRoot}functions/jobs/${handlerFileName(job.id)}.ts`;
}

/**
 * esbuild settings shared by the CDK function construct and `npm run bench:bundles`, so the bench
 * measures exactly what ships. ESM output for Node 24 on Lambda; the banner gives bundled CommonJS
 * dependencies the `require` that ESM lacks.
 */
export const bundlingSettings = {
  platform: 'node',
  target: lambdaBundleTarget,
  format: 'esm',
  minify: true,
  sourcemap: true,
  /**
   * Maps carry positions only, not the sources: a stack trace still names file and line, and Node
   * parses a map a fraction the size at every cold start.
   */
  sourcesContent: false,
  mainFields: ['module', 'main'],
  banner: "import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);",
  /** The functions' NODE_OPTIONS: stack traces through the source maps (Node parses each map at import). */
  nodeOptions: '--enable-source-maps',
} as const;

/**
 * Powertools for AWS Lambda (functions/http/observability.ts, metrics.ts): the service every log line and metric
 * names, and the CloudWatch namespace of the business metrics. Set on every function by the CDK and
 * on the embedded gateway alike.
 */
export const powertoolsEnvironment = {
  POWERTOOLS_SERVICE_NAME: 'physician-contracts-api',
  POWERTOOLS_METRICS_NAMESPACE: 'PhysicianContracts',
} as const;
