/**
 * The gateway as its own process, so that the handlers see only the environment a Lambda would:
 * the AWS variables that point at the emulators, and the function's own configuration. Each
 * function runs in execution environments of its own (worker threads, function-pool.ts), with its
 * declared timeout and memory, as Lambda runs it.
 */
import { fileURLToPath } from 'node:url';
import type { DynamoDBBatchResponse } from 'aws-lambda';
import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { handlerFileName, routes } from '#shared/api/contract.ts';
import type { RouteDefinition } from '#shared/api/route-definition.ts';
import { jobs, type JobDefinition } from '#shared/jobs.ts';
import { createJwtAuthorizer } from './jwt';
import { startGateway, type LambdaHandler } from './server';
import { createFunctionPool, lambdaDefaults, type FunctionSpec } from './function-pool';
import { pollTableStream } from '../table-stream';
import { contractStreamBatching, contractStreamMatches } from '#shared/jobs.ts';

const config = z
  .object({
    host: z.string(),
    port: z.number().check(z.int()),
    issuer: z.string(),
    jwksUri: z.string(),
    audience: z.array(z.string()).check(z.minLength(1)),
    /** How often scheduled jobs run here (AWS: their EventBridge schedule, every minute or more). */
    jobIntervalMs: z._default(z.number().check(z.int(), z.positive()), 2_000),
  })
  .parse(JSON.parse(process.env.LOCAL_GATEWAY_CONFIG ?? '{}'));

const handlersDir = new URL('../../../functions/handlers/', import.meta.url);
const jobsDir = new URL('../../../functions/jobs/', import.meta.url);

// Every worker first sets up what no emulator enforces (function-setup.ts): table calls held to the
// route's `needs.table`, S3, SES and Cognito calls signed with the route's own credentials.
const pool = createFunctionPool({
  setupFile: fileURLToPath(new URL('./function-setup.ts', import.meta.url)),
  log: (line) => console.log(line),
});

/** A route's function as the CDK configures it (product-api.ts: `compute`, else the construct's 512 MB, 10 s). */
function routeFunction(route: RouteDefinition): FunctionSpec {
  return {
    declared: { id: route.id, ...(route.needs ? { needs: route.needs } : {}) },
    handlerFile: fileURLToPath(new URL(`${handlerFileName(route.id)}.ts`, handlersDir)),
    memoryMb: route.compute?.memoryMb ?? lambdaDefaults.memoryMb,
    timeoutSeconds: route.compute?.timeoutSeconds ?? lambdaDefaults.timeoutSeconds,
  };
}

/** A job's function as the CDK configures it (product-jobs.ts: `compute`, else 512 MB and 50 s). */
function jobFunction(job: JobDefinition): FunctionSpec {
  return {
    declared: { id: job.id, needs: job.needs },
    handlerFile: fileURLToPath(new URL(`${handlerFileName(job.id)}.ts`, jobsDir)),
    memoryMb: job.compute?.memoryMb ?? lambdaDefaults.memoryMb,
    timeoutSeconds: job.compute?.timeoutSeconds ?? 50,
  };
}

const functions = new Map(routes.map((route) => [route.id, routeFunction(route)]));

const gateway = await startGateway({
  routes,
  host: config.host,
  port: config.port,
  authorize: createJwtAuthorizer(config),
  log: (line) => console.log(line),
  // A worker of the route's own, warm from an earlier call or started now (Lambda's cold start).
  loadHandler: (route): Promise<LambdaHandler> =>
    Promise.resolve(
      (event, context) => pool.invoke(functions.get(route.id) ?? routeFunction(route), event, context.awsRequestId) as ReturnType<LambdaHandler>,
    ),
});
console.log(`gateway listening on ${gateway.url}`);

// EventBridge's schedules, which no emulator plays: each scheduled job's handler (the module the
// CDK deploys) runs on a timer, in its own worker, under the job's declaration and limits, one run at a time.
for (const job of jobs) {
  if (job.trigger === 'sesFeedback') continue; // SES here publishes no events; tests call that handler directly.
  const fn = jobFunction(job);
  if (job.trigger === 'contractUploaded') {
    // Lambda's event source mapping on the table's stream, played by polling DynamoDB Local's stream.
    pollTableStream({
      endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB ?? '',
      tableName: process.env.TABLE_NAME ?? '',
      region: process.env.AWS_REGION ?? 'us-east-1',
      // The mapping's filter, from the same declaration (shared/jobs.ts).
      filter: (record) => contractStreamMatches(record),
      // An invocation the runtime does not finish (timeout, memory) fails the whole batch, which is retried.
      handler: (event) => pool.invoke(fn, event) as Promise<DynamoDBBatchResponse>,
      log: (line) => console.log(`job ${job.id}: ${line}`),
      batching: contractStreamBatching,
    });
    continue;
  }
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    // EventBridge's scheduled event carries nothing the handlers read.
    pool
      .invoke(fn, {})
      .catch((error: unknown) => console.log(`job ${job.id} failed: ${(error as Error).message}`))
      .finally(() => (running = false));
  };
  // A job of every minute runs every few seconds here (tests wait on it); a rarer one (daily in
  // AWS) once the stack is up and then hourly, as the staging sweep does.
  const rare = job.trigger.every.minutes > 1;
  const timer = setInterval(run, rare ? 60 * 60 * 1000 : config.jobIntervalMs);
  timer.unref();
  if (rare) setTimeout(run, config.jobIntervalMs).unref();
}

// Stop with the parent: a closed stdin means the stack that started us is gone. Workers are unref'd
// and end with the process.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
