import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
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
 * (a template test asserts the deployment, not the app; `npm run synth` uses web/dist).
 */
export function synthProduct(
  config: Partial<DeployConfig> = {},
  options: {
    routes?: readonly RouteDefinition[];
    /** A course media folder (laid out as content/course) to deploy. @default none */
    mediaAssetPath?: string;
    extend?: (stacks: ProductStacks) => void;
  } = {},
): SynthResult {
  const outdir = mkdtempSync(join(tmpdir(), 'pc-cdk-'));
  const webAssetPath = mkdtempSync(join(tmpdir(), 'pc-web-'));
  writeFileSync(join(webAssetPath, 'index.html'), '<!doctype html><title>Physician Contracts</title>');
  // Asset metadata (as the CLI writes it) lets tests find each function's bundle.
  const app = new App({ outdir, context: { 'aws:cdk:enable-asset-metadata': true } });
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
    options.routes ? { routes: options.routes } : {},
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
