/**
 * The CDK app: `npm run synth` / `npm run deploy`. Configuration comes from CDK context (cdk.json,
 * overridden with -c key=value); see the README's deploy section.
 */
import { existsSync, readdirSync } from 'node:fs';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { parseDeployConfig } from '../config';
import { repoRoot } from '../constructs/bundling';
import { addProductStacks } from '../product';

const app = new App();
const config = parseDeployConfig((key) => app.node.tryGetContext(key));

const webAssetPath = `${repoRoot}web/dist`;
if (!existsSync(`${webAssetPath}/index.html`)) {
  throw new Error(`${webAssetPath} has no build: run "npm run build:web" first (npm run synth and deploy do).`);
}
const mediaAssetPath = `${repoRoot}content/media`;
const hasMedia = existsSync(mediaAssetPath) && readdirSync(mediaAssetPath).some((name) => !name.startsWith('.'));

addProductStacks(
  app,
  config,
  { webAssetPath, ...(hasMedia ? { mediaAssetPath } : {}) },
  {
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  },
);
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
