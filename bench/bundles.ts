/**
 * npm run bench:bundles — for each API handler: its minified bundle (the same esbuild settings the
 * CDK uses, source map included) and the median time Node takes to import it in a fresh process
 * with --enable-source-maps, as the Lambda runs it (the cold-start floor), next to the same figures
 * for a bundle of only the AWS clients that handler uses (with the commands and helpers its modules
 * import from @aws-sdk), built and imported the same way.
 *
 * Bounds: no handler carries a client or PDF parser its route does not declare (the same rule as
 * bench/function-bundles.test.ts, in `npm test`), and each handler imports in at most 1.25x the CPU
 * time of its clients alone (a declared business metric's Metrics client counts with them, as a declared
 * PDF parser does; the logging middleware costs about 0.05x of that; wall time is printed beside it). Exits 1 when
 * a handler misses either, after printing the table.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { routes } from '../shared/api/contract';
import { bundlingSettings, handlerEntry, powertoolsEnvironment, repoRoot } from '../infra/constructs/bundling';
import { bundleFunction, bundleOutput, carriedMisfits, carriedPackages, describeMisfits } from './function-bundles';

const runs = Number(process.env.BENCH_RUNS ?? 15);
/** BENCH_ROUTES=updateMe,getMe measures only those routes (a quicker look at one change). */
const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
const ratioBound = 1.25;
/** A route whose ratio lands within this of the bound, or over it, is measured over closeRuns rounds in all. */
const closeMargin = 0.05;
const closeRuns = Math.max(runs, Number(process.env.BENCH_CLOSE_RUNS ?? 45));

/** How to pull in each AWS package the way a handler does: create the client at module scope. */
const clientImports: Record<string, string> = {
  '@aws-sdk/client-dynamodb': "import { DynamoDBClient } from '@aws-sdk/client-dynamodb'; globalThis.__ddb = new DynamoDBClient({});",
  '@aws-sdk/lib-dynamodb':
    "import { DynamoDBClient as D2 } from '@aws-sdk/client-dynamodb'; import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb'; globalThis.__doc = DynamoDBDocumentClient.from(new D2({})); globalThis.__get = GetCommand;",
  '@aws-sdk/client-s3':
    "import { S3Client, GetObjectCommand } from '@aws-sdk/client-s3'; globalThis.__s3 = new S3Client({}); globalThis.__go = GetObjectCommand;",
  '@aws-sdk/s3-presigned-post': "import { createPresignedPost } from '@aws-sdk/s3-presigned-post'; globalThis.__post = createPresignedPost;",
  '@aws-sdk/s3-request-presigner': "import { getSignedUrl } from '@aws-sdk/s3-request-presigner'; globalThis.__sign = getSignedUrl;",
  '@aws-sdk/client-cognito-identity-provider':
    "import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider'; globalThis.__idp = new CognitoIdentityProviderClient({});",
  '@aws-sdk/client-sesv2':
    "import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2'; globalThis.__ses = new SESv2Client({}); globalThis.__send = SendEmailCommand;",
  // A declared business metric (or the mail cap's) is a client too: CloudWatch's, through embedded metric format lines.
  '@aws-lambda-powertools/metrics': "import { Metrics } from '@aws-lambda-powertools/metrics'; globalThis.__metrics = new Metrics();",
};

/**
 * A declared PDF parser counts with the clients (parsesPdf): the routes that check an upload load
 * pdf-lib at cold start, statically. A dynamic import() would not shrink the bundle (esbuild without
 * code splitting inlines the module, wrapped to run on first use) and only moves pdf-lib's module
 * evaluation from the import to the first check, which every call of those routes that gets past
 * its input reaches: measured, about 40 ms of CPU taken off the import and about 50 ms put on the
 * first check, so a cold submission is no faster. The bound then holds the route's own code, not the
 * parser, to 1.25x, as everywhere else.
 */
const parserPackages = ['pdf-lib', 'unpdf'];

/**
 * The SDK names (and the declared parser's) the handler's own modules import (commands, helpers),
 * so the clients-only bundle carries the same third-party code the handler does: "its clients" are
 * the clients and the commands it calls, not the bare client classes. Each name is kept alive under
 * an alias.
 */
function packageImportsOf(metafile: Metafile): string {
  const names = new Map<string, Set<string>>();
  for (const input of Object.keys(bundleOutput(metafile)?.inputs ?? {})) {
    if (input.includes('node_modules') || !/\.tsx?$/.test(input)) continue;
    const source = readFileSync(join(repoRoot, input), 'utf8');
    for (const match of source.matchAll(/^import\s+\{([^}]+)\}\s+from\s+'(@aws-sdk\/[^']+|pdf-lib|unpdf)';/gm)) {
      const imported = match[1]!
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => name.split(/\s+as\s+/)[0]!);
      for (const name of imported) (names.get(match[2]!) ?? names.set(match[2]!, new Set()).get(match[2]!)!).add(name);
    }
  }
  let alias = 0;
  return [...names]
    .map(([pkg, set]) => {
      const pairs = [...set].map((name) => [name, `__sdk${alias++}`] as const);
      return `import { ${pairs.map(([name, as]) => `${name} as ${as}`).join(', ')} } from '${pkg}'; globalThis.__keep${alias} = [${pairs.map(([, as]) => as).join(', ')}];`;
    })
    .join('\n');
}

/**
 * The Node options every function runs with (its NODE_OPTIONS, from the same bundling settings):
 * with source maps on, Node reads and parses each bundle's map at import, part of the cold start.
 */
const shippedNodeOptions = bundlingSettings.nodeOptions.split(' ').filter((option) => option.length > 0);

/**
 * One import's cost: wall time, and the CPU time the process spent (user + system, all its threads).
 * The bound is on CPU time: a Lambda's cold start runs on its own vCPU share, while on a shared
 * machine the wall time also counts the moments another process held the core (measured here: the
 * same bundle's wall time varied 150 ms to 1,400 ms with other work running; its CPU time far less).
 */
interface ImportCost {
  readonly wall: number;
  readonly cpu: number;
}

/** The cost of `await import(file)` in one fresh Node process started as the Lambda starts it. */
function importOnce(file: string): ImportCost {
  const script = `const c = process.cpuUsage(); const t = performance.now(); await import(${JSON.stringify(file)}); const wall = performance.now() - t; const u = process.cpuUsage(c); process.stdout.write(JSON.stringify({ wall, cpu: (u.user + u.system) / 1000 }));`;
  const env = {
    PATH: process.env.PATH,
    AWS_REGION: 'us-east-1',
    TABLE_NAME: 'bench',
    UPLOADS_BUCKET: 'bench',
    MEDIA_BUCKET: 'bench',
    USER_POOL_ID: 'us-east-1_bench',
    USER_POOL_CLIENT_ID: 'bench',
    SENDER_EMAIL: 'bench@example.com',
    WEB_ORIGIN: 'https://bench.example.com',
    // What every function and the client-counting ones get when deployed (infra/constructs/api-function.ts).
    ...powertoolsEnvironment,
    ORIGIN_VERIFY_SECRET: 'bench-origin-secret-of-at-least-32-characters',
  };
  const child = spawnSync(process.execPath, [...shippedNodeOptions, '--input-type=module', '-e', script], { env, encoding: 'utf8' });
  let cost: ImportCost | undefined;
  try {
    cost = JSON.parse(child.stdout) as ImportCost;
  } catch {
    cost = undefined;
  }
  // A run that printed no time measured nothing: never let it pass as 0 ms.
  if (child.status !== 0 || !cost || !Number.isFinite(cost.wall) || !Number.isFinite(cost.cpu))
    throw new Error(`importing ${file} failed:\n${child.stderr}`);
  return cost;
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
const medians = (samples: ImportCost[]): ImportCost => ({ wall: median(samples.map((s) => s.wall)), cpu: median(samples.map((s) => s.cpu)) });

/**
 * Import times of several files over `runs` rounds, the files taking turns within each round (in
 * alternating order), so a busy moment on the machine slows every file alike instead of one.
 */
function importSamples(files: string[], rounds = runs, samples: ImportCost[][] = files.map(() => [])): ImportCost[][] {
  const start = samples[0]?.length ?? 0;
  for (let round = start; round < start + rounds; round++) {
    const order = round % 2 === 0 ? files.map((_, index) => index) : files.map((_, index) => files.length - 1 - index);
    for (const index of order) samples[index]!.push(importOnce(files[index]!));
  }
  return samples;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const dir = mkdtempSync(join(tmpdir(), 'pc-bench-'));
const rows: string[][] = [];
const misses: string[] = [];
/** Each handler's ratio unrounded: the count within the bound agrees with the misses listed. */
const exactRatios: number[] = [];
try {
  for (const route of routes.filter((candidate) => !only || only.includes(candidate.id))) {
    const handlerFile = join(dir, `${route.id}.mjs`);
    const handler = await bundleFunction(handlerEntry(route), handlerFile);
    const carried = carriedPackages(bundleOutput(handler.metafile));
    misses.push(...describeMisfits(route.id, carriedMisfits(route, carried)));
    // Its clients alone: the AWS packages it carries, and the PDF parser it declares (parserPackages).
    const clients = carried.filter((name) => name in clientImports || parserPackages.includes(name));

    let clientsCell = ['(none)', '-', '-', '-', '-', '-', '-'];
    let handlerCost: ImportCost;
    if (clients.length) {
      const clientsFile = join(dir, `${route.id}.clients.mjs`);
      const only = await bundleFunction(
        { contents: [...clients.map((name) => clientImports[name] ?? ''), packageImportsOf(handler.metafile)].join('\n') },
        clientsFile,
      );
      const samples = importSamples([handlerFile, clientsFile]);
      // The ratio of each round's pair (imported back to back), then their median: the pairs share
      // the machine's moment, so its noise cancels instead of landing on one side of the ratio.
      const pairRatio = () => median(samples[0]!.map((cost, round) => cost.cpu / samples[1]![round]!.cpu));
      // Near the bound or over it, the same medians over more rounds: one run's noise (about 0.05x over
      // 15 rounds on a quiet machine, far more when another process wakes up) must not decide a pass or a
      // miss. All rounds count, the first ones too.
      if (pairRatio() >= ratioBound - closeMargin) importSamples([handlerFile, clientsFile], closeRuns - runs, samples);
      const [handlerSamples, clientsSamples] = samples as [ImportCost[], ImportCost[]];
      handlerCost = medians(handlerSamples);
      const clientsCost = medians(clientsSamples);
      const ratio = pairRatio();
      const wallRatio = median(handlerSamples.map((cost, round) => cost.wall / clientsSamples[round]!.wall));
      exactRatios.push(ratio);
      if (ratio > ratioBound) misses.push(`${route.id} imports in ${ratio.toFixed(3)}x its clients' CPU time (bound ${ratioBound}x)`);
      clientsCell = [
        kb(only.bytes),
        kb(only.mapBytes),
        `${clientsCost.cpu.toFixed(1)} ms`,
        `${clientsCost.wall.toFixed(1)} ms`,
        `${ratio.toFixed(2)}x`,
        `${wallRatio.toFixed(2)}x`,
        clients.map((name) => name.replace('@aws-sdk/', '')).join(' + '),
      ];
    } else {
      handlerCost = medians(importSamples([handlerFile])[0]!);
    }
    rows.push([
      route.id,
      kb(handler.bytes),
      kb(handler.mapBytes),
      `${handlerCost.cpu.toFixed(1)} ms`,
      `${handlerCost.wall.toFixed(1)} ms`,
      ...clientsCell,
    ]);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const header = [
  'handler',
  'bundle',
  'map',
  'import CPU',
  'import wall',
  'clients bundle',
  'clients map',
  'clients CPU',
  'clients wall',
  'ratio CPU',
  'ratio wall',
  'clients',
];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
console.log(
  `Handler bundles (esbuild, minified, ${bundlingSettings.format}, ${bundlingSettings.target}, source maps); ` +
    `import = median of ${runs} fresh Node ${process.version} processes with ${shippedNodeOptions.join(' ')} (CPU time: user + system of the process; wall time); ` +
    `ratio = median of the ${runs} rounds' handler/clients pairs (${closeRuns} rounds for a ratio over the bound or within ${closeMargin}x of it); the bound is on the CPU ratio\n`,
);
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of rows) console.log(line(row));
const ratios = rows.map((row) => Number.parseFloat(row[9]!)).filter(Number.isFinite);
if (ratios.length)
  console.log(
    `\nRatios ${Math.min(...ratios).toFixed(2)}x to ${Math.max(...ratios).toFixed(2)}x; ` +
      `${exactRatios.filter((ratio) => ratio <= ratioBound).length} of ${exactRatios.length} within ${ratioBound}x (CPU time).`,
  );
console.log(
  misses.length
    ? `\nMissed bounds:\n  ${misses.join('\n  ')}`
    : `\nBounds met: no handler carries a client or parser its route does not declare; every handler imports within ${ratioBound}x of its clients' CPU time alone.`,
);
if (misses.length) process.exitCode = 1;
