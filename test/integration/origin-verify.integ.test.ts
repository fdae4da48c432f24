/**
 * The per-client limits count the viewer CloudFront names (CloudFront-Viewer-Address) only when the
 * request carries the origin secret CloudFront adds; a caller that skips CloudFront and calls the
 * gateway (execute-api in AWS) directly is counted by its own address, whatever it claims.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type * as Counters from '#functions/adapters/rate-limit-counters.ts';
import { keys } from '#functions/adapters/table.ts';
import { rateLimits } from '#functions/services/rate-limits.ts';
import type { WebServer } from '#infra/local/web-server.ts';
import * as messages from '#shared/messages.ts';
import { callFrom, newClientAddress, type ApiAnswer } from '../support/client-address';
import { getItem, uniqueEmail } from '../support/signup-flow';
import { startStandInWeb } from '../support/stand-in-web';

const stack = inject('stack');
const perClient = rateLimits.contact.max.client;
const message = (email: string) => ({ name: 'Ada Lee', email, message: 'Hello' });
/** A made-up viewer, as a caller that skipped CloudFront might claim to be. */
const someViewer = () => `198.51.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

let counters: typeof Counters;
let web: WebServer;

beforeAll(async () => {
  // The repository reads its configuration at import, as a Lambda does at cold start.
  for (const [name, value] of Object.entries(stack.functionEnv)) if (name !== 'NODE_OPTIONS') process.env[name] = value;
  counters = await import('#functions/adapters/rate-limit-counters.ts');
  // The built app is not needed here: the web server's /api/* forwarding is.
  web = await startStandInWeb(stack);
});

afterAll(async () => {
  await web?.close();
});

function expectRefused(answer: ApiAnswer) {
  expect(answer.status).toBe(429);
  expect(answer.body?.error).toMatchObject({ code: 'too_many_requests', message: messages.limits.contact });
}

const clientCounter = async (address: string) =>
  (await getItem(stack, keys.rateLimit('contact', 'client', counters.subjectHash('client', address))))?.requests as number | undefined;

describe('a direct call to the gateway with a forged CloudFront-Viewer-Address', () => {
  it.each([
    ['without the origin secret', undefined],
    ['with a wrong origin secret', 'not-the-origin-secret-0123456789abcdef'],
  ])('%s counts against its real source address, so a new viewer each time does not escape the limit', async (_case, verify) => {
    const client = newClientAddress();
    const viewers: string[] = [];
    for (let i = 0; i < perClient; i++) {
      const viewer = someViewer();
      viewers.push(viewer);
      const headers = { 'cloudfront-viewer-address': `${viewer}:443`, ...(verify ? { 'x-origin-verify': verify } : {}) };
      expect(
        (await callFrom(client, `${stack.urls.api}/contact-messages`, { body: message(uniqueEmail('forged')), headers })).status,
        `request ${i + 1}`,
      ).toBe(201);
    }
    expectRefused(
      await callFrom(client, `${stack.urls.api}/contact-messages`, {
        body: message(uniqueEmail('forged')),
        headers: { 'cloudfront-viewer-address': `${someViewer()}:443`, ...(verify ? { 'x-origin-verify': verify } : {}) },
      }),
    );
    // A refused request does not count.
    expect(await clientCounter(client)).toBe(perClient);
    for (const viewer of viewers) expect(await clientCounter(viewer), viewer).toBeUndefined();
  });
});

describe("a call through the web server's /api proxy (CloudFront locally)", () => {
  it('counts against the viewer the proxy names, not against the proxy: one viewer reaches its limit, another does not', async () => {
    const viewer = newClientAddress();
    // The viewer's own claims are replaced by the proxy, as CloudFront replaces them.
    const claims = { 'cloudfront-viewer-address': `${someViewer()}:443`, 'x-origin-verify': 'guessed' };
    for (let i = 0; i < perClient; i++) {
      expect(
        (await callFrom(viewer, `${web.url}/api/contact-messages`, { body: message(uniqueEmail('proxied')), headers: claims })).status,
        `request ${i + 1}`,
      ).toBe(201);
    }
    expectRefused(await callFrom(viewer, `${web.url}/api/contact-messages`, { body: message(uniqueEmail('proxied')) }));
    expect(await clientCounter(viewer)).toBe(perClient);
    // Every viewer reaches the gateway from the proxy's address; another one still has its whole allowance.
    const other = newClientAddress();
    expect((await callFrom(other, `${web.url}/api/contact-messages`, { body: message(uniqueEmail('proxied')) })).status).toBe(201);
    expect(await clientCounter(other)).toBe(1);
  });
});

describe('an IPv6 viewer, named by CloudFront with the origin secret', () => {
  /** A random /64 of the documentation prefix, so no other test's counter is met. */
  const randomPrefix = () => `2001:db8:${Math.floor(Math.random() * 0xfffe).toString(16)}:${Math.floor(Math.random() * 0xfffe).toString(16)}`;
  const viaCloudFront = (viewer: string) => ({
    'cloudfront-viewer-address': `${viewer}:443`,
    'x-origin-verify': stack.functionEnv.ORIGIN_VERIFY_SECRET ?? '',
  });

  it('is counted by its /64: a new address of the same /64 each time does not escape the limit; another /64 does', async () => {
    const prefix = randomPrefix();
    // Every spelling of addresses within one /64: compressed, full, upper case, leading zeros.
    const sameNetwork = [
      `${prefix}::1`,
      `${prefix}:0:ffff::2`,
      `${prefix.toUpperCase()}:ABCD:1:2:3`,
      `${prefix}:0000:0000:0000:0009`,
      `${prefix}::a:b`,
    ];
    expect(sameNetwork).toHaveLength(perClient);
    for (const [i, viewer] of sameNetwork.entries()) {
      expect(
        (
          await callFrom(newClientAddress(), `${stack.urls.api}/contact-messages`, {
            body: message(uniqueEmail('ipv6')),
            headers: viaCloudFront(viewer),
          })
        ).status,
        `request ${i + 1} from ${viewer}`,
      ).toBe(201);
    }
    expectRefused(
      await callFrom(newClientAddress(), `${stack.urls.api}/contact-messages`, {
        body: message(uniqueEmail('ipv6')),
        headers: viaCloudFront(`${prefix}:1234:5678:9abc:def0`),
      }),
    );
    const [a, b, c, d] = prefix.split(':') as [string, string, string, string];
    const key = `${[a, b, c, d].map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
    expect(await clientCounter(key)).toBe(perClient);
    // The next /64 is another client.
    const next = `${a}:${b}:${c}:${(parseInt(d, 16) + 1).toString(16)}::1`;
    expect(
      (await callFrom(newClientAddress(), `${stack.urls.api}/contact-messages`, { body: message(uniqueEmail('ipv6')), headers: viaCloudFront(next) }))
        .status,
    ).toBe(201);
  });

  it('carrying an IPv4 address (::ffff:a.b.c.d) is counted as that IPv4 client', async () => {
    const viewer = newClientAddress();
    expect(
      (
        await callFrom(newClientAddress(), `${stack.urls.api}/contact-messages`, {
          body: message(uniqueEmail('mapped')),
          headers: viaCloudFront(`::ffff:${viewer}`),
        })
      ).status,
    ).toBe(201);
    expect(await clientCounter(viewer)).toBe(1);
  });
});
