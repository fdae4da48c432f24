/**
 * npm run bench:web — builds the web app, serves it from its own embedded stack on free ports, and
 * prints what a first visit to / costs: the JavaScript it downloads (gzip) and the Lighthouse
 * mobile performance and accessibility scores of / and /about. Stops everything it started.
 * Targets (issue 5): first-visit JavaScript ≤ 150 KB gzip, performance ≥ 90, accessibility ≥ 95.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { freePort, type StackPorts } from '../infra/local/ports';
import { startLocalStack } from '../infra/local/stack';
import { webRoot } from '../infra/local/web-server';
import { chromiumArgs, ensureChromium } from '../test/support/chromium';

const targets = { firstVisitJsKb: 150, performance: 90, accessibility: 95 };

async function freePorts(): Promise<StackPorts> {
  const taken = new Set<number>();
  const next = async (): Promise<number> => {
    const port = await freePort();
    if (taken.has(port)) return next();
    taken.add(port);
    return port;
  };
  return { web: await next(), api: await next(), dynamodb: await next(), s3: await next(), cognito: await next(), ses: await next() };
}

/** Every script a fresh browser downloads while opening `url`, until the network is idle. */
async function firstVisitScripts(url: string, chromiumPath: string): Promise<Array<{ path: string; raw: number; gzip: number }>> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    const pending: Array<Promise<{ path: string; raw: number; gzip: number }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(response.body().then((body) => ({ path: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Let the intersection-driven and idle work of the page settle, as a visitor would.
    await page.waitForTimeout(1500);
    return await Promise.all(pending);
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(urls: string[], chromiumPath: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs.filter((flag) => flag !== '--headless')],
  });
  try {
    const scores: Array<{ url: string; performance: number; accessibility: number; lcpMs: number; tbtMs: number; cls: number }> = [];
    for (const url of urls) {
      // Lighthouse's default configuration: a mid-range phone, simulated slow 4G and CPU slowdown.
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits } = result.lhr;
      scores.push({
        url,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      });
      const failing = Object.values(audits).filter(
        (audit) =>
          audit.score !== null && audit.score < 1 && categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
      );
      for (const audit of failing) console.log(`  accessibility audit below 100 on ${new URL(url).pathname}: ${audit.id} (${audit.title})`);
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}

async function main() {
  const chromiumPath = ensureChromium();
  console.log('Building the web app…');
  await build({ configFile: join(webRoot, 'vite.config.ts'), logLevel: 'warn' });

  const dataDir = await mkdtemp(join(tmpdir(), 'physician-contracts-bench-'));
  const stack = await startLocalStack({ dataDir, ports: await freePorts(), web: 'static' });
  try {
    const home = `${stack.urls.web}/`;
    const scripts = await firstVisitScripts(home, chromiumPath);
    const totalGzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const totalRaw = scripts.reduce((sum, script) => sum + script.raw, 0);
    console.log(`\nJavaScript a first visit to / downloads (${scripts.length} files):`);
    for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${(script.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${(script.raw / 1024).toFixed(1).padStart(7)} KB  ${script.path}`);
    }
    const kb = totalGzip / 1024;
    console.log(`  total ${kb.toFixed(1)} KB gzip (${(totalRaw / 1024).toFixed(1)} KB uncompressed); target ≤ ${targets.firstVisitJsKb} KB`);

    console.log('\nLighthouse, mobile emulation (this takes a minute)…');
    const scores = await lighthouseScores([home, `${stack.urls.web}/about`], chromiumPath);
    for (const score of scores) {
      console.log(
        `  ${new URL(score.url).pathname.padEnd(7)} performance ${score.performance} (target ≥ ${targets.performance}), accessibility ${score.accessibility} (target ≥ ${targets.accessibility}); LCP ${score.lcpMs} ms, TBT ${score.tbtMs} ms, CLS ${score.cls}`,
      );
    }
    const met =
      kb <= targets.firstVisitJsKb &&
      scores.every((score) => score.performance >= targets.performance && score.accessibility >= targets.accessibility);
    console.log(`\n${met ? 'All targets met.' : 'Some targets missed.'}`);
    process.exitCode = met ? 0 : 1;
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
