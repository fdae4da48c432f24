import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { defaultPorts, freePort, freeStackPorts, isPortFree, parsePort, portsFromEnv } from './ports';

describe('portsFromEnv', () => {
  it('returns the defaults when nothing is set', () => {
    expect(portsFromEnv({})).toEqual({ web: 5173, api: 3001, dynamodb: 8000, s3: 4569, cognito: 9229, ses: 8005 });
    expect(portsFromEnv({})).toEqual(defaultPorts);
  });

  it('reads each variable and treats empty ones as unset', () => {
    const ports = portsFromEnv({
      WEB_PORT: '6000',
      API_PORT: ' 6001 ',
      DYNAMODB_PORT: '6002',
      S3_PORT: '6003',
      COGNITO_PORT: '6004',
      SES_PORT: '',
    });
    expect(ports).toEqual({ web: 6000, api: 6001, dynamodb: 6002, s3: 6003, cognito: 6004, ses: 8005 });
  });

  it.each(['0', '65536', '-1', '80.5', '1e3', 'abc', '0x50', '12 34'])('rejects %j naming the variable', (value) => {
    expect(() => portsFromEnv({ S3_PORT: value })).toThrow(/S3_PORT must be an integer port between 1 and 65535/);
  });

  it('accepts the bounds', () => {
    expect(parsePort('X', '1')).toBe(1);
    expect(parsePort('X', '65535')).toBe(65535);
  });

  it('rejects two services on one port', () => {
    expect(() => portsFromEnv({ API_PORT: '8000' })).toThrow(/API_PORT and DYNAMODB_PORT both use port 8000|DYNAMODB_PORT and API_PORT/);
  });
});

describe('freePort', () => {
  it('returns a port that can be bound on 127.0.0.1', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    expect(port).toBeLessThanOrEqual(65535);
    expect(await isPortFree(port)).toBe(true);
  });

  it('isPortFree sees a port in use', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      expect(await isPortFree(port)).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('freeStackPorts', () => {
  it('gives each service a free port of its own', async () => {
    const ports = await freeStackPorts();
    expect(Object.keys(ports).sort()).toEqual(Object.keys(defaultPorts).sort());
    expect(new Set(Object.values(ports)).size).toBe(Object.keys(defaultPorts).length);
    for (const port of Object.values(ports)) expect(await isPortFree(port)).toBe(true);
  });
});
