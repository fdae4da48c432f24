/**
 * Every function's bundle, built as the CDK builds it (infra/constructs/api-function.ts: NodejsFunction
 * with `bundlingSettings`, no external modules), and what it carries: the AWS SDK clients and PDF
 * parsers found in esbuild's metafile, against what its route or job declares (`needs`, `parsesPdf`).
 * Shared by `npm run bench:bundles` (sizes and import times) and bench/function-bundles.test.ts (in
 * `npm test`: no function carries a client or a parser it does not declare).
 */
import { existsSync, statSync } from 'node:fs';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { routes, type RouteDefinition } from '#shared/api/contract.ts';
import { jobs, type JobDefinition } from '#shared/jobs.ts';
import { bundlingSettings, handlerEntry, jobEntry, repoRoot } from '#infra/constructs/bundling.ts';

/** A function of the stack: a contract route's handler or a job's. */
export interface ProductFunction {
  readonly id: string;
  readonly kind: 'route' | 'job';
  readonly definition: RouteDefinition | JobDefinition;
  /** Its entry file (functions/handlers/… or functions/jobs/…). */
  readonly entry: string;
}

export const productFunctions: readonly ProductFunction[] = [
  ...routes.map((route) => ({ id: route.id, kind: 'route' as const, definition: route, entry: handlerEntry(route) })),
  ...jobs.map((job) => ({ id: job.id, kind: 'job' as const, definition: job, entry: jobEntry(job) })),
];

/**
 * esbuild's options for a function, as NodejsFunction passes them for `bundling` in api-function.ts
 * (format, platform, target, minify, source map without sources, main fields, banner; everything
 * bundled, the SDK included).
 */
export const functionBuildOptions = {
  bundle: true,
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
  metafile: true,
  logLevel: 'error',
} satisfies BuildOptions;

export interface BuiltBundle {
  readonly bytes: number;
  readonly mapBytes: number;
  readonly metafile: Metafile;
}

/** Bundles one file, or source text resolved from the repository root, to `outfile` (written: the bench imports it). */
export async function bundleFunction(entry: string | { contents: string }, outfile: string): Promise<BuiltBundle> {
  const result = await build({
    ...functionBuildOptions,
    ...(typeof entry === 'string'
      ? { entryPoints: [entry] }
      : { stdin: { contents: entry.contents, resolveDir: repoRoot, loader: 'ts' as const, sourcefile: 'clients.ts' } }),
    outfile,
  });
  const map = `${outfile}.map`;
  return { bytes: statSync(outfile).size, mapBytes: existsSync(map) ? statSync(map).size : 0, metafile: result.metafile };
}

/**
 * Every function's metafile output from one esbuild run (nothing written): with no code splitting,
 * each entry's output is exactly the bundle its own build makes (same inputs, same bytes), and one
 * run parses the shared modules once instead of once per function. No source maps: a map changes
 * nothing of what goes into a bundle, and writing 45 of them costs more than the bundles (40 s
 * instead of 17 on a busy 2-core machine).
 */
export async function bundleAll(functions: readonly ProductFunction[] = productFunctions): Promise<Map<string, Metafile['outputs'][string]>> {
  const result = await build({
    ...functionBuildOptions,
    entryPoints: Object.fromEntries(functions.map((fn) => [fn.id, fn.entry])),
    outdir: `${repoRoot}.bundle-check`,
    write: false,
    sourcemap: false,
  });
  const outputs = new Map<string, Metafile['outputs'][string]>();
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const id = /\/([^/]+)\.js$/.exec(file)?.[1];
    if (id) outputs.set(id, output);
  }
  return outputs;
}

/** The bundle's own output of a single-entry build (with source maps on, the .map is an output too, with no inputs). */
export function bundleOutput(metafile: Metafile): Metafile['outputs'][string] | undefined {
  return Object.entries(metafile.outputs).find(([file]) => !file.endsWith('.map'))?.[1];
}

/**
 * What a function may carry besides its own code, by the service or parser that calls for it. A
 * package of a kind its definition does not declare is dead weight at every cold start (parsed,
 * and its module-level code run); a declared kind it does not carry is a grant nobody uses, or a
 * metafile this check failed to read.
 */
export const carriedKinds = {
  /** needs.table (every signed-in route: the route factory reads the caller's record), or needs.email (the mailer reads SUPPRESSION). */
  dynamodb: ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'],
  /** needs.uploads or needs.media. */
  s3: ['@aws-sdk/client-s3', '@aws-sdk/s3-presigned-post', '@aws-sdk/s3-request-presigner'],
  /** needs.userPool. */
  cognito: ['@aws-sdk/client-cognito-identity-provider'],
  /** needs.email. */
  sesv2: ['@aws-sdk/client-sesv2'],
  /** parsesPdf: 'check' (functions/services/pdf-check.ts: pdf-lib, and pdf.js through unpdf, which must both find the file inert). */
  pdfCheck: ['pdf-lib', '@pdf-lib/standard-fonts', '@pdf-lib/upng', 'unpdf'],
  /** parsesPdf: 'text' (functions/services/contract-reader.ts: pdf.js through unpdf; tesseract.js for a scan, contract-ocr.ts). */
  pdfText: ['unpdf', 'tesseract.js'],
  /**
   * A route's business `metric` (functions/http/metrics.ts), or needs.email (the mail cap counts MailCapReached):
   * Powertools' Metrics client, in no other function.
   */
  metrics: ['@aws-lambda-powertools/metrics'],
} as const;
export type CarriedKind = keyof typeof carriedKinds;

/** The kinds a function's definition declares. */
export function declaredKinds(definition: RouteDefinition | JobDefinition): Set<CarriedKind> {
  const needs = definition.needs ?? {};
  const kinds = new Set<CarriedKind>();
  if (needs.table || needs.email) kinds.add('dynamodb');
  if (needs.uploads?.length || needs.media?.length) kinds.add('s3');
  if (needs.userPool?.length) kinds.add('cognito');
  if (needs.email) kinds.add('sesv2');
  if (definition.parsesPdf === 'check') kinds.add('pdfCheck');
  if (definition.parsesPdf === 'text') kinds.add('pdfText');
  if (('metric' in definition && definition.metric) || needs.email) kinds.add('metrics');
  return kinds;
}

/** The package a bundled input file belongs to (its name under the last node_modules), or undefined for the repository's own code. */
function packageOf(input: string): string | undefined {
  return /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(input)?.[1];
}

/**
 * The packages of interest whose code ended up in a bundle: every package of `carriedKinds`, and any
 * other AWS SDK client (`@aws-sdk/client-*`), which no function declares.
 */
export function carriedPackages(output: Metafile['outputs'][string] | undefined): string[] {
  const tracked = new Set<string>(Object.values(carriedKinds).flat());
  const found = new Set<string>();
  for (const [input, info] of Object.entries(output?.inputs ?? {})) {
    const name = packageOf(input);
    if (name && info.bytesInOutput > 0 && (tracked.has(name) || name.startsWith('@aws-sdk/client-'))) found.add(name);
  }
  return [...found].sort();
}

/** Packages carried that the definition does not declare, and declared kinds of which nothing is carried. */
export function carriedMisfits(
  definition: RouteDefinition | JobDefinition,
  carried: readonly string[],
): { undeclared: string[]; unused: CarriedKind[] } {
  const declared = declaredKinds(definition);
  const allowed = new Set<string>([...declared].flatMap((kind) => carriedKinds[kind]));
  return {
    undeclared: carried.filter((name) => !allowed.has(name)),
    unused: [...declared].filter((kind) => !carriedKinds[kind].some((name) => carried.includes(name))),
  };
}

/** One line per misfit, as the test and the bench print them. */
export function describeMisfits(id: string, misfits: { undeclared: string[]; unused: CarriedKind[] }): string[] {
  return [
    ...(misfits.undeclared.length ? [`${id} carries ${misfits.undeclared.join(', ')}, which its definition does not declare`] : []),
    ...(misfits.unused.length ? [`${id} declares ${misfits.unused.join(', ')} but its bundle carries none of it`] : []),
  ];
}
