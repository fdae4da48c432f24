import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The import graph of the repository's source folders, for the no-circle tests: each module with the
 * modules it imports (static, type-only, re-exports and dynamic imports all count), as absolute paths.
 * Specifiers are relative (`./table`, `../x.ts`) or subpath imports (`#shared/…`, package.json "imports");
 * packages are left out.
 */
export function importGraph(repoRoot: string, folders: readonly string[]): Map<string, string[]> {
  // package.json's "imports" ("#shared/*": "./shared/*"), the one declaration of the subpaths.
  const declared = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { imports?: Record<string, string> }).imports ?? {};
  const subpaths = Object.fromEntries(
    Object.entries(declared)
      .filter(([key, to]) => key.endsWith('/*') && to.endsWith('/*'))
      .map(([key, to]) => [key.slice(0, -1), to.slice(2, -1)]),
  );
  const resolveFile = (base: string) =>
    [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && /\.tsx?$/.test(path));
  const target = (from: string, specifier: string) => {
    const prefix = Object.keys(subpaths).find((key) => specifier.startsWith(key));
    if (prefix) return resolveFile(join(repoRoot, subpaths[prefix] as string, specifier.slice(prefix.length)));
    return specifier.startsWith('.') ? resolveFile(resolve(dirname(from), specifier)) : undefined;
  };
  const files = folders.flatMap((folder) =>
    readdirSync(join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => join(repoRoot, folder, file)),
  );
  return new Map(
    files.map((file) => [
      file,
      [...codeLines(readFileSync(file, 'utf8')).matchAll(/(?:from|import)\s*\(?\s*'((?:\.|#)[^']+)'/g)]
        .map((match) => target(file, match[1] as string))
        .filter((path): path is string => path !== undefined),
    ]),
  );
}

/** The source without its comment lines (a doc comment may show an import as an example). */
function codeLines(source: string): string {
  return source
    .split('\n')
    .filter((line) => !/^\s*(?:\/\/|\/\*|\*)/.test(line))
    .join('\n');
}

/** Every circle of the graph, each as `a → b → a` with paths relative to `root`. */
export function importCircles(graph: Map<string, string[]>, root: string): string[] {
  const circles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]) => {
    state.set(file, 'open');
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') circles.push([...path.slice(path.indexOf(next)), next].map((step) => relative(root, step)).join(' → '));
      else if (!state.has(next)) visit(next, [...path, next]);
    }
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file, [file]);
  return circles;
}
