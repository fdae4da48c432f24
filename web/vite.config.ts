import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

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

export default defineConfig({
  root,
  plugins: [react(), sourceMapsOutsideDist(join(root, 'sourcemaps'))],
  server: {
    // shared/ sits beside web/.
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
  },
});
