/**
 * The access-control matrix (issue 19): every route of the contract × every kind of caller, through
 * the embedded stack's gateway (the same JWT checks as the HTTP API's authorizer, the same handlers).
 * The expected answer is derived from each route's `access` and `serves` by shared/access.ts, and
 * every route whose input names an object is also called with another physician's
 * (test/support/other-user-fixtures.ts). Nothing here lists routes: a route added to the contract is
 * covered as soon as it is merged.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keys } from '#functions/adapters/table.ts';
import { routes } from '#shared/api/contract.ts';
import type { RouteDefinition } from '#shared/api/route-definition.ts';
import { createTestAccount, signInTokens, type TestAccount, type TestAccountOptions } from '../support/accounts';
import { otherUserFixtures, type FixtureContext, type RequestParts } from '../support/other-user-fixtures';
import {
  callRoute,
  expectedAnswer,
  groupsOf,
  inBatches,
  objectInputs,
  revealsData,
  type CallerAccount,
  type Expected,
  type RouteAnswer,
} from '../support/route-cases';
import { bucketClient, tableClient } from '../support/clients';

const stack = inject('stack');
const s3 = bucketClient(stack);
afterAll(() => s3.destroy());

/** The accounts that call every route; made once, signed in once. */
const accountKinds = {
  'unverified physician': { role: 'physician', emailVerified: false },
  physician: { role: 'physician' },
  'staff not approved': { role: 'staff', approved: false },
  'approved staff': { role: 'staff', approved: true },
  admin: { role: 'admin' },
  // Decision 0014: staff and admins reach the levels that show others' data only with two-step on.
  'approved staff without two-step': { role: 'staff', approved: true, twoStep: false },
  'admin without two-step': { role: 'admin', twoStep: false },
} as const satisfies Record<string, TestAccountOptions>;
type AccountKind = keyof typeof accountKinds;

/** Callers without a token the authorizer accepts. */
type TokenKind = 'anonymous' | 'token of another pool' | 'expired token' | 'forged signature' | 'alg: none';

interface Caller {
  readonly name: AccountKind | TokenKind;
  token?: string;
  readonly account?: TestAccount;
  readonly expectedAs: CallerAccount | 'no valid token';
}

const callers: Caller[] = [];
let owner: TestAccount;
let ownerToken: string;

// cognito-local signs every pool's tokens with this one key: what tells pools apart is the issuer.
const cognitoLocalKey = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8'),
) as { jwk: JWK };

async function signedWith(key: Parameters<SignJWT['sign']>[0], header: { kid?: string }, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', ...header }).sign(key);
}

async function badTokens(realToken: string): Promise<Record<TokenKind, string | undefined>> {
  const header = decodeProtectedHeader(realToken);
  const claims = decodeJwt(realToken);
  const realKey = await importJWK(cognitoLocalKey.jwk, 'RS256');
  const { privateKey: strangerKey } = await generateKeyPair('RS256');
  const now = Math.floor(Date.now() / 1000);
  const [encodedHeader, encodedPayload] = realToken.split('.') as [string, string];
  const base64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return {
    anonymous: undefined,
    // Signed by the same key as this pool's tokens, as every cognito-local pool's are: only `iss` differs.
    'token of another pool': await signedWith(
      realKey,
      { kid: header.kid },
      { ...claims, iss: `${new URL(String(claims.iss)).origin}/local_OtherPool` },
    ),
    'expired token': await signedWith(realKey, { kid: header.kid }, { ...claims, iat: now - 7200, exp: now - 60 }),
    'forged signature': `${encodedHeader}.${encodedPayload}.${(await signedWith(strangerKey, { kid: header.kid }, claims)).split('.')[2]}`,
    'alg: none': `${base64({ alg: 'none', typ: 'JWT', kid: header.kid })}.${encodedPayload}.`,
  };
}

/** What a call of `route` as `caller` is, with the parts that name an object. */
function callOf(route: RouteDefinition, token: string | undefined, parts: RequestParts = {}) {
  return callRoute(stack.urls.api, route, {
    token,
    ...(parts.params ? { params: parts.params } : {}),
    ...(parts.query ? { query: parts.query } : {}),
    // A body the route's schema refuses unless the case gives one: the refusal must come first.
    ...(route.body ? { body: parts.body ?? {} } : {}),
  });
}

/** Everything of a user's: their partition and every object under a key that names them. */
async function userData(userId: string) {
  const { Items } = await tableClient(stack).send(
    new QueryCommand({
      TableName: stack.resources.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId) },
    }),
  );
  const objects: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: stack.resources.uploadsBucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key?.includes(userId)) objects.push(`${object.Key} ${object.Size} ${object.ETag}`);
    token = page.NextContinuationToken;
  } while (token);
  return { items: Items ?? [], objects: objects.sort() };
}

interface Case {
  readonly route: RouteDefinition;
  readonly caller: Caller;
  readonly expected: Expected;
}

/** A leak reveals something; a mismatch answers otherwise than the table says without revealing. */
function judge(expected: Expected, answer: RouteAnswer): 'ok' | 'leak' | 'mismatch' {
  if (expected === 'admitted') return answer.status === 401 || answer.status === 403 || answer.status >= 500 ? 'mismatch' : 'ok';
  if (answer.status < 400 || revealsData(answer.body)) return 'leak';
  if (answer.status !== expected.refused) return 'mismatch';
  if (expected.code && (answer.body as { error?: { code?: string } } | undefined)?.error?.code !== expected.code) return 'mismatch';
  return 'ok';
}

describe('access-control matrix: every route × every kind of caller, from the contract', () => {
  let cases = 0;
  let leaks = 0;
  let renewed = 0;

  beforeAll(async () => {
    const made = await Promise.all(
      Object.entries(accountKinds).map(async ([name, options]) => {
        const account = await createTestAccount(stack, options);
        return { name: name as AccountKind, account, options: options as TestAccountOptions };
      }),
    );
    owner = await createTestAccount(stack, { role: 'physician', firstName: 'Olive', lastName: 'Owner' });
    ownerToken = (await signInTokens(stack, owner.email, owner.password)).accessToken;
    for (const { name, account } of made) {
      callers.push({
        name,
        account,
        token: (await signInTokens(stack, account.email, account.password)).accessToken,
        expectedAs: { viewer: account.account, groups: groupsOf(account.account.role, account.account.approved) },
      });
    }
    const physician = callers.find((caller) => caller.name === 'physician')!;
    for (const [name, token] of Object.entries(await badTokens(physician.token!)))
      callers.push({ name: name as TokenKind, ...(token ? { token } : {}), expectedAs: 'no valid token' });
  }, 120_000);

  it('re-signs a token the gateway accepts, so the expired and other-pool tokens fail for what they change alone', async () => {
    const physician = callers.find((caller) => caller.name === 'physician')!;
    const claims = decodeJwt(physician.token!);
    const resigned = await signedWith(await importJWK(cognitoLocalKey.jwk, 'RS256'), { kid: decodeProtectedHeader(physician.token!).kid }, claims);
    const getMe = routes.find((route) => route.id === 'getMe')!;
    expect((await callOf(getMe, resigned)).status).toBe(200);
  });

  it('refuses every caller the access table refuses, revealing nothing and changing nothing', async () => {
    const findings: string[] = [];
    const refused: Case[] = [];
    for (const route of routes)
      for (const caller of callers) {
        const expected = expectedAnswer(route, caller.expectedAs);
        if (expected !== 'admitted') refused.push({ route, caller, expected });
      }
    const accounts = callers.filter((caller) => caller.account).map((caller) => caller.account!);
    const before = await Promise.all(accounts.map((account) => userData(account.userId)));
    await inBatches(refused, 6, async ({ route, caller, expected }) => {
      const answer = await callOf(route, caller.token);
      cases++;
      const verdict = judge(expected, answer);
      if (verdict === 'leak') leaks++;
      if (verdict !== 'ok')
        findings.push(
          `${verdict}: ${route.id} as ${caller.name}: expected ${JSON.stringify(expected)}, got ${answer.status} ${JSON.stringify(answer.body)}`,
        );
    });
    // Only refused calls ran: no caller's partition or objects may have changed.
    const after = await Promise.all(accounts.map((account) => userData(account.userId)));
    accounts.forEach((account, index) => expect(after[index], `${account.email}'s data after refused calls`).toEqual(before[index]));
    expect(findings).toEqual([]);
  }, 120_000);

  it('admits every caller the access table admits (the input decides the rest, never a 5xx)', async () => {
    const findings: string[] = [];
    for (const route of routes)
      for (const caller of callers) {
        if (expectedAnswer(route, caller.expectedAs) !== 'admitted') continue;
        let answer = await callOf(route, caller.token);
        // A route that ends the caller's sessions when it succeeds (enableTwoStep) ends this token too.
        if (answer.status === 401 && caller.account && (answer.body as { error?: { code?: string } }).error?.code === 'session_ended') {
          caller.token = (await signInTokens(stack, caller.account.email, caller.account.password)).accessToken;
          renewed++;
          answer = await callOf(route, caller.token);
        }
        cases++;
        if (judge('admitted', answer) !== 'ok')
          findings.push(`mismatch: ${route.id} as ${caller.name}: admitted, got ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    expect(findings).toEqual([]);
  }, 120_000);

  it("answers another physician's object exactly as one that does not exist (404), and leaves it alone", async () => {
    const made = new Map<string, Promise<unknown>>();
    const context: FixtureContext = {
      stack,
      owner,
      ownerToken,
      once: <T>(name: string, make: () => Promise<T>) => {
        if (!made.has(name)) made.set(name, make());
        return made.get(name) as Promise<T>;
      },
    };
    const missing: string[] = [];
    const findings: string[] = [];
    for (const route of routes) {
      const inputs = objectInputs(route);
      if (inputs.length === 0) continue;
      const fixture = otherUserFixtures[route.id];
      if (!fixture) {
        missing.push(
          `route ${route.id} takes an id (${inputs.join(', ')}) but has no other-user fixture: add one in test/support/other-user-fixtures.ts`,
        );
        continue;
      }
      if ('notOwned' in fixture) continue;
      const caller = ['physician', 'approved staff', 'admin']
        .map((name) => callers.find((candidate) => candidate.name === name)!)
        .find((candidate) => expectedAnswer(route, candidate.expectedAs) === 'admitted')!;
      const objects = await fixture(context);
      const before = await userData(owner.userId);
      const theirs = await callOf(route, caller.token, objects.theirs);
      const unknown = await callOf(route, caller.token, objects.unknown);
      cases += 2;
      if (theirs.status < 400 || revealsData(theirs.body)) leaks++;
      if (theirs.status !== 404 || JSON.stringify(theirs.body) !== JSON.stringify(unknown.body) || unknown.status !== 404)
        findings.push(
          `${route.id} as ${caller.name}: another's object ${theirs.status} ${JSON.stringify(theirs.body)}, an unknown one ${unknown.status} ${JSON.stringify(unknown.body)}`,
        );
      expect(await userData(owner.userId), `the owner's data after ${route.id}`).toEqual(before);
    }
    expect(missing).toEqual([]);
    expect(findings).toEqual([]);
  }, 120_000);

  afterAll(() => {
    console.log(
      `access matrix: ${routes.length} routes × ${callers.length} callers: ${cases} cases, ${leaks} leaks${renewed ? ` (${renewed} tokens renewed after a route ended their sessions)` : ''}`,
    );
    expect(leaks).toBe(0);
  });
});
