import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { webRoot } from '#infra/local/web-server.ts';
import { ensureChromium } from './chromium';
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
  project.provide('stack', stack.provided);
  return () => stack.stop();
}
