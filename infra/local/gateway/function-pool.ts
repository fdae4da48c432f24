/**
 * Lambda's execution environments, played by worker threads: each function (a route of the contract
 * or a job) runs in workers of its own, each loading the handler module once and then serving one
 * invocation at a time, kept warm for the next one as a Lambda container is; a concurrent invocation
 * of the same function gets another worker. Each invocation gets its function's declared limits:
 *
 * - time: past `timeoutSeconds` the worker is terminated (the environment is gone, as Lambda discards
 *   it), "Task timed out after N seconds" is logged and the invocation fails;
 * - memory: the V8 heap is capped at `memoryMb` (resourceLimits), and what that cap does not see
 *   (ArrayBuffers and Buffers: a PDF's bytes, decompressed streams) is polled every `memoryPollMs`
 *   with the heap (worker.getHeapStatistics(): total_heap_size + external_memory); past `memoryMb` the
 *   worker is terminated with Lambda's "Runtime exited with error: signal: killed" and the invocation fails.
 *
 * A failed invocation rejects with InvocationFailed, which the gateway answers as API Gateway answers
 * a failed Lambda (500 {"message":"Internal Server Error"}) and the stream poller counts as a failed
 * batch. What still differs from Lambda: see README, "Where the emulators differ from AWS".
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RouteNeeds } from '#shared/api/route-definition.ts';

/** A function as its CDK construct configures it (infra/constructs/api-function.ts, product-jobs.ts). */
export interface FunctionSpec {
  /** What runAsRoute holds its calls to: the route's (or job's) id and `needs` (plain data). */
  readonly declared: { readonly id: string; readonly needs?: RouteNeeds };
  /** The handler module (exports `handler`). */
  readonly handlerFile: string;
  readonly timeoutSeconds: number;
  readonly memoryMb: number;
}

/** The CDK function construct's defaults (infra/constructs/api-function.ts): a route without `compute`. */
export const lambdaDefaults = { memoryMb: 512, timeoutSeconds: 10 } as const;

/** What the worker is given (function-worker.ts). */
export interface WorkerData {
  readonly declared: FunctionSpec['declared'];
  readonly handlerFile: string;
  readonly setupFile?: string;
  readonly timeoutMs: number;
  readonly memoryMb: number;
}
export interface Invocation {
  readonly requestId: string;
  readonly event: unknown;
}
export type Outcome =
  | { readonly requestId: string; readonly ok: true; readonly result: unknown }
  | { readonly requestId: string; readonly ok: false; readonly error: { name: string; message: string; stack?: string } };

/** An invocation the runtime did not finish: timed out, out of memory, the environment crashed or did not start. */
export class InvocationFailed extends Error {
  override readonly name = 'InvocationFailed';
  constructor(
    readonly reason: 'timeout' | 'memory' | 'exited' | 'init',
    message: string,
  ) {
    super(message);
  }
}

export interface FunctionPoolOptions {
  /** A module each worker imports before the handler (the stack's: function-setup.ts). */
  readonly setupFile?: string;
  readonly log?: (line: string) => void;
  /** Workers of one function at most (Lambda: the account's concurrency); more invocations wait. @default 5 */
  readonly maxPerFunction?: number;
  /** Workers of all functions at most; an idle one of another function is retired to make room. @default 16 */
  readonly maxWorkers?: number;
  /** An idle worker is retired after this long (Lambda reclaims idle environments too). @default 10 minutes */
  readonly idleMs?: number;
  /** How often a busy worker's memory is read. @default 50 */
  readonly memoryPollMs?: number;
  /** Loading the handler module (Lambda's init phase: 10 s; more here, on a busy shared machine). @default 30 s */
  readonly initTimeoutMs?: number;
}

interface Environment {
  readonly id: string;
  readonly worker: Worker;
  state: 'busy' | 'idle' | 'gone';
  readonly ready: Promise<void>;
  idleTimer?: NodeJS.Timeout;
  /** The invocation it is running. */
  current?: { readonly requestId: string; settle(outcome: Outcome | InvocationFailed): void };
}

const mb = 1024 * 1024;
const workerFile = fileURLToPath(new URL('./function-runtime.ts', import.meta.url));

/**
 * The worker runs the function's TypeScript with Node's own loader (function-runtime.ts), not
 * tsx's, which the gateway process is started with and a worker would inherit.
 */
function workerExecArgv(): string[] {
  const argv: string[] = [];
  for (let i = 0; i < process.execArgv.length; i++) {
    const arg = process.execArgv[i] ?? '';
    if ((arg === '--import' || arg === '--require') && /tsx/.test(process.execArgv[i + 1] ?? '')) i++;
    else if (!/^--(?:import|require)=.*tsx/.test(arg)) argv.push(arg);
  }
  return [...argv, '--experimental-transform-types', '--disable-warning=ExperimentalWarning'];
}

export interface FunctionPool {
  /** Runs one invocation in a warm (or new) worker of the function; rejects with the handler's error or InvocationFailed. */
  invoke(spec: FunctionSpec, event: unknown, requestId?: string): Promise<unknown>;
  /** Workers per function id, busy or idle (for tests). */
  workers(): Record<string, { busy: number; idle: number; threadIds: number[] }>;
  /** Terminates every worker. */
  close(): Promise<void>;
}

export function createFunctionPool(options: FunctionPoolOptions = {}): FunctionPool {
  const log = options.log ?? (() => undefined);
  const maxPerFunction = options.maxPerFunction ?? 5;
  const maxWorkers = options.maxWorkers ?? 16;
  const idleMs = options.idleMs ?? 10 * 60 * 1000;
  const memoryPollMs = options.memoryPollMs ?? 50;
  const initTimeoutMs = options.initTimeoutMs ?? 30_000;
  const execArgv = workerExecArgv();
  const environments: Environment[] = [];
  let waiters: (() => void)[] = [];
  let closed = false;

  const wake = () => {
    const woken = waiters;
    waiters = [];
    for (const resolve of woken) resolve();
  };

  /** The environment is discarded: its worker is terminated and it leaves the pool. */
  function retire(environment: Environment): void {
    if (environment.state === 'gone') return;
    environment.state = 'gone';
    clearTimeout(environment.idleTimer);
    const index = environments.indexOf(environment);
    if (index >= 0) environments.splice(index, 1);
    void environment.worker.terminate().catch(() => undefined);
    wake();
  }

  function fail(environment: Environment, failure: InvocationFailed): void {
    const current = environment.current;
    environment.current = undefined;
    retire(environment);
    current?.settle(failure);
  }

  function spawn(spec: FunctionSpec): Environment {
    const data: WorkerData = {
      declared: spec.declared,
      handlerFile: spec.handlerFile,
      ...(options.setupFile ? { setupFile: options.setupFile } : {}),
      timeoutMs: spec.timeoutSeconds * 1000,
      memoryMb: spec.memoryMb,
    };
    const worker = new Worker(workerFile, {
      workerData: data,
      execArgv,
      // The V8 heap's own bound; Buffers and ArrayBuffers outside it are polled (invoke).
      resourceLimits: { maxOldGenerationSizeMb: spec.memoryMb },
    });
    let markReady: () => void = () => undefined;
    let refuse: (error: Error) => void = () => undefined;
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      refuse = reject;
    });
    ready.catch(() => undefined);
    const environment: Environment = { id: spec.declared.id, worker, state: 'busy', ready };

    worker.on('message', (message: Outcome | { ready: true }) => {
      if ('ready' in message) return markReady();
      const current = environment.current;
      if (!current || current.requestId !== message.requestId) return;
      environment.current = undefined;
      current.settle(message);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      const failure = outOfMemory
        ? new InvocationFailed('memory', `Runtime exited with error: signal: killed (JS heap out of memory, ${spec.memoryMb} MB)`)
        : new InvocationFailed('exited', `Runtime exited with error: ${error.stack ?? error.message}`);
      refuse(new InvocationFailed('init', `${spec.declared.id} did not start: ${error.stack ?? error.message}`));
      if (environment.current) log(`${spec.declared.id} ${environment.current.requestId} Error: ${failure.message} Runtime.ExitError`);
      fail(environment, failure);
    });
    worker.on('exit', (code) => {
      refuse(new InvocationFailed('init', `${spec.declared.id} exited (${code}) before it started`));
      fail(environment, new InvocationFailed('exited', `Runtime exited with error: exit status ${code}`));
    });
    environments.push(environment);
    return environment;
  }

  /** An idle worker of the function, or a new one if the caps allow; otherwise waits for one to free. */
  async function acquire(spec: FunctionSpec): Promise<Environment> {
    const id = spec.declared.id;
    for (;;) {
      if (closed) throw new InvocationFailed('exited', 'the function pool is closed');
      const idle = environments.find((environment) => environment.id === id && environment.state === 'idle');
      if (idle) {
        clearTimeout(idle.idleTimer);
        idle.state = 'busy';
        idle.worker.ref();
        return idle;
      }
      if (environments.filter((environment) => environment.id === id).length < maxPerFunction) {
        if (environments.length >= maxWorkers) {
          // The least recently used idle worker (the pool keeps them in order of release).
          const victim = environments.find((environment) => environment.state === 'idle');
          if (victim) retire(victim);
        }
        if (environments.length < maxWorkers) return spawn(spec);
      }
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  }

  function release(environment: Environment): void {
    if (environment.state !== 'busy') return;
    environment.state = 'idle';
    // A warm worker does not keep the gateway process alive (it exits when its stdin closes); a busy
    // one does. Only once its listeners are on: adding a 'message' listener refs the worker again.
    environment.worker.unref();
    // Least recently used first.
    environments.splice(environments.indexOf(environment), 1);
    environments.push(environment);
    environment.idleTimer = setTimeout(() => retire(environment), idleMs).unref();
    wake();
  }

  async function invoke(spec: FunctionSpec, event: unknown, requestId: string = randomUUID()): Promise<unknown> {
    const environment = await acquire(spec);
    const name = spec.declared.id;
    const outcome = new Promise<Outcome | InvocationFailed>((resolve) => {
      environment.current = { requestId, settle: resolve };
    });
    try {
      let initTimer: NodeJS.Timeout | undefined;
      await Promise.race([
        environment.ready,
        new Promise<never>((_, reject) => {
          initTimer = setTimeout(
            () => reject(new InvocationFailed('init', `${name} did not load within ${initTimeoutMs / 1000} s (Runtime.InitError)`)),
            initTimeoutMs,
          );
        }),
      ]).finally(() => clearTimeout(initTimer));
    } catch (error) {
      environment.current = undefined;
      retire(environment);
      log(`${name} ${requestId} ${(error as Error).message}`);
      throw error;
    }

    const timer = setTimeout(() => {
      const message = `Task timed out after ${spec.timeoutSeconds.toFixed(2)} seconds`;
      log(`${name} ${requestId} ${message}`);
      fail(environment, new InvocationFailed('timeout', message));
    }, spec.timeoutSeconds * 1000).unref();
    const limit = spec.memoryMb * mb;
    let reading = false;
    const poller = setInterval(() => {
      if (reading || environment.current?.requestId !== requestId) return;
      reading = true;
      environment.worker
        .getHeapStatistics()
        .then((heap) => {
          const used = heap.total_heap_size + heap.external_memory;
          if (used <= limit || environment.current?.requestId !== requestId) return;
          const message = `Runtime exited with error: signal: killed (out of memory: ${Math.round(used / mb)} MB used, Memory Size: ${spec.memoryMb} MB)`;
          log(`${name} ${requestId} Error: ${message} Runtime.ExitError`);
          fail(environment, new InvocationFailed('memory', message));
        })
        .catch(() => undefined)
        .finally(() => (reading = false));
    }, memoryPollMs).unref();

    try {
      environment.worker.postMessage({ requestId, event } satisfies Invocation);
    } catch (error) {
      // An event that is no structured clone: the gateway's own fault, the environment is unharmed.
      clearTimeout(timer);
      clearInterval(poller);
      environment.current = undefined;
      release(environment);
      throw error;
    }
    const result = await outcome;
    clearTimeout(timer);
    clearInterval(poller);
    if (result instanceof InvocationFailed) throw result;
    release(environment);
    if (result.ok) return result.result;
    // The handler threw: Lambda reports it and keeps the environment warm.
    throw Object.assign(new Error(result.error.message), { name: result.error.name, stack: result.error.stack });
  }

  return {
    invoke,
    workers() {
      const counts: Record<string, { busy: number; idle: number; threadIds: number[] }> = {};
      for (const environment of environments) {
        const entry = (counts[environment.id] ??= { busy: 0, idle: 0, threadIds: [] });
        if (environment.state === 'busy') entry.busy++;
        if (environment.state === 'idle') entry.idle++;
        entry.threadIds.push(environment.worker.threadId);
      }
      return counts;
    },
    async close() {
      closed = true;
      const all = [...environments];
      for (const environment of all) fail(environment, new InvocationFailed('exited', 'the function pool is closed'));
      await Promise.all(all.map((environment) => environment.worker.terminate().catch(() => undefined)));
      wake();
    },
  };
}
