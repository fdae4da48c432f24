import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = dirname(fileURLToPath(import.meta.url));

/** Each module of web/src with the web/src modules it imports (static, type-only and dynamic imports all count). */
function importGraph(): Map<string, string[]> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(root, file));
  // Relative imports name no extension; subpath imports (#web/…, package.json "imports") name theirs.
  const target = (from: string, specifier: string) =>
    specifier.startsWith('#web/')
      ? join(root, specifier.slice('#web/'.length))
      : ['.ts', '.tsx', '/index.ts'].map((ending) => resolve(dirname(from), specifier) + ending).find((path) => existsSync(path));
  return new Map(
    files.map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'((?:\.|#web\/)[^']+)'/g)]
        .map((match) => target(file, match[1] as string))
        .filter((path): path is string => path?.startsWith(root) === true),
    ]),
  );
}

describe('web/src imports', () => {
  it('form no circle (auth once had amplify → auth-loader → tab-session → back)', () => {
    const graph = importGraph();
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].map((step) => relative(root, step)).join(' → '));
        else if (!state.has(next)) visit(next, [...path, next]);
      }
      state.set(file, 'done');
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file, [file]);
    expect(graph.size).toBeGreaterThan(40);
    expect(cycles).toEqual([]);
  });
});
