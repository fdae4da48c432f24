import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteDefinition } from '#shared/api/route-definition.ts';
import { createFunctionPool, InvocationFailed, type FunctionSpec } from './function-pool';
import { startGateway, type LambdaHandler } from './server';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}.ts`, import.meta.url));
const spec = (id: string, file: string, limits: Partial<Pick<FunctionSpec, 'timeoutSeconds' | 'memoryMb'>> = {}): FunctionSpec => ({
  declared: { id },
  handlerFile: fixture(file),
  timeoutSeconds: limits.timeoutSeconds ?? 10,
  memoryMb: limits.memoryMb ?? 512,
});

const run = promisify(execFile);
const lines: string[] = [];
const pool = createFunctionPool({ log: (line) => lines.push(line) });
afterAll(() => pool.close());

const body = (result: unknown) => JSON.parse((result as { body: string }).body) as { calls: number; remainingMs: number; memoryLimitInMB: string };

describe('the local function pool (Lambda execution environments)', { timeout: 60_000 }, () => {
  it('keeps a worker warm: module state survives between two calls, served by the same worker', async () => {
    const sleeps = spec('sleeps', 'sleeps', { timeoutSeconds: 7, memoryMb: 256 });
    const first = body(await pool.invoke(sleeps, {}));
    const threads = pool.workers().sleeps?.threadIds;
    const second = body(await pool.invoke(sleeps, {}));
    expect([first.calls, second.calls]).toEqual([1, 2]);
    expect(pool.workers().sleeps).toEqual({ busy: 0, idle: 1, threadIds: threads });
    // Lambda's context, from the function's own configuration.
    expect(second.memoryLimitInMB).toBe('256');
    expect(second.remainingMs).toBeGreaterThan(6_000);
    expect(second.remainingMs).toBeLessThanOrEqual(7_000);
  });

  it('runs two concurrent calls of one function in two workers, one call at a time in each', async () => {
    const sleeps = spec('concurrent', 'sleeps');
    const results = await Promise.all([pool.invoke(sleeps, { sleepMs: 500 }), pool.invoke(sleeps, { sleepMs: 500 })]);
    // Each worker served one call: each counted its first.
    expect(results.map((result) => body(result).calls)).toEqual([1, 1]);
    expect(pool.workers().concurrent).toMatchObject({ busy: 0, idle: 2 });
    expect(new Set(pool.workers().concurrent?.threadIds).size).toBe(2);
  });

  it('stops a call past its timeout, discards the worker, and serves the next call in a new one', async () => {
    const sleeps = spec('slow', 'sleeps', { timeoutSeconds: 1 });
    await pool.invoke(sleeps, {});
    const [before] = pool.workers().slow?.threadIds ?? [];
    const started = Date.now();
    const failure = await pool.invoke(sleeps, { sleepMs: 5_000 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvocationFailed);
    expect(failure).toMatchObject({ reason: 'timeout', message: 'Task timed out after 1.00 seconds' });
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(lines.some((line) => /^slow \S+ Task timed out after 1\.00 seconds$/.test(line))).toBe(true);
    expect(pool.workers().slow).toBeUndefined();
    // A cold start: module state is new.
    expect(body(await pool.invoke(sleeps, {})).calls).toBe(1);
    expect(pool.workers().slow?.threadIds).not.toContain(before);
  });

  it('stops a call that keeps its thread busy past its timeout', async () => {
    const failure = await pool.invoke(spec('spins', 'spins', { timeoutSeconds: 1 }), { spinMs: 20_000 }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ reason: 'timeout' });
    expect(pool.workers().spins).toBeUndefined();
  });

  it('kills a call that holds more Buffers than its memory (600 MB in 512 MB), not one that stays under (300 MB)', async () => {
    const allocates = spec('allocates', 'allocates', { memoryMb: 512 });
    await expect(pool.invoke(allocates, { bufferMb: 300 })).resolves.toMatchObject({ statusCode: 200 });
    const failure = await pool.invoke(allocates, { bufferMb: 600 }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ reason: 'memory' });
    expect((failure as Error).message).toMatch(/^Runtime exited with error: signal: killed \(out of memory: \d+ MB used, Memory Size: 512 MB\)$/);
    expect(lines.some((line) => /^allocates \S+ Error: Runtime exited with error: signal: killed/.test(line))).toBe(true);
    expect(pool.workers().allocates).toBeUndefined();
    await expect(pool.invoke(allocates, { bufferMb: 100 })).resolves.toMatchObject({ statusCode: 200 });
  });

  it("kills a call whose JavaScript heap outgrows its memory (V8's own limit or the poll)", async () => {
    const failure = await pool.invoke(spec('heap', 'allocates', { memoryMb: 128 }), { heapMb: 400 }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ reason: 'memory' });
    expect(pool.workers().heap).toBeUndefined();
  });

  it("reports a handler's error and keeps its worker warm", async () => {
    const throws = spec('throws', 'throws');
    await expect(pool.invoke(throws, {})).rejects.toThrow('refused (call 1)');
    await expect(pool.invoke(throws, {})).rejects.toThrow('refused (call 2)');
    expect(pool.workers().throws).toMatchObject({ idle: 1 });
  });

  it('fails a call whose runtime exits, and replaces the worker', async () => {
    await expect(pool.invoke(spec('exits', 'exits'), {})).rejects.toMatchObject({ reason: 'exited' });
    expect(pool.workers().exits).toBeUndefined();
  });

  it('does not keep its process alive with a warm worker, and keeps it alive while a call runs', async () => {
    const tsx = createRequire(import.meta.url).resolve('tsx');
    const started = Date.now();
    const { stdout } = await run(process.execPath, ['--import', tsx, fixture('leaves-warm')], { timeout: 30_000 });
    // The call finished (the process waited for it), then the process ended with its worker idle.
    expect(JSON.parse(stdout)).toMatchObject({ sleeps: { busy: 0, idle: 1 } });
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('caps the workers: an idle one of another function is retired to make room; a call over the per-function cap waits', async () => {
    const small = createFunctionPool({ maxWorkers: 2, maxPerFunction: 1 });
    try {
      await small.invoke(spec('a', 'sleeps'), {});
      await small.invoke(spec('b', 'sleeps'), {});
      await small.invoke(spec('c', 'sleeps'), {});
      expect(Object.keys(small.workers()).sort()).toEqual(['b', 'c']);
      const c = spec('c', 'sleeps');
      const results = await Promise.all([small.invoke(c, { sleepMs: 200 }), small.invoke(c, { sleepMs: 200 })]);
      expect(results.map((result) => body(result).calls)).toEqual([2, 3]);
    } finally {
      await small.close();
    }
  });
});

describe('the gateway, answering for a function the pool stopped', { timeout: 60_000 }, () => {
  it("answers as API Gateway answers a failed Lambda: 500 {message: 'Internal Server Error'}, then serves the route again", async () => {
    const route = { id: 'slowRoute', method: 'GET', path: '/slow', access: 'public', summary: 'slow' } as unknown as RouteDefinition;
    const slow = spec('slowRoute', 'sleeps', { timeoutSeconds: 1 });
    const gateway = await startGateway({
      routes: [route],
      host: '127.0.0.1',
      port: 0,
      authorize: () => Promise.resolve(undefined),
      loadHandler: () => Promise.resolve((event, context) => pool.invoke(slow, event, context.awsRequestId) as ReturnType<LambdaHandler>),
    });
    try {
      const call = (sleepMs: number) =>
        fetch(`${gateway.url}/slow?sleepMs=${sleepMs}`).then(async (response) => ({ status: response.status, body: await response.text() }));
      expect(await call(0)).toMatchObject({ status: 200 });
      expect(await call(3_000)).toEqual({ status: 500, body: '{"message":"Internal Server Error"}' });
      // A new environment: the module's count starts again.
      const after = await call(0);
      expect(after.status).toBe(200);
      expect(JSON.parse(after.body)).toMatchObject({ calls: 1 });
    } finally {
      await gateway.close();
    }
  });
});
