/**
 * npm run bench:first-views — how long each first view takes to show its frame and its content
 * (issue 37). Builds the web app as it ships, serves it from an embedded stack of its own on free
 * ports, seeds a physician (a contract review the reader has read, a compensation consultation) and
 * an approved staff member with two-step sign-in, then opens each first view in headless Chromium,
 * each run in a fresh browser context (empty cache; the signed-in views with the stored sign-in a
 * returning person has):
 *   - frame: the page's own heading is visible (not the layout's bare "Loading…");
 *   - content: the page's data is rendered (the list's tiles, the table's rows, the desk's findings
 *     and its PDF's first page…).
 * Times are the browser's own (performance.now() from the navigation's start, or from the login
 * form's submit for the page after sign-in), taken by a MutationObserver the moment the DOM first
 * holds the element. Prints the median (and min–max) of BENCH_RUNS runs per view (default 5) as a
 * Markdown table. Stops everything it started.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { build } from 'vite';
import { productName } from '#shared/constants/chapters.ts';
import { requestTypeInfo } from '#shared/constants/request-types.ts';
import * as messages from '#shared/messages.ts';
import { freeStackPorts } from '#infra/local/ports.ts';
import { startLocalStack } from '#infra/local/stack.ts';
import { webRoot } from '#infra/local/web-server.ts';
import { corpus } from '#test/fixtures/contracts/corpus.ts';
import { makeCorpusPdf } from '#test/fixtures/contracts/make-pdfs.ts';
import { callApi, createTestAccount, signInTokens, type TestAccount } from '#test/support/accounts.ts';
import { chromiumArgs, ensureChromium } from '#test/support/chromium.ts';
import { makePdf } from '#test/support/pdfs.ts';
import { consultForm, deskReviewForm, readingOf } from '#test/support/request-forms.ts';
import type { ProvidedStack } from '#test/support/test-stack.ts';
import { totpCode } from '#test/support/totp.ts';
import { stageUpload } from '#test/support/uploads.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a positive whole number, not ${process.env.BENCH_RUNS}`);
const width = Number(process.env.BENCH_WIDTH ?? 1280);

/** An element the DOM must hold, visible: a CSS selector, and the text it must contain (if any). */
interface Probe {
  readonly selector: string;
  readonly text?: string;
}

/** What marks a mark: every probe holds, at `path`. */
interface Watch {
  readonly name: 'frame' | 'content';
  readonly path: string;
  readonly probes: readonly Probe[];
}

interface View {
  readonly name: string;
  readonly who: 'visitor' | 'physician' | 'staff';
  /** The address opened, or, for the page after sign-in, where the sign-in lands. */
  readonly path: string;
  readonly frame: readonly Probe[];
  readonly content: readonly Probe[];
  /** Measured from the login form's submit rather than the navigation's start. */
  readonly afterSignIn?: boolean;
}

/**
 * Runs in the page before its own scripts: records, on window.__firstView, the first moment each
 * watch holds (ms from the navigation's start) and the login form's submit. A string, not a
 * function: the bench's transpiler would wrap a function's inner names in helpers the page lacks.
 */
const watchMarks = (watches: readonly Watch[]) => `(() => {
  const watches = ${JSON.stringify(watches)};
  const marks = {};
  window.__firstView = marks;
  const holds = (probe) => [...document.querySelectorAll(probe.selector)].some(
    (element) => element.getClientRects().length > 0 && (!probe.text || (element.textContent || '').includes(probe.text)));
  const check = () => {
    for (const watch of watches) {
      if (marks[watch.name] === undefined && location.pathname === watch.path && watch.probes.every(holds)) marks[watch.name] = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  document.addEventListener('submit', () => { if (marks.submit === undefined) marks.submit = performance.now(); }, true);
})();`;

/** A contract review the reader has read (the desk's findings) and a compensation consultation, as the physician's browser sends them. */
async function seedRequests(stack: ProvidedStack, physician: TestAccount): Promise<string> {
  const token = (await signInTokens(stack, physician.email, physician.password)).accessToken;
  const { bytes } = await makeCorpusPdf(corpus().find((d) => d.name === 'agreement-4')!);
  const contractKey = await stageUpload(stack, token, '/me/requests/upload', bytes, { fileName: 'agreement.pdf' });
  const review = await callApi(stack, token, 'POST', '/me/requests/contractReview', {
    ...deskReviewForm(physician.account),
    key: contractKey,
  });
  if (review.status !== 201) throw new Error(`contract review: ${review.status} ${JSON.stringify(review.body)}`);
  const requestId = (review.body as { requestId: string }).requestId;
  const consultKey = await stageUpload(stack, token, '/me/requests/upload', await makePdf(1, 'Offer letter'));
  const consult = await callApi(stack, token, 'POST', '/me/requests/compensationConsult', {
    ...consultForm,
    otherData: 'Base salary offer seems low for the region.',
    key: consultKey,
  });
  if (consult.status !== 201) throw new Error(`compensation consultation: ${consult.status} ${JSON.stringify(consult.body)}`);
  // The desk's findings are there once the reader has read the contract.
  const reading = await readingOf(stack, token, 'contractReview', requestId, 60_000);
  if (reading.state !== 'read') throw new Error(`the reader found the contract ${reading.state}, not read`);
  return `/dashboard/contract/${physician.userId}/${requestId}`;
}

/** The login form filled with the account's e-mail and password, and sent. */
async function submitLogin(page: Page, web: string, account: Pick<TestAccount, 'email' | 'password'>) {
  await page.goto(`${web}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Signs in through the login form (with a code when two-step sign-in is on), waits for `landing`; the stored sign-in. */
async function signInThroughForm(page: Page, web: string, account: TestAccount, landing: string) {
  await submitLogin(page, web, account);
  if (account.totpSecret) {
    const code = page.getByLabel('6-digit code', { exact: true });
    await code.waitFor({ timeout: 30_000 });
    await code.fill(totpCode(account.totpSecret));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.waitForURL((url) => url.pathname === landing, { timeout: 30_000 });
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function measure(
  browser: Browser,
  web: string,
  view: View,
  options: BrowserContextOptions,
  physician: TestAccount,
): Promise<{ frame: number; content: number }> {
  const context: BrowserContext = await browser.newContext(options);
  try {
    const watches: Watch[] = [
      { name: 'frame', path: view.path, probes: view.frame },
      { name: 'content', path: view.path, probes: view.content },
    ];
    await context.addInitScript({ content: watchMarks(watches) });
    const page = await context.newPage();
    if (view.afterSignIn) {
      await submitLogin(page, web, physician);
    } else {
      await page.goto(`${web}${view.path}`, { waitUntil: 'commit' });
    }
    const marks = await page.waitForFunction(
      // Not a string: the app's CSP refuses eval. A plain arrow without inner functions (see watchMarks).
      () => {
        const found = (globalThis as unknown as { __firstView?: Record<string, number> }).__firstView;
        return found && found.frame !== undefined && found.content !== undefined ? found : undefined;
      },
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    const { frame, content, submit = 0 } = (await marks.jsonValue()) as Record<string, number>;
    return { frame: frame! - submit, content: Math.max(frame!, content!) - submit };
  } finally {
    await context.close();
  }
}

async function main() {
  const started = performance.now();
  const chromiumPath = ensureChromium();
  console.log('Building the web app…');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({ configFile: join(webRoot, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
  process.env.NODE_ENV = nodeEnv;

  const dataDir = await mkdtemp(join(tmpdir(), 'physician-contracts-first-views-'));
  const local = await startLocalStack({ dataDir, ports: await freeStackPorts(), web: 'static' });
  const stack: ProvidedStack = { urls: local.urls, endpoints: local.endpoints, resources: local.resources, functionEnv: local.functionEnv };
  const web = stack.urls.web;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const rows: string[][] = [];
  try {
    console.log('Seeding a physician with two requests and an approved staff member with two-step sign-in…');
    const physician = await createTestAccount(stack, { role: 'physician', firstName: 'Bench', lastName: 'Physician' });
    const deskPath = await seedRequests(stack, physician);
    const staff = await createTestAccount(stack, { role: 'staff', approved: true, firstName: 'Bench', lastName: 'Staff' });

    const viewport = { viewport: { width, height: 900 } };
    const stored = async (account: TestAccount, landing: string) => {
      const context = await browser.newContext(viewport);
      try {
        await signInThroughForm(await context.newPage(), web, account, landing);
        return await context.storageState();
      } finally {
        await context.close();
      }
    };
    const states = { physician: await stored(physician, '/negotiation'), staff: await stored(staff, '/dashboard/compensation') };

    // The prerendered page a signed-out visitor gets shows the course too: a member's content is theirs once the bar names them.
    const signedIn: Probe = { selector: '[aria-label^="Account: "]' };
    const heading = (text: string, selector = 'main h1'): Probe => ({ selector, text });
    const reviews = requestTypeInfo.contractReview.listTitle;
    const consults = requestTypeInfo.compensationConsult.listTitle;
    const views: View[] = [
      { name: 'public home', who: 'visitor', path: '/', frame: [heading('A better contract')], content: [{ selector: '#testimonials-title' }] },
      {
        name: 'course page',
        who: 'physician',
        path: '/negotiation',
        frame: [heading(productName)],
        content: [{ selector: '[data-testid="currently-playing"]' }, { selector: '.player__controls' }, signedIn],
      },
      {
        name: 'contract reviews',
        who: 'physician',
        path: '/profile/contractReviewList',
        frame: [heading(reviews)],
        content: [{ selector: '.request-tiles > li:nth-child(2)' }],
      },
      {
        name: 'compensation consultations',
        who: 'physician',
        path: '/profile/compensationConsultList',
        frame: [heading(consults)],
        content: [{ selector: '.request-tiles > li:nth-child(2)' }],
      },
      {
        name: 'compare offers',
        who: 'physician',
        path: '/profile/compare',
        frame: [heading(messages.common.compareOffers)],
        content: [{ selector: '#compare-offers-list' }],
      },
      {
        name: 'page after sign-in',
        who: 'visitor',
        path: '/negotiation',
        afterSignIn: true,
        frame: [heading(productName)],
        content: [{ selector: '[data-testid="currently-playing"]' }, { selector: '.player__controls' }, signedIn],
      },
      {
        name: 'staff dashboard list',
        who: 'staff',
        path: '/dashboard/compensation',
        frame: [heading('Dashboard')],
        content: [{ selector: '[aria-label^="View Details of Bench"]' }],
      },
      {
        name: 'review desk',
        who: 'staff',
        path: deskPath,
        frame: [heading('Dashboard')],
        content: [{ selector: `.desk [aria-label="${messages.dashboard.desk.findings}"]` }, { selector: '.desk canvas[aria-label^="Page 1 of"]' }],
      },
    ];

    // One round visits every view, so a busy moment on the shared machine weighs on all alike.
    const results = new Map(views.map((view) => [view.name, [] as Array<{ frame: number; content: number }>]));
    for (let round = 0; round < runs; round++) {
      for (const view of views) {
        const options: BrowserContextOptions = { ...viewport, ...(view.who === 'visitor' ? {} : { storageState: states[view.who] }) };
        const result = await measure(browser, web, view, options, physician);
        results.get(view.name)!.push(result);
        console.log(`  run ${round + 1} ${view.name.padEnd(28)} frame ${Math.round(result.frame)} ms  content ${Math.round(result.content)} ms`);
      }
    }
    for (const view of views) {
      const measured = results.get(view.name)!;
      const cell = (values: number[]) => `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
      rows.push([
        view.name,
        `\`${view.path.replace(/\/dashboard\/contract\/.+/, '/dashboard/contract/:userId/:requestId')}\``,
        view.afterSignIn ? 'submit' : 'navigation',
        cell(measured.map((m) => m.frame)),
        cell(measured.map((m) => m.content)),
      ]);
    }
  } finally {
    await browser.close();
    await local.stop();
    await rm(dataDir, { recursive: true, force: true });
  }

  const header = ['first view', 'path', 'from', 'frame ms median (min–max)', 'content ms median (min–max)'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(`\nFirst views at ${width} px, ${runs} run(s) each in a fresh context, ${new Date().toISOString().slice(0, 16)}Z:\n`);
  console.log(line(header));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const row of rows) console.log(line(row));
  console.log(`\nbench:first-views took ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
}

await main();
