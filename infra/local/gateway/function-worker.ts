/**
 * One function's execution environment (function-pool.ts): a worker thread that loads the setup
 * module (the stack's own: function-setup.ts), then the handler module, once, and then runs one
 * invocation at a time, as a warm Lambda container does. Each call runs under the function's
 * declaration (runAsRoute) with Lambda's context, its remaining time counted from the function's
 * real timeout. Events and results cross as structured clones.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { lambdaContext } from './event';
import { runAsRoute } from './table-access';
import type { Invocation, Outcome, WorkerData } from './function-pool';

const data = workerData as WorkerData;
const port = parentPort;
if (!port) throw new Error('function-worker.ts runs as a worker thread (function-pool.ts)');

if (data.setupFile) await import(pathToFileURL(data.setupFile).href);
const module = (await import(pathToFileURL(data.handlerFile).href)) as {
  handler: (event: unknown, context: Context) => unknown;
};
if (typeof module.handler !== 'function') throw new Error(`${data.handlerFile} exports no handler`);

function failure(requestId: string, error: unknown): Outcome {
  const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
  return { requestId, ok: false, error: { name, message, ...(stack ? { stack } : {}) } };
}

port.on('message', async ({ requestId, event }: Invocation) => {
  let outcome: Outcome;
  try {
    const context = lambdaContext(data.declared.id, data.timeoutMs, requestId, data.memoryMb);
    const result = await runAsRoute(data.declared, () => module.handler(event, context));
    outcome = { requestId, ok: true, result };
  } catch (error) {
    outcome = failure(requestId, error);
  }
  try {
    port.postMessage(outcome);
  } catch (error) {
    // A result that is no structured clone (a function, a class instance with private state…).
    port.postMessage(failure(requestId, error));
  }
});
port.postMessage({ ready: true });
