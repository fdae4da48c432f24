import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '#shared/zod-locale.ts';

/**
 * Real handlers (verifyEmail, signUpPhysician) through the route factory, their AWS calls mocked:
 * what they print (Powertools JSON logs, EMF metrics) is captured from stdout and stderr. No e-mail
 * address or token may reach a line, on success, on a refusal or on a 5xx whose cause names both.
 */
const email = 'ada.lovelace@example.com';
const token = 'tok3nVALUEabcdefghijklmnopqrstuvwxyz0123456';
const password = 'Correct-Horse-42!';

const redeemLinkToken = vi.fn();
const getAccount = vi.fn();
const markEmailVerified = vi.fn();
const setPoolEmail = vi.fn();
const signUp = vi.fn();
vi.mock('../adapters/link-tokens', () => ({ redeemLinkToken }));
// getAccountRecord: the route factory's record check (public routes never call it).
vi.mock('../adapters/accounts', () => ({ getAccount, markEmailVerified, getAccountRecord: vi.fn() }));
vi.mock('../adapters/user-pool', () => ({ setPoolEmail }));
vi.mock('../services/sessions', () => ({ endSessions: vi.fn() }));
vi.mock('../services/signup', () => ({ signUp }));
vi.mock('../services/abuse-limits', () => ({ clientOf: () => 'client-1', takeRateLimits: vi.fn() }));

const verifyEmail = (await import('./verify-email')).handler;
const signUpPhysician = (await import('./sign-up-physician')).handler;

let lines: string[] = [];
beforeEach(() => {
  lines = [];
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    });
  }
  redeemLinkToken.mockResolvedValue({ outcome: 'redeemed', link: { userId: 'user-1', email } });
  getAccount.mockResolvedValue({ email });
  markEmailVerified.mockResolvedValue({ account: { role: 'physician' }, followedReset: false });
  setPoolEmail.mockResolvedValue(undefined);
  signUp.mockResolvedValue({ userId: 'user-1', verificationEmail: 'sent' });
});
afterEach(() => {
  vi.restoreAllMocks();
});

let calls = 0;
function call(handler: typeof verifyEmail, body: unknown) {
  const event = {
    version: '2.0',
    routeKey: 'POST /x',
    rawPath: '/x',
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    isBase64Encoded: false,
    requestContext: { http: { sourceIp: '203.0.113.9' } },
    body: JSON.stringify(body),
  } as unknown as APIGatewayProxyEventV2;
  calls += 1;
  return handler(event, { awsRequestId: `request-${calls}`, functionName: 'test-function' } as Context);
}

/** The parsed lines that are EMF documents, by the metric names they declare. */
function metricNames(): string[] {
  return lines
    .map((line) => JSON.parse(line) as { _aws?: { CloudWatchMetrics: { Metrics: { Name: string }[] }[] } })
    .flatMap((entry) => entry._aws?.CloudWatchMetrics.flatMap((group) => group.Metrics.map((metric) => metric.Name)) ?? []);
}

function expectNoPersonalData() {
  for (const line of lines) {
    expect(line).not.toContain(email);
    expect(line).not.toContain(token);
    expect(line).not.toContain(password);
  }
}

const signupBody = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  password,
  confirmPassword: password,
  practiceState: 'CA',
  resident: false,
  years: '5',
  speciality: 'cardiology',
  terms: true,
};

describe('logs and metrics of real handlers', () => {
  it('verifyEmail: a success publishes EmailsVerified as EMF in the product namespace, with no personal data', async () => {
    const response = await call(verifyEmail, { token });
    expect(response.statusCode).toBe(200);
    expect(metricNames()).toEqual(['EmailsVerified']);
    const emf = JSON.parse(lines.find((line) => line.includes('"_aws"')) as string) as Record<string, unknown> & {
      _aws: { CloudWatchMetrics: { Namespace: string }[] };
    };
    expect(emf._aws.CloudWatchMetrics[0]?.Namespace).toBe(process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'default_namespace');
    expect(emf.EmailsVerified).toBe(1);
    expectNoPersonalData();
  });

  it('verifyEmail: a refused link counts nothing and logs nothing', async () => {
    redeemLinkToken.mockResolvedValue({ outcome: 'used' });
    const response = await call(verifyEmail, { token });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(metricNames()).toEqual([]);
    expectNoPersonalData();
  });

  it('verifyEmail: a 5xx logs one JSON error line with the request id and cold-start flag, the cause redacted, and counts nothing', async () => {
    setPoolEmail.mockRejectedValue(new Error(`AdminUpdateUserAttributes failed for ${email} (link ${token})`));
    const response = await call(verifyEmail, { token });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('AdminUpdateUserAttributes');
    expect(metricNames()).toEqual([]);
    const errors = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.level === 'ERROR');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      message: 'Unhandled error',
      function_request_id: `request-${calls}`,
      function_name: 'test-function',
      cold_start: expect.any(Boolean),
      error: { name: 'Error', message: 'AdminUpdateUserAttributes failed for [e-mail] (link [redacted])', stack: expect.stringContaining('at ') },
    });
    expectNoPersonalData();
  });

  it('signUpPhysician: a success publishes PhysicianSignups; a 400 and a 5xx publish nothing; no line names the address or password', async () => {
    expect((await call(signUpPhysician, signupBody)).statusCode).toBe(201);
    expect(metricNames()).toEqual(['PhysicianSignups']);

    lines = [];
    expect((await call(signUpPhysician, { ...signupBody, confirmPassword: `${password}x`, terms: false })).statusCode).toBe(400);
    expect(metricNames()).toEqual([]);

    signUp.mockRejectedValue(new Error(`User ${email} could not be created with password ${password}`));
    expect((await call(signUpPhysician, signupBody)).statusCode).toBe(500);
    expect(metricNames()).toEqual([]);
    expect(lines.some((line) => line.includes('"level":"ERROR"'))).toBe(true);
    expectNoPersonalData();
  });
});
