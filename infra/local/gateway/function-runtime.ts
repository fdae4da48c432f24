/**
 * A function's worker starts here (function-pool.ts), without tsx: loading a function's modules
 * through tsx's loader thread costs each new worker (a cold start) three times the CPU of Node's own
 * loader. Node 24 runs the TypeScript itself (the pool passes --experimental-transform-types: the
 * functions use parameter properties), this hook adds what the project's imports leave to the
 * bundler (`./module` for `./module.ts`), and the compile cache spares later cold starts the
 * parsing of the AWS SDK. Then the environment proper (function-worker.ts) loads.
 */
import { existsSync } from 'node:fs';
import { enableCompileCache, registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const explicit = /\.(?:[cm]?[jt]sx?|json)$/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const relative = specifier.startsWith('./') || specifier.startsWith('../');
    if (relative && context.parentURL?.endsWith('.ts') && !explicit.test(specifier)) {
      for (const suffix of ['.ts', '/index.ts']) {
        const url = new URL(specifier + suffix, context.parentURL);
        if (existsSync(fileURLToPath(url))) return nextResolve(url.href, context);
      }
    }
    return nextResolve(specifier, context);
  },
});
enableCompileCache();

await import('./function-worker.ts');
