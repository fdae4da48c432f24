import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { build, defineConfig, type Plugin } from 'vite';
import { appShell, prerenderedPages, prerenderedScreens } from '../shared/constants/prerendered-pages.ts';
import { storedSessionHintScript } from '../shared/constants/stored-session-hint.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** What the build knows of itself, for the browser build and the prerender alike (the footer's year). */
const buildFacts = { 'import.meta.env.BUILD_YEAR': JSON.stringify(String(new Date().getUTCFullYear())) };

/**
 * Source maps are build artifacts for decoding a stack trace, not part of the site: written
 * `hidden` (no sourceMappingURL in the published files) and moved out of dist/ into web/sourcemaps/
 * once the build is written, so no deployment can publish them.
 */
function sourceMapsOutsideDist(directory: string): Plugin {
  return {
    name: 'source-maps-outside-dist',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? join(root, 'dist');
      rmSync(directory, { recursive: true, force: true });
      for (const fileName of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        const target = join(directory, fileName);
        mkdirSync(dirname(target), { recursive: true });
        renameSync(join(outDir, fileName), target);
      }
    },
  };
}

/**
 * Once the browser build is written, renders each public page (shared/constants/prerendered-pages.ts)
 * to HTML with a server build of src/prerender.tsx and writes it into a copy of index.html; the
 * untouched shell becomes app.html, which every other route gets. A first visit then paints the
 * page from its HTML, before any JavaScript runs, and main.tsx hydrates it.
 */
/**
 * Every page's <head> starts with the stored-session hint, a classic inline script that runs before
 * the first paint (shared/constants/stored-session-hint.ts; the CSP allows it by its hash).
 */
function storedSessionHint(): Plugin {
  return {
    name: 'stored-session-hint',
    // After the charset and the title, before any stylesheet (a classic script would wait for it).
    transformIndexHtml(html) {
      if (!html.includes('</title>')) throw new Error('index.html has no <title> to put the stored-session hint after');
      return html.replace('</title>', `</title>\n    <script>${storedSessionHintScript}</script>`);
    },
  };
}

/**
 * The stylesheets of a page's lazy screens (and of what they import), linked from its prerendered
 * HTML so the page is styled at its first paint. Their chunks are not preloaded: they load as the
 * page hydrates, and preloading them put them in the way of the first paint (Lighthouse, /login:
 * LCP 1.91 s with them, 1.60 s without).
 */
function screenStyles(bundle: OutputBundle, modules: readonly string[], shell: string): string {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const name of chunk.imports) visit(byFile.get(name)!);
  };
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === join(root, '..', module));
    if (!chunk) throw new Error(`prerender: no chunk for ${module} (shared/constants/prerendered-pages.ts)`);
    visit(chunk);
  }
  const tags = new Set<string>();
  for (const file of files) {
    for (const css of byFile.get(file)!.viteMetadata?.importedCss ?? []) {
      if (!shell.includes(`/${css}"`)) tags.add(`<link rel="stylesheet" crossorigin href="/${css}">`);
    }
  }
  return [...tags].join('\n    ');
}

function prerenderPublicPages(): Plugin {
  let outDir = join(root, 'dist');
  let bundle: OutputBundle | undefined;
  return {
    name: 'prerender-public-pages',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(root, config.build.outDir);
    },
    writeBundle(_options, written) {
      bundle = written;
    },
    async closeBundle() {
      if (!bundle) return;
      // Inside node_modules, so the server build's bare imports (react, react-router) resolve.
      const serverOut = join(root, '..', 'node_modules', '.cache', 'web-prerender', String(process.pid));
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        define: buildFacts,
        build: { ssr: 'src/prerender.tsx', outDir: serverOut, emptyOutDir: true, sourcemap: false, minify: false },
      });
      try {
        const { renderPage } = (await import(pathToFileURL(join(serverOut, 'prerender.js')).href)) as {
          renderPage: (path: string) => Promise<string>;
        };
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
        const mount = '<div id="root"></div>';
        if (!shell.includes(mount)) throw new Error(`index.html has no ${mount} to prerender into`);
        writeFileSync(join(outDir, appShell), shell);
        for (const [path, file] of Object.entries(prerenderedPages)) {
          const html = await renderPage(path);
          // A boundary React left for an inline script to fill in would show "Loading…" (the CSP refuses inline scripts).
          if (/<template id="B:|\$RC\(/.test(html)) throw new Error(`prerender: ${path} has a boundary that is not rendered inline`);
          const tags = screenStyles(bundle, prerenderedScreens[path as keyof typeof prerenderedPages], shell);
          const page = shell.replace('</head>', tags ? `  ${tags}\n  </head>` : '</head>').replace(mount, `<div id="root">${html}</div>`);
          writeFileSync(join(outDir, file), page);
        }
      } finally {
        rmSync(serverOut, { recursive: true, force: true });
      }
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), storedSessionHint(), sourceMapsOutsideDist(join(root, 'sourcemaps')), prerenderPublicPages()],
  define: buildFacts,
  server: {
    // shared/ sits beside web/.
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // What every page needs (React, the router, the layout, the home page) in one file beside the
        // entry, rather than a dozen small chunks that each cost a round trip on a phone.
        // TanStack Query likewise in one chunk of its own, for the screens that read data.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'queries', test: /node_modules[\\/]@tanstack[\\/]|web[\\/]src[\\/]lib[\\/]queries\.tsx$/ },
          ],
        },
      },
    },
  },
});
