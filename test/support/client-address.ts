/**
 * Requests from other clients. API Gateway counts a client by the TCP peer address (sourceIp), and
 * so does the embedded gateway; Linux routes all of 127.0.0.0/8 to the loopback interface, so a
 * request bound to 127.a.b.c reaches the gateway on 127.0.0.1 as another client would. Abuse-limit
 * tests use a fresh address each, so their counters never meet another test's (or 127.0.0.1's).
 */
import { randomInt } from 'node:crypto';
import { request } from 'node:http';

export function newClientAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export interface ApiAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the API answered
  readonly body: Record<string, any> | undefined;
}

/** A JSON request to `url` sent from `client` (a loopback address), as postJson sends one from 127.0.0.1. */
export function callFrom(
  client: string,
  url: string,
  options: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: options.method ?? 'POST',
        localAddress: client,
        headers: {
          ...options.headers,
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text ? (JSON.parse(text) as ApiAnswer['body']) : undefined });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
