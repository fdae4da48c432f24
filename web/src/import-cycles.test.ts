import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from '#test/support/import-graph.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('web/src imports', () => {
  it('form no circle (auth once had amplify → auth-loader → tab-session → back)', () => {
    const graph = importGraph(repoRoot, ['web/src']);
    expect(graph.size).toBeGreaterThan(40);
    expect(importCircles(graph, repoRoot)).toEqual([]);
  });
});
