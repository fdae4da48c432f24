import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from './host-check';

const request = (host?: string) => ({ headers: host === undefined ? {} : { host } }) as IncomingMessage;

describe('embedded servers answer only their loopback name', () => {
  it('accepts 127.0.0.1:<port> and localhost:<port>', () => {
    expect(isLoopbackHost(request('127.0.0.1:5173'), 5173)).toBe(true);
    expect(isLoopbackHost(request('LOCALHOST:5173'), 5173)).toBe(true);
  });

  it('refuses other names (DNS rebinding), other ports and a missing Host', () => {
    for (const host of ['evil.example:5173', 'evil.example', '127.0.0.1:5174', '127.0.0.1', 'foo.localhost:5173', '[::1]:5173']) {
      expect(isLoopbackHost(request(host), 5173), host).toBe(false);
    }
    expect(isLoopbackHost(request(), 5173)).toBe(false);
  });
});
