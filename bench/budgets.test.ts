/**
 * The budget that stays (issue 20): builds the web app into a temporary directory and, for each
 * public page, adds up the gzip size of the JavaScript its first visit loads, read statically from
 * Vite's manifest: the entry chunk and its static imports (recursively), plus the page's lazy screen
 * chunks (the prerender's list) and their static imports. A page over its budget, a page whose screen module is no longer in
 * the manifest, a public page that loads auth or dashboard code, or a dashboard screen that loads
 * account code (or the reverse) fails here, in `npm test`.
 * `npm run bench:web` measures the same pages in a browser and with Lighthouse.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build, loadConfigFromFile, type Manifest, type Plugin, type PluginOption } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webRoot } from '#infra/local/web-server.ts';
import { pageFileFor } from '#shared/constants/prerendered-pages.ts';
import {
  compareOffersScreen,
  gzipSize,
  kb,
  notOnPublicPages,
  pdfJsLoader,
  pdfJsModule,
  publicPages,
  signedInAreas,
  type PublicPage,
} from './budgets';

let outDir = '';
let manifest: Manifest = {};
/** Every module (path relative to the repository, or a package path) in each output chunk, by file name. */
const modulesOf = new Map<string, string[]>();
const gzipOf = new Map<string, number>();

/** Records which modules went into each chunk (the manifest names only a chunk's facade module). */
const recordModules: Plugin = {
  name: 'budget-record-modules',
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type === 'chunk')
        modulesOf.set(
          output.fileName,
          output.moduleIds.map((id) => relative(join(webRoot, '..'), id)),
        );
    }
  },
};

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'pc-budget-'));
  // The project's own Vite configuration (so whatever it splits or prerenders is what is measured),
  // built into a temporary directory, without its plugin that moves source maps into web/sourcemaps
  // (there are none here, and web/ is not this test's to change).
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, join(webRoot, 'vite.config.ts'));
  if (!loaded) throw new Error('web/vite.config.ts did not load');
  const plugins = (loaded.config.plugins ?? []).flat(Infinity as 1) as PluginOption[];
  // vitest sets NODE_ENV=test, and Vite builds React's development bundles under any NODE_ENV but
  // production: the budget is about what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    ...loaded.config,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [...plugins.filter((plugin) => !(plugin && 'name' in plugin && plugin.name === 'source-maps-outside-dist')), recordModules],
    build: { ...loaded.config.build, outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  for (const chunk of Object.values(manifest)) {
    if (chunk.file.endsWith('.js') && !gzipOf.has(chunk.file)) gzipOf.set(chunk.file, gzipSize(await readFile(join(outDir, chunk.file))));
  }
}, 120_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** The manifest keys of a chunk and everything it imports statically, recursively. */
function withStaticImports(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(imported, into);
  return into;
}

/** The JS files a first visit to `page` loads: what its HTML (prerendered, or the shell) loads and preloads, its screens, and their static imports. */
async function firstVisitFiles(page: PublicPage): Promise<string[]> {
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const html = await readFile(join(outDir, pageFileFor(page.path)), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  if (!referenced.length) throw new Error(`${page.path}: its HTML (${pageFileFor(page.path)}) loads no script`);
  const keys = new Set<string>();
  for (const file of referenced) {
    const key = keyOf.get(file);
    if (!key) throw new Error(`${page.path}: ${file} is not in the build's manifest`);
    withStaticImports(key, keys);
  }
  for (const screen of page.screens) {
    if (!manifest[screen]) {
      throw new Error(
        `${page.path}: its screen module ${screen} is not a chunk of the build (renamed, moved, or no longer lazy?). ` +
          'Update prerenderedScreens in shared/constants/prerendered-pages.ts so its budget is checked again.',
      );
    }
    withStaticImports(screen, keys);
  }
  return [...new Set([...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')))];
}

describe('first-visit JavaScript of the public pages (budgets in bench/budgets.ts)', () => {
  it.each(publicPages.map((page) => [page.path, page] as const))('%s stays within its gzip budget', async (_path, page) => {
    const files = (await firstVisitFiles(page)).map((file) => ({ file, gzip: gzipOf.get(file) ?? NaN }));
    const total = files.reduce((sum, { gzip }) => sum + gzip, 0);
    console.log(`${page.path}: ${kb(total)} KB gzip in ${files.length} files (budget ${page.jsKb} KB)`);
    const largest = [...files]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 6)
      .map(({ file, gzip }) => `${kb(gzip)} KB ${file}`)
      .join(', ');
    expect(
      total / 1024,
      `${page.path}: a first visit loads ${kb(total)} KB gzip of JavaScript in ${files.length} files, over its budget of ${page.jsKb} KB; largest: ${largest}`,
    ).toBeLessThanOrEqual(page.jsKb);
  });

  it('no public page loads the auth library or dashboard code', async () => {
    const found: string[] = [];
    for (const page of publicPages) {
      for (const file of await firstVisitFiles(page)) {
        const modules = modulesOf.get(file);
        if (!modules) throw new Error(`no module list was recorded for ${file}`);
        for (const { what, moduleId } of notOnPublicPages) {
          const hits = modules.filter((id) => moduleId.test(id));
          if (hits.length) found.push(`${page.path} loads ${what} in ${file}: ${hits.slice(0, 3).join(', ')}${hits.length > 3 ? ', …' : ''}`);
        }
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });

  it("dashboard and account screens load nothing of each other's", async () => {
    const found: string[] = [];
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!chunk.isDynamicEntry) continue;
      const area = signedInAreas.find(({ module }) => module.test(`web/${key}`));
      if (!area) continue;
      for (const file of [...withStaticImports(key)].map((imported) => manifest[imported]!.file).filter((name) => name.endsWith('.js'))) {
        const modules = modulesOf.get(file);
        if (!modules) throw new Error(`no module list was recorded for ${file}`);
        const hits = modules.filter((id) => area.notLoading.test(id));
        if (hits.length) found.push(`${key} (${area.name}) loads ${file}: ${hits.slice(0, 3).join(', ')}${hits.length > 3 ? ', …' : ''}`);
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });

  it('loads pdf.js only on the review desk, lazily: no screen carries it, only the desk imports it, dynamically', () => {
    const withPdfJs = new Set([...modulesOf].filter(([, modules]) => modules.some((id) => pdfJsModule.test(id))).map(([file]) => file));
    expect(withPdfJs.size, 'no chunk holds pdf.js: is the desk still drawing PDFs with it?').toBeGreaterThan(0);
    const found: string[] = [];
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!chunk.isEntry && !chunk.isDynamicEntry) continue;
      if (key === pdfJsLoader) continue;
      const carried = [...withStaticImports(key)].map((imported) => manifest[imported]!.file).filter((file) => withPdfJs.has(file));
      if (carried.length) found.push(`${key} loads pdf.js with it (${carried.join(', ')})`);
    }
    const importers = Object.entries(manifest)
      .filter(([, chunk]) => chunk.dynamicImports?.includes(pdfJsLoader))
      .map(([key]) => key);
    expect(found, found.join('\n')).toEqual([]);
    expect(importers).toEqual(['src/features/dashboard/desk/RequestDeskPage.tsx']);
  });

  it("keeps the Compare offers screen's own JavaScript within its budget, and off every public page", async () => {
    const { module, shell, jsKb } = compareOffersScreen;
    expect(manifest[module]?.isDynamicEntry, `${module} is not a lazy chunk of the build`).toBe(true);
    // Not the screen's own: what every signed-in screen loads (the shell page's scripts), and what the
    // profile area it opens in has loaded before it (the profile shell and TanStack Query, which the
    // shell's route loads with it).
    const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
    const html = await readFile(join(outDir, 'app.html'), 'utf8');
    const before = new Set<string>();
    for (const [, file] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)) withStaticImports(keyOf.get(file!)!, before);
    for (const key of shell) {
      expect(manifest[key], `${key} is not a chunk of the build`).toBeDefined();
      withStaticImports(key, before);
    }
    const files = (keys: Iterable<string>) => [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    const gzip = (list: string[]) => list.reduce((sum, file) => sum + (gzipOf.get(file) ?? NaN), 0);
    const own = files([...withStaticImports(module)].filter((key) => !before.has(key)));
    const total = gzip(own);
    const sizes = own.map((file) => `${kb(gzipOf.get(file) ?? NaN)} KB ${file}`).join(', ');
    console.log(`Compare offers screen: ${kb(total)} KB gzip of its own JavaScript (budget ${jsKb} KB): ${sizes}`);
    expect(total / 1024, `the Compare offers screen loads ${kb(total)} KB gzip of its own JavaScript: ${sizes}`).toBeLessThanOrEqual(jsKb);
    for (const page of publicPages)
      for (const file of await firstVisitFiles(page))
        expect(
          modulesOf
            .get(file)
            ?.filter((id) => /web\/src\/features\/offers\/(?!routes\.tsx$)|shared\/compare\/|shared\/messages\/compare-offers\.ts$/.test(id)),
          `${page.path} loads the comparison in ${file}`,
        ).toEqual([]);
  });
});
