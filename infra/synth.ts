import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Environment, Validations } from 'aws-cdk-lib';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { RouteDefinition } from '../shared/api/contract';
import { deployConfigSchema, type DeployConfig } from './config';
import { addProductStacks, type ProductStacks } from './product';

export interface NagViolation {
  readonly rule: string;
  readonly severity: string;
  readonly path: string;
}

export interface SynthResult {
  readonly app: App;
  readonly stacks: ProductStacks;
  readonly assembly: CloudAssembly | undefined;
  /** Every cdk-nag finding that was not acknowledged in code; the gate wants none. */
  readonly violations: readonly NagViolation[];
}

interface ValidationReport {
  pluginReports: { violations: { ruleName: string; severity: string; violatingConstructs: { constructPath: string }[] }[] }[];
}

/**
 * Synthesizes the whole product offline, in a temporary folder, with the AwsSolutions checks on:
 * the same app `npm run synth` builds, for template tests. The web build is a stand-in page
 * with one hashed file and its source map (a template test asserts the deployment, not the app;
 * `npm run synth` uses web/dist).
 */
export function synthProduct(
  config: Partial<DeployConfig> = {},
  options: {
    routes?: readonly RouteDefinition[];
    /** The routes built in the API stack itself. @default routesBuiltInApiStack (infra/api-areas.ts) */
    routesInApiStack?: ReadonlySet<string>;
    /** A course media folder (laid out as content/course) to deploy. @default none */
    mediaAssetPath?: string;
    extend?: (stacks: ProductStacks) => void;
    /** Account and region, as the CLI passes them. @default environment-agnostic */
    env?: Environment;
    /** Bundle every function with esbuild (slow); off for tests that look at other stacks. @default true */
    bundle?: boolean;
  } = {},
): SynthResult {
  const outdir = mkdtempSync(join(tmpdir(), 'pc-cdk-'));
  const webAssetPath = mkdtempSync(join(tmpdir(), 'pc-web-'));
  writeFileSync(join(webAssetPath, 'index.html'), '<!doctype html><title>Physician Contracts</title>');
  mkdirSync(join(webAssetPath, 'assets'));
  writeFileSync(join(webAssetPath, 'assets', 'index-Bx7c2a9f.js'), 'console.log(1);\n//# sourceMappingURL=index-Bx7c2a9f.js.map');
  writeFileSync(join(webAssetPath, 'assets', 'index-Bx7c2a9f.js.map'), '{"version":3,"sources":["src/main.tsx"],"mappings":""}');
  writeFileSync(join(webAssetPath, 'favicon.svg.map'), '{}');
  // Asset metadata (as the CLI writes it) lets tests find each function's bundle; an empty
  // bundling-stacks list skips esbuild (as `cdk deploy --exclusively` does for other stacks).
  const app = new App({
    outdir,
    context: { 'aws:cdk:enable-asset-metadata': true, ...(options.bundle === false ? { 'aws:cdk:bundling-stacks': [] } : {}) },
  });
  const parsed = deployConfigSchema.parse({
    stage: 'test',
    staffEmail: 'staff@example.com',
    senderEmail: 'no-reply@example.com',
    ...config,
  });
  const stacks = addProductStacks(
    app,
    parsed,
    { webAssetPath, ...(options.mediaAssetPath ? { mediaAssetPath: options.mediaAssetPath } : {}) },
    {
      ...(options.routes ? { routes: options.routes } : {}),
      ...(options.routesInApiStack ? { routesInApiStack: options.routesInApiStack } : {}),
      ...(options.env ? { env: options.env } : {}),
    },
  );
  options.extend?.(stacks);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  let assembly: CloudAssembly | undefined;
  let violations: NagViolation[] = [];
  try {
    assembly = app.synth();
  } catch (error) {
    if ((error as Error).name !== 'ValidationFailed') throw error;
  }
  const reportFile = join(outdir, 'validation-report.json');
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as ValidationReport;
    violations = report.pluginReports.flatMap((plugin) =>
      plugin.violations.flatMap((violation) =>
        violation.violatingConstructs.map((construct) => ({
          rule: violation.ruleName,
          severity: violation.severity,
          path: construct.constructPath,
        })),
      ),
    );
  }
  return { app, stacks, assembly, violations };
}
