import { copyFileSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildSync } from 'esbuild';
import { lambdaBundleTarget } from '../node-runtime';
import { repoRoot } from './bundling';

/**
 * What a function that reads scans (`parsesPdf: 'text'`: functions/services/contract-ocr.ts) loads
 * by path at run time, beside its bundle under `ocr/`: tesseract.js's worker thread (bundled with
 * esbuild on its own: it is started from a file, so the handler's bundle cannot hold it), the
 * Tesseract WebAssembly builds it chooses from, and the English
 * model. Nothing is fetched at run time; all of it is WebAssembly and JavaScript, so it runs on arm64.
 */
export const ocrFolder = 'ocr';

/** Where the function finds them in AWS (LAMBDA_TASK_ROOT is /var/task). */
export const ocrEnvironment = {
  OCR_LANG_PATH: `/var/task/${ocrFolder}`,
  OCR_WORKER_PATH: `/var/task/${ocrFolder}/worker.cjs`,
} as const;

/**
 * Every build: the worker picks by the CPU's SIMD support, and tesseract.js 7's Node loader asks for
 * the LSTM-only builds by a check that never matches (it compares a boolean to OEM codes), so today
 * it loads the full ones. About 19 MB together.
 */
const coreBuilds = ['relaxedsimd-lstm', 'simd-lstm', 'lstm', 'relaxedsimd', 'simd', ''].map(
  (build) => `tesseract-core${build ? `-${build}` : ''}.wasm`,
);
const model = '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz';

let built: string | undefined;

/** Builds the folder once per process (a few hundred ms) and returns its path. */
export function ocrAssets(): string {
  if (built && existsSync(join(built, 'worker.cjs'))) return built;
  const require = createRequire(join(repoRoot, 'package.json'));
  const dir = join(mkdtempSync(join(tmpdir(), 'pc-ocr-')), ocrFolder);
  mkdirSync(dir, { recursive: true });
  buildSync({
    entryPoints: [require.resolve('tesseract.js/src/worker-script/node/index.js')],
    outfile: join(dir, 'worker.cjs'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: lambdaBundleTarget,
    minify: true,
    logLevel: 'silent',
  });
  const core = dirname(require.resolve('tesseract.js-core/package.json'));
  // The Emscripten loaders now inside worker.cjs read their .wasm from the worker's own folder.
  for (const file of coreBuilds) copyFileSync(join(core, file), join(dir, file));
  copyFileSync(require.resolve(model), join(dir, 'eng.traineddata.gz'));
  built = dir;
  return dir;
}

/**
 * The handler's bundle is ESM, and tesseract.js's CommonJS reads `__dirname` when it loads (for a
 * default it never uses here): the banner gives it the bundle's folder.
 */
export const ocrBanner = 'const __dirname = import.meta.dirname;';
