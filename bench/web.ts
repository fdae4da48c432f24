/**
 * npm run bench:web — builds the web app, serves it from its own embedded stack on free ports, and
 * measures the public pages (/, /about, /negotiation and /login, signed out) as Lighthouse advises
 * (issue 20): the JavaScript a first visit downloads (gzip), then Lighthouse's mobile run with its
 * default throttling, BENCH_RUNS times per page (default 5), each in a fresh Chrome, reporting the
 * medians with the spread of the performance score. Prints a Markdown table for the README and
 * exits 1 when a median misses its budget (bench/budgets.ts, shared with bench/budgets.test.ts).
 * Stops everything it started.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { freeStackPorts } from '#infra/local/ports.ts';
import { startLocalStack } from '#infra/local/stack.ts';
import { webRoot } from '#infra/local/web-server.ts';
import { chromiumArgs, ensureChromium } from '#test/support/chromium.ts';
import { gzipSize, kb, lighthouseBudgets, publicPages, type PublicPage } from './budgets';

const runs = Number(process.env.BENCH_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a positive whole number, not ${process.env.BENCH_RUNS}`);

interface Script {
  path: string;
  raw: number;
  gzip: number;
}

/** Every script a fresh browser context (empty cache, no storage: signed out) downloads opening `url`. */
async function firstVisitScripts(browser: Browser, url: string): Promise<Script[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    const page = await context.newPage();
    const pending: Array<Promise<Script | undefined>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => ({ path: new URL(response.url()).pathname, raw: body.length, gzip: gzipSize(body) }))
          .catch(() => undefined),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Let the intersection-driven and idle work of the page settle, as a visitor would.
    await page.waitForTimeout(1500);
    const scripts = (await Promise.all(pending)).filter((script): script is Script => script !== undefined);
    return [...new Map(scripts.map((script) => [script.path, script])).values()].sort((a, b) => b.gzip - a.gzip);
  } finally {
    await context.close();
  }
}

interface Run {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
  /** Accessibility audits (id and title) scoring below 1 in this run. */
  failing: string[];
}

/**
 * One Lighthouse run in a Chrome of its own (fresh profile, nothing cached or warmed by an earlier
 * run), with Lighthouse's default configuration: a mid-range phone, simulated slow 4G and CPU slowdown.
 */
async function lighthouseRun(url: string, chromiumPath: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs.filter((flag) => flag !== '--headless')],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, environment, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const accessibilityAudits = new Set(categories.accessibility?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id));
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      benchmarkIndex: environment.benchmarkIndex,
      failing: Object.values(audits)
        .filter((audit) => accessibilityAudits.has(audit.id) && audit.score !== null && audit.score < 1)
        .map((audit) => `${audit.id} (${audit.title})`),
    };
  } finally {
    chrome.kill();
  }
}

/** The median as Lighthouse computes it (the mean of the middle two for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const started = performance.now();
  const chromiumPath = ensureChromium();
  console.log('Building the web app…');
  await build({ configFile: join(webRoot, 'vite.config.ts'), logLevel: 'warn' });

  const dataDir = await mkdtemp(join(tmpdir(), 'physician-contracts-bench-'));
  const stack = await startLocalStack({ dataDir, ports: await freeStackPorts(), web: 'static' });
  const misses: string[] = [];
  const rows: string[][] = [];
  try {
    const urlOf = (page: PublicPage) => `${stack.urls.web}${page.path}`;

    // 1. First-visit JavaScript, each page in a fresh context (this also warms the web server).
    const jsBytes = new Map<string, number>();
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
    try {
      for (const page of publicPages) {
        const scripts = await firstVisitScripts(browser, urlOf(page));
        const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
        const raw = scripts.reduce((sum, script) => sum + script.raw, 0);
        jsBytes.set(page.path, gzip);
        console.log(`\nJavaScript a first visit to ${page.path} downloads (${scripts.length} files, largest first):`);
        for (const script of scripts) console.log(`  ${kb(script.gzip).padStart(7)} KB gzip  ${kb(script.raw).padStart(7)} KB  ${script.path}`);
        console.log(`  total ${kb(gzip)} KB gzip (${kb(raw)} KB uncompressed); budget ≤ ${page.jsKb} KB`);
        if (gzip / 1024 > page.jsKb) misses.push(`${page.path}: first-visit JavaScript ${kb(gzip)} KB gzip > ${page.jsKb} KB`);
      }
    } finally {
      await browser.close();
    }

    // 2. Lighthouse: the pages take turns within each round, so a busy moment on the machine
    // weighs on every page alike rather than on one; one Lighthouse (one Chrome) at a time.
    console.log(`\nLighthouse, mobile, default throttling: ${runs} run(s) per page, each in a fresh Chrome…`);
    const results = new Map<string, Run[]>(publicPages.map((page) => [page.path, []]));
    for (let round = 0; round < runs; round++) {
      for (const page of publicPages) {
        const run = await lighthouseRun(urlOf(page), chromiumPath);
        results.get(page.path)!.push(run);
        console.log(
          `  run ${round + 1} ${page.path.padEnd(12)} performance ${String(run.performance).padStart(3)}  LCP ${seconds(run.lcpMs)}  TBT ${Math.round(run.tbtMs)} ms  CLS ${run.cls.toFixed(3)}  accessibility ${run.accessibility}  (CPU benchmark ${Math.round(run.benchmarkIndex)})`,
        );
      }
    }

    console.log(`\nMedians of ${runs} run(s) per page:`);
    for (const page of publicPages) {
      const pageRuns = results.get(page.path)!;
      const scores = pageRuns.map((run) => run.performance);
      const performanceMedian = median(scores);
      const accessibilityMedian = median(pageRuns.map((run) => run.accessibility));
      const lcp = median(pageRuns.map((run) => run.lcpMs));
      const tbt = median(pageRuns.map((run) => run.tbtMs));
      const cls = median(pageRuns.map((run) => run.cls));
      const spread = `${Math.min(...scores)}–${Math.max(...scores)}`;
      console.log(
        `  ${page.path.padEnd(12)} performance ${performanceMedian} (${spread}; budget ≥ ${lighthouseBudgets.performance})  LCP ${seconds(lcp)}  TBT ${Math.round(tbt)} ms  ` +
          `CLS ${cls.toFixed(3)} (budget ≤ ${lighthouseBudgets.cls})  accessibility ${accessibilityMedian} (budget ${lighthouseBudgets.accessibility})`,
      );
      // Every accessibility audit below 100 in any run, with how many runs it failed in.
      const failing = new Map<string, number>();
      for (const run of pageRuns) for (const audit of run.failing) failing.set(audit, (failing.get(audit) ?? 0) + 1);
      for (const [audit, count] of failing) console.log(`    accessibility audit below 100 in ${count}/${runs} run(s): ${audit}`);

      if (performanceMedian < lighthouseBudgets.performance) {
        misses.push(`${page.path}: performance median ${performanceMedian} < ${lighthouseBudgets.performance}`);
      }
      if (accessibilityMedian < lighthouseBudgets.accessibility) {
        misses.push(`${page.path}: accessibility median ${accessibilityMedian} < ${lighthouseBudgets.accessibility}`);
      }
      if (cls > lighthouseBudgets.cls) misses.push(`${page.path}: CLS median ${cls.toFixed(3)} > ${lighthouseBudgets.cls}`);
      const js = jsBytes.get(page.path)!;
      rows.push([
        `\`${page.path}\``,
        `${kb(js)} (≤ ${page.jsKb})`,
        `${performanceMedian} (${spread})`,
        seconds(lcp),
        `${Math.round(tbt)} ms`,
        cls.toFixed(3),
        String(accessibilityMedian),
      ]);
    }
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }

  const header = ['page', 'JS first visit (KB gzip, budget)', 'performance median (min–max)', 'LCP', 'TBT', 'CLS', 'accessibility'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(`\nMedians of ${runs} Lighthouse mobile runs per page (default throttling), ${new Date().toISOString().slice(0, 10)}:\n`);
  console.log(line(header));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const row of rows) console.log(line(row));
  console.log(
    misses.length
      ? `\nBudgets missed (bench/budgets.ts):\n  ${misses.join('\n  ')}`
      : `\nEvery budget met: first-visit JS within each page's budget, performance ≥ ${lighthouseBudgets.performance}, accessibility ${lighthouseBudgets.accessibility}, CLS ≤ ${lighthouseBudgets.cls}.`,
  );
  console.log(`\nbench:web took ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
  process.exitCode = misses.length ? 1 : 0;
}

await main();
