/**
 * npm run bench:bundles — for each API handler: its minified bundle (the same esbuild settings the
 * CDK uses, source map included) and the median time Node takes to import it in a fresh process
 * with --enable-source-maps, as the Lambda runs it (the cold-start floor), next to the same figures
 * for a bundle of only the AWS clients that handler uses (with the commands and helpers its modules
 * import from @aws-sdk), built and imported the same way.
 *
 * Targets: no handler carries a client its contract `needs` do not call for, and each handler
 * imports in at most 1.15x the time of its clients alone. `--check` exits 1 when one is missed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { routes, type RouteDefinition } from '../shared/api/contract';
import { bundlingSettings, handlerEntry, powertoolsEnvironment, repoRoot } from '../infra/constructs/bundling';

const runs = Number(process.env.BENCH_RUNS ?? 15);
/** BENCH_ROUTES=updateMe,getMe measures only those routes (a quicker look at one change). */
const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
const check = process.argv.includes('--check');
const ratioTarget = 1.15;

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
};

/** The packages a route may carry, from what its contract says it touches. */
function allowedClients(route: RouteDefinition): Set<string> {
  const needs = route.needs ?? {};
  const allowed = new Set<string>();
  if (needs.table) ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'].forEach((name) => allowed.add(name));
  if (needs.uploads?.length || needs.media?.length) {
    ['@aws-sdk/client-s3', '@aws-sdk/s3-presigned-post', '@aws-sdk/s3-request-presigner'].forEach((name) => allowed.add(name));
  }
  if (needs.userPool?.length) allowed.add('@aws-sdk/client-cognito-identity-provider');
  if (needs.email) allowed.add('@aws-sdk/client-sesv2');
  return allowed;
}

/** Top-level @aws-sdk client packages (not their shared internals) whose code ended up in the bundle. */
function bundledClients(metafile: Metafile): string[] {
  const found = new Set<string>();
  // The bundle's own output (with source maps on, the .map is an output too, with no inputs).
  const bundleOutput = Object.entries(metafile.outputs).find(([file]) => !file.endsWith('.map'))?.[1];
  for (const [input, info] of Object.entries(bundleOutput?.inputs ?? {})) {
    const match = input.match(/node_modules\/(@aws-sdk\/(client-[^/]+|lib-dynamodb|s3-presigned-post|s3-request-presigner))\//);
    if (match?.[1] && info.bytesInOutput > 0 && match[1] in clientImports) found.add(match[1]);
  }
  return [...found].sort();
}

/**
 * The SDK names the handler's own modules import (commands, helpers), so the clients-only bundle
 * carries the same AWS code the handler does: "its clients" are the clients and the commands it
 * calls, not the bare client classes. Each name is kept alive under an alias.
 */
function sdkImportsOf(metafile: Metafile): string {
  const bundleOutput = Object.entries(metafile.outputs).find(([file]) => !file.endsWith('.map'))?.[1];
  const names = new Map<string, Set<string>>();
  for (const input of Object.keys(bundleOutput?.inputs ?? {})) {
    if (input.includes('node_modules') || !/\.tsx?$/.test(input)) continue;
    const source = readFileSync(join(repoRoot, input), 'utf8');
    for (const match of source.matchAll(/^import\s+\{([^}]+)\}\s+from\s+'(@aws-sdk\/[^']+)';/gm)) {
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

/** Bundles a file, or source text resolved from the repository root. */
async function bundle(entry: string | { contents: string }, outfile: string): Promise<{ bytes: number; mapBytes: number; metafile: Metafile }> {
  const result = await build({
    ...(typeof entry === 'string'
      ? { entryPoints: [entry] }
      : { stdin: { contents: entry.contents, resolveDir: repoRoot, loader: 'ts' as const, sourcefile: 'clients.ts' } }),
    outfile,
    bundle: true,
    metafile: true,
    logLevel: 'error',
    platform: bundlingSettings.platform,
    target: bundlingSettings.target,
    format: bundlingSettings.format,
    minify: bundlingSettings.minify,
    // As NodejsFunction runs esbuild for `sourceMap: true`: a linked .map next to the bundle.
    sourcemap: bundlingSettings.sourcemap,
    sourcesContent: bundlingSettings.sourcesContent,
    mainFields: [...bundlingSettings.mainFields],
    banner: { js: bundlingSettings.banner },
    absWorkingDir: repoRoot,
  });
  const map = `${outfile}.map`;
  return { bytes: statSync(outfile).size, mapBytes: existsSync(map) ? statSync(map).size : 0, metafile: result.metafile };
}

/**
 * The Node options every function runs with (its NODE_OPTIONS, from the same bundling settings):
 * with source maps on, Node reads and parses each bundle's map at import, part of the cold start.
 */
const shippedNodeOptions = bundlingSettings.nodeOptions.split(' ').filter((option) => option.length > 0);

/** Wall time of `await import(file)` in one fresh Node process started as the Lambda starts it. */
function importOnce(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(file)}); process.stdout.write(String(performance.now() - t));`;
  const env = {
    PATH: process.env.PATH,
    AWS_REGION: 'us-east-1',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
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
  const milliseconds = Number.parseFloat(child.stdout);
  // A run that printed no time measured nothing: never let it pass as 0 ms.
  if (child.status !== 0 || !Number.isFinite(milliseconds)) throw new Error(`importing ${file} failed:\n${child.stderr}`);
  return milliseconds;
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

/**
 * Import times of several files over `runs` rounds, the files taking turns within each round (in
 * alternating order), so a busy moment on the machine slows every file alike instead of one.
 */
function importSamples(files: string[]): number[][] {
  const samples = files.map(() => [] as number[]);
  for (let round = 0; round < runs; round++) {
    const order = round % 2 === 0 ? files.map((_, index) => index) : files.map((_, index) => files.length - 1 - index);
    for (const index of order) samples[index]!.push(importOnce(files[index]!));
  }
  return samples;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const dir = mkdtempSync(join(tmpdir(), 'pc-bench-'));
const rows: string[][] = [];
const misses: string[] = [];
try {
  for (const route of routes.filter((candidate) => !only || only.includes(candidate.id))) {
    const handlerFile = join(dir, `${route.id}.mjs`);
    const handler = await bundle(handlerEntry(route), handlerFile);
    const clients = bundledClients(handler.metafile);
    const allowed = allowedClients(route);
    const extra = clients.filter((name) => !allowed.has(name));
    if (extra.length) misses.push(`${route.id} carries ${extra.join(', ')} that its contract needs do not call for`);
    // A route that needs AWS services calls some client: finding none means the bench failed to look.
    if (allowed.size && !clients.length) misses.push(`${route.id}: no AWS client found in its bundle although its contract needs some`);

    let clientsCell = ['(none)', '-', '-', '-', '-'];
    let handlerMs: number;
    if (clients.length) {
      const clientsFile = join(dir, `${route.id}.clients.mjs`);
      const only = await bundle(
        { contents: [...clients.map((name) => clientImports[name]), sdkImportsOf(handler.metafile)].join('\n') },
        clientsFile,
      );
      const [handlerSamples, clientsSamples] = importSamples([handlerFile, clientsFile]) as [number[], number[]];
      handlerMs = median(handlerSamples);
      const clientsMs = median(clientsSamples);
      // The ratio of each round's pair (imported back to back), then their median: the pairs share
      // the machine's moment, so its noise cancels instead of landing on one side of the ratio.
      const ratio = median(handlerSamples.map((ms, round) => ms / clientsSamples[round]!));
      if (ratio > ratioTarget) misses.push(`${route.id} imports in ${ratio.toFixed(2)}x its clients' time (target ${ratioTarget}x)`);
      clientsCell = [
        kb(only.bytes),
        kb(only.mapBytes),
        `${clientsMs.toFixed(1)} ms`,
        `${ratio.toFixed(2)}x`,
        clients.map((name) => name.replace('@aws-sdk/', '')).join(' + '),
      ];
    } else {
      handlerMs = median(importSamples([handlerFile])[0]!);
    }
    rows.push([route.id, kb(handler.bytes), kb(handler.mapBytes), `${handlerMs.toFixed(1)} ms`, ...clientsCell]);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const header = ['handler', 'bundle', 'map', 'import', 'clients bundle', 'clients map', 'clients import', 'ratio', 'clients'];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
console.log(
  `Handler bundles (esbuild, minified, ${bundlingSettings.format}, ${bundlingSettings.target}, source maps); ` +
    `import = median of ${runs} fresh Node ${process.version} processes with ${shippedNodeOptions.join(' ')}; ratio = median of the ${runs} rounds' handler/clients pairs\n`,
);
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of rows) console.log(line(row));
console.log(
  misses.length
    ? `\nMissed targets:\n  ${misses.join('\n  ')}`
    : `\nTargets met: no handler carries a client it does not call; every handler imports within ${ratioTarget}x of its clients alone.`,
);
if (check && misses.length) process.exit(1);
