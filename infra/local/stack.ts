import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { apiBasePath } from '#shared/api/stage.ts';
import { webConfigSchema, type WebConfig } from '#shared/web-config.ts';
import { powertoolsEnvironment } from '../constructs/bundling';
import { localAwsEnv } from './aws-env';
import { bootstrap, type LocalResources } from './bootstrap';
import { startEmulators, type Emulators } from './emulators';
import type { StackPorts } from './ports';
import { startStagingSweeper } from './staging-sweep';
import { contentSecurityPolicy, securityHeaders } from '../web-security';
import { startDevWebServer, startStaticWebServer, type WebServer } from './web-server';

export interface LocalStackOptions {
  /** Where every emulator keeps its data; survives restarts. */
  readonly dataDir: string;
  readonly ports: StackPorts;
  /** dev: Vite with hot reload; static: the built app as CloudFront serves it; none: API only. */
  readonly web: 'dev' | 'static' | 'none';
  readonly staffEmail?: string;
  readonly log?: (service: string, line: string) => void;
}

export interface LocalStack {
  /** api: the gateway itself (http://127.0.0.1:<port>/api); the browser reaches it as <web>/api. */
  readonly urls: { readonly web: string; readonly api: string; readonly mailbox: string };
  readonly endpoints: Emulators['endpoints'];
  readonly resources: LocalResources;
  readonly webConfig: WebConfig;
  /** The environment a function gets: for tests and scripts that call AWS directly. */
  readonly functionEnv: Record<string, string>;
  stop(): Promise<void>;
}

const host = '127.0.0.1';
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The configuration each Lambda gets from CDK, here pointed at the embedded resources. */
export function functionEnvironment(resources: LocalResources, endpoints: Emulators['endpoints'], webOrigin: string): Record<string, string> {
  return {
    ...localAwsEnv(endpoints, resources.region),
    TABLE_NAME: resources.tableName,
    UPLOADS_BUCKET: resources.uploadsBucket,
    MEDIA_BUCKET: resources.mediaBucket,
    USER_POOL_ID: resources.userPoolId,
    USER_POOL_CLIENT_ID: resources.userPoolClientId,
    // The same names the CDK API construct sets (see infra/constructs/api-function.ts).
    SENDER_EMAIL: localSenderEmail,
    WEB_ORIGIN: webOrigin,
    MAIL_HOURLY_CAP: String(localMailHourlyCap),
    ...powertoolsEnvironment,
    // In AWS only the routes that count clients get it (needs.originSecret); one process here.
    ORIGIN_VERIFY_SECRET: resources.originSecret,
    NODE_OPTIONS: '--enable-source-maps',
  };
}

async function waitForHealth(url: string, child: ChildProcess, lastLines: string[], timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API gateway exited (${child.exitCode}):\n${lastLines.join('\n')}`);
    const ok = await fetch(`${url}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API gateway did not answer ${url}/health within ${timeoutMs} ms:\n${lastLines.join('\n')}`);
}

async function startGatewayProcess(options: {
  port: number;
  env: Record<string, string>;
  config: object;
  log: (line: string) => void;
}): Promise<{ url: string; child: ChildProcess }> {
  const tsx = createRequire(import.meta.url).resolve('tsx');
  const child = spawn(process.execPath, ['--import', tsx, fileURLToPath(new URL('./gateway/main.ts', import.meta.url))], {
    cwd: repoRoot,
    // Only what a Lambda would have, plus PATH/HOME for node itself.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...options.env,
      LOCAL_GATEWAY_CONFIG: JSON.stringify(options.config),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lastLines: string[] = [];
  const onLine = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      lastLines.push(line);
      if (lastLines.length > 40) lastLines.shift();
      options.log(line);
    }
  };
  child.stdout?.on('data', onLine);
  child.stderr?.on('data', onLine);
  const url = `http://${host}:${options.port}${apiBasePath}`;
  await waitForHealth(url, child, lastLines);
  return { url, child };
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The embedded stack's hourly cap on verification and reset mails (AWS: config `mailHourlyCap`,
 * 500 by default): high, as the integration suites sign up and reset hundreds of accounts an hour
 * on one stack; the cap's own tests fill the counter instead.
 */
export const localMailHourlyCap = 100_000;

/** The From address of every e-mail the embedded stack sends (aws-ses-v2-local accepts any). */
export const localSenderEmail = 'no-reply@physician-contracts.local';

/** Emulators, bootstrap, API gateway and web server: the whole product on one machine. */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? (() => undefined);
  await mkdir(options.dataDir, { recursive: true });
  const webOrigin = `http://${host}:${options.ports.web}`;

  const emulators = await startEmulators({
    dataDir: options.dataDir,
    ports: options.ports,
    webOrigin,
    log,
  });
  let gateway: ChildProcess | undefined;
  let web: WebServer | undefined;
  let sweeper: { stop(): void } | undefined;
  try {
    const resources = await bootstrap({ endpoints: emulators.endpoints, dataDir: options.dataDir, webOrigin });
    // The uploads bucket's lifecycle rule, which s3rver lacks: staged uploads go after a day.
    sweeper = await startStagingSweeper({
      endpoint: emulators.endpoints.s3,
      region: resources.region,
      bucket: resources.uploadsBucket,
      log: (line) => log('s3', line),
    });
    const functionEnv = functionEnvironment(resources, emulators.endpoints, webOrigin);
    const started = await startGatewayProcess({
      port: options.ports.api,
      env: functionEnv,
      config: {
        host,
        port: options.ports.api,
        issuer: resources.issuer,
        jwksUri: resources.jwksUri,
        audience: [resources.userPoolClientId],
      },
      log: (line) => log('api', line),
    });
    gateway = started.child;

    const webConfig = webConfigSchema.parse({
      apiUrl: apiBasePath,
      region: resources.region,
      userPoolId: resources.userPoolId,
      userPoolClientId: resources.userPoolClientId,
      userPoolEndpoint: emulators.endpoints.cognito,
      staffEmail: options.staffEmail ?? 'staff@physician-contracts.local',
    });
    const gatewayUrl = started.url;
    const media = { endpoint: emulators.endpoints.s3, bucket: resources.mediaBucket, region: resources.region };
    if (options.web === 'dev')
      web = await startDevWebServer({ host, port: options.ports.web, config: webConfig, gatewayUrl, originSecret: resources.originSecret, media });
    if (options.web === 'static') {
      const origin = (url: string) => new URL(url).origin;
      const csp = contentSecurityPolicy({
        identity: [origin(emulators.endpoints.cognito)],
        uploads: [origin(emulators.endpoints.s3)],
        media: [origin(emulators.endpoints.s3)],
        upgradeInsecureRequests: false,
      });
      web = await startStaticWebServer({
        host,
        port: options.ports.web,
        config: webConfig,
        gatewayUrl,
        originSecret: resources.originSecret,
        headers: securityHeaders(csp),
        media,
      });
    }

    const stop = async () => {
      sweeper?.stop();
      await Promise.allSettled([web?.close(), gateway ? stopChild(gateway) : undefined]);
      await emulators.stop();
    };
    return {
      urls: { web: web?.url ?? webOrigin, api: started.url, mailbox: emulators.endpoints.ses },
      endpoints: emulators.endpoints,
      resources,
      webConfig,
      functionEnv,
      stop,
    };
  } catch (error) {
    sweeper?.stop();
    await Promise.allSettled([web?.close(), gateway ? stopChild(gateway) : undefined]);
    await emulators.stop();
    throw error;
  }
}
