import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { webRoot } from '../../infra/local/web-server';
import { ensureChromium } from './chromium';
import { startTestStack } from './test-stack';

/** End-to-end suite: Chromium present, the web app built, and a stack serving that build. */
export default async function setup(project: TestProject) {
  ensureChromium();
  await build({ configFile: `${webRoot}/vite.config.ts`, logLevel: 'warn' });
  const stack = await startTestStack('static');
  project.provide('stack', stack.provided);
  return () => stack.stop();
}
