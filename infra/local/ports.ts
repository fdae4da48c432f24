import { createServer } from 'node:net';

/** Every port the embedded stack listens on. */
export interface StackPorts {
  web: number;
  api: number;
  dynamodb: number;
  s3: number;
  cognito: number;
  ses: number;
}

// Each emulator's customary port, except s3rver's 4568 moved to 4569 and SES on 8005 (its own default).
export const defaultPorts: Readonly<StackPorts> = Object.freeze({
  web: 5173,
  api: 3001,
  dynamodb: 8000,
  s3: 4569,
  cognito: 9229,
  ses: 8005,
});

/** The environment variable that overrides each port. */
export const portVariables: Readonly<Record<keyof StackPorts, string>> = Object.freeze({
  web: 'WEB_PORT',
  api: 'API_PORT',
  dynamodb: 'DYNAMODB_PORT',
  s3: 'S3_PORT',
  cognito: 'COGNITO_PORT',
  ses: 'SES_PORT',
});

/** A port number from a variable's text; throws naming the variable when it is not 1..65535. */
export function parsePort(name: string, value: string): number {
  const text = value.trim();
  const port = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be an integer port between 1 and 65535, got "${value}"`);
  }
  return port;
}

/**
 * The stack's ports: the defaults, overridden by WEB_PORT, API_PORT, DYNAMODB_PORT, S3_PORT,
 * COGNITO_PORT and SES_PORT. Empty variables count as unset; two services on one port is an error.
 */
export function portsFromEnv(env: NodeJS.ProcessEnv = process.env, defaults: StackPorts = defaultPorts): StackPorts {
  const ports = { ...defaults };
  for (const service of Object.keys(portVariables) as (keyof StackPorts)[]) {
    const name = portVariables[service];
    const value = env[name];
    if (value !== undefined && value.trim() !== '') ports[service] = parsePort(name, value);
  }
  const seen = new Map<number, keyof StackPorts>();
  for (const service of Object.keys(ports) as (keyof StackPorts)[]) {
    const other = seen.get(ports[service]);
    if (other) {
      throw new Error(`${portVariables[other]} and ${portVariables[service]} both use port ${ports[service]}`);
    }
    seen.set(ports[service], service);
  }
  return ports;
}

/** A port that is free on 127.0.0.1 right now (the OS picks it; another process may take it later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('could not read the free port'))));
    });
  });
}

/** A free port for each of the stack's services, no two alike (the tests and benches start stacks of their own). */
export async function freeStackPorts(): Promise<StackPorts> {
  const taken = new Set<number>();
  const next = async () => {
    for (;;) {
      const port = await freePort();
      if (!taken.has(port)) {
        taken.add(port);
        return port;
      }
    }
  };
  return { web: await next(), api: await next(), dynamodb: await next(), s3: await next(), cognito: await next(), ses: await next() };
}

/** Whether nothing listens on host:port, checked by binding it for a moment. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}
