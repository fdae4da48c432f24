/**
 * The gateway as its own process, so that the handlers see only the environment a Lambda would:
 * the AWS variables that point at the emulators, and the function's own configuration.
 */
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { handlerFileName, routes } from '#shared/api/contract.ts';
import { jobs } from '#shared/jobs.ts';
import { createJwtAuthorizer } from './jwt';
import { startGateway, type LambdaHandler } from './server';
import { enforceTableNeeds, runAsRoute } from './table-access';
import { signAsRunningRoute } from './route-credentials';
import { pollTableStream } from '../table-stream';
import { contractStreamBatching, contractStreamMatches } from '#shared/jobs.ts';
import { lambdaContext } from './event';

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

// DynamoDB Local enforces no IAM: the functions' one table client refuses, as each route's role
// would in AWS, any call outside the route's declared partitions (table-access.ts).
const { documentClient } = await import('#functions/adapters/dynamo.ts');
enforceTableNeeds(documentClient, (message) => console.log(`table access refused: ${message}`));
// Nor do s3rver, the SES emulator and cognito-local: the functions' other clients sign with the
// running route's own credentials, and those emulators refuse what its role could not do in AWS.
signAsRunningRoute([
  (await import('#functions/adapters/uploads.ts')).s3,
  (await import('#functions/adapters/media.ts')).s3,
  (await import('#functions/adapters/mailer.ts')).ses,
  (await import('#functions/adapters/user-pool.ts')).cognito,
]);
const loaded = new Map<string, Promise<LambdaHandler>>();

const gateway = await startGateway({
  routes,
  host: config.host,
  port: config.port,
  authorize: createJwtAuthorizer(config),
  log: (line) => console.log(line),
  loadHandler: (route) => {
    // Imported on first use and kept, like a warm Lambda container.
    let handler = loaded.get(route.id);
    if (!handler) {
      const file = fileURLToPath(new URL(`${handlerFileName(route.id)}.ts`, handlersDir));
      handler = import(file).then(
        (module: { handler: LambdaHandler }): LambdaHandler =>
          (event, context) =>
            runAsRoute(route, () => module.handler(event, context)),
      );
      loaded.set(route.id, handler);
    }
    return handler;
  },
});
console.log(`gateway listening on ${gateway.url}`);

// EventBridge's schedules, which no emulator plays: each scheduled job's handler (the module the
// CDK deploys) runs on a timer, under the job's declaration, one run at a time.
const jobsDir = new URL('../../../functions/jobs/', import.meta.url);
for (const job of jobs) {
  if (job.trigger === 'sesFeedback') continue; // SES here publishes no events; tests call that handler directly.
  if (job.trigger === 'contractUploaded') {
    // Lambda's event source mapping on the table's stream, played by polling DynamoDB Local's stream.
    const module = (await import(fileURLToPath(new URL(`${handlerFileName(job.id)}.ts`, jobsDir)))) as {
      handler: (event: DynamoDBStreamEvent, context: Context) => Promise<DynamoDBBatchResponse>;
    };
    pollTableStream({
      endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB ?? '',
      tableName: process.env.TABLE_NAME ?? '',
      region: process.env.AWS_REGION ?? 'us-east-1',
      // The mapping's filter, from the same declaration (shared/jobs.ts).
      filter: (record) => contractStreamMatches(record),
      // Lambda's context: the reader stops OCR in time to save what it read.
      handler: (event) =>
        runAsRoute(job, () => module.handler(event, lambdaContext(job.id, (job.compute?.timeoutSeconds ?? 50) * 1000, randomUUID()))),
      log: (line) => console.log(`job ${job.id}: ${line}`),
      batching: contractStreamBatching,
    });
    continue;
  }
  const module = (await import(fileURLToPath(new URL(`${handlerFileName(job.id)}.ts`, jobsDir)))) as { handler: () => Promise<unknown> };
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    runAsRoute(job, () => module.handler())
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

// Stop with the parent: a closed stdin means the stack that started us is gone.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
