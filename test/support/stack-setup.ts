import type { TestProject } from 'vitest/node';
import { startTestStack } from './test-stack';

/** Integration suite: its own embedded stack (API, no web), stopped when the suite ends. */
export default async function setup(project: TestProject) {
  const stack = await startTestStack('none');
  project.provide('stack', stack.provided);
  return () => stack.stop();
}
