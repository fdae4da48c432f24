import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '#functions/adapters/table.ts';
import { webRoot } from '#infra/local/web-server.ts';
import { setUpTotp } from './accounts';
import { ensureChromium } from './chromium';
import { tableClient } from './clients';
import { startTestStack } from './test-stack';

/** End-to-end suite: Chromium present, the web app built, and a stack serving that build. */
export default async function setup(project: TestProject) {
  ensureChromium();
  // Vitest runs with NODE_ENV=test, under which Vite builds React's development bundle; the suite
  // must test what ships, so build as `npm run build:web` does.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: `${webRoot}/vite.config.ts`, logLevel: 'warn', mode: 'production' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const stack = await startTestStack('static');
  // The seeded admin, as a developer leaves it after the first sign-in: two-step sign-in set up
  // (the browser's path to that is test/e2e/two-step.e2e.test.ts). logIn enters its codes.
  const { email, password, userId } = stack.provided.resources.admin;
  const adminTotpSecret = await setUpTotp(stack.provided, email, password);
  await tableClient(stack.provided).send(
    new UpdateCommand({
      TableName: stack.provided.resources.tableName,
      Key: keys.account(userId),
      UpdateExpression: 'SET mfaEnabled = :on',
      ExpressionAttributeValues: { ':on': true },
    }),
  );
  project.provide('stack', { ...stack.provided, adminTotpSecret });
  return () => stack.stop();
}
