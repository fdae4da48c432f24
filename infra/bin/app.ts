/**
 * The CDK app: `npm run synth` / `npm run deploy` / `npm run destroy`. Configuration comes from CDK
 * context (cdk.json, overridden with -c key=value); see the README's deploy section.
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { courseMediaKeys, webBuildPath } from '../assets';
import { parseDeployConfig } from '../config';
import { repoRoot } from '../constructs/bundling';
import { addProductStacks } from '../product';

const app = new App();
const config = parseDeployConfig((key) => app.node.tryGetContext(key));

// `npm run destroy` passes forDestroy: it deletes stacks and publishes nothing, so it needs no web build.
const forDestroy = String(app.node.tryGetContext('forDestroy')) === 'true';
const webAssetPath = webBuildPath(`${repoRoot}web/dist`, { forDestroy });
// content/course mirrors the media bucket: media/ (public, via CloudFront) and content/ (members only).
const mediaAssetPath = `${repoRoot}content/course`;
const hasMedia = !forDestroy && courseMediaKeys(mediaAssetPath) !== undefined;

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
