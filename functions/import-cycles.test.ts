import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from '#test/support/import-graph.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

describe('server-side imports', () => {
  it('form no circle across functions/, shared/ and infra/ (table.ts and table-keys.ts once imported each other)', () => {
    const graph = importGraph(repoRoot, ['functions', 'shared', 'infra']);
    expect(graph.size).toBeGreaterThan(200);
    expect(importCircles(graph, repoRoot)).toEqual([]);
  });
});
