/**
 * DynamoDB Local enforces no IAM; the embedded gateway enforces each route's declared table
 * partitions instead (infra/local/gateway/table-access.ts), so every integration test of a route
 * also checks its declaration. Here the check itself is proved against the real handler code.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type * as Accounts from '#functions/adapters/accounts.ts';
import type { RouteDefinition } from '#shared/api/route-definition.ts';
import { submitContactMessage } from '#shared/api/routes/submit-contact-message.ts';
import { buildEvent, lambdaContext } from '#infra/local/gateway/event.ts';
import { enforceTableNeeds, runAsRoute } from '#infra/local/gateway/table-access.ts';

const stack = inject('stack');

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;
let contactHandler: Handler;
let accounts: typeof Accounts;
const refusals: string[] = [];

beforeAll(async () => {
  // The functions read their configuration at import, as a Lambda does at cold start.
  for (const [name, value] of Object.entries(stack.functionEnv)) if (name !== 'NODE_OPTIONS') process.env[name] = value;
  const { documentClient } = await import('#functions/adapters/dynamo.ts');
  enforceTableNeeds(documentClient, (message) => refusals.push(message));
  contactHandler = ((await import('#functions/handlers/submit-contact-message.ts')) as { handler: Handler }).handler;
  accounts = await import('#functions/adapters/accounts.ts');
});

function contactEvent(sourceIp: string): APIGatewayProxyEventV2 {
  const body = Buffer.from(JSON.stringify({ name: 'Ada Lee', email: 'ada@example.com', message: 'Hello there' }));
  return buildEvent(
    { method: 'POST', path: '/contact-messages', rawQueryString: '', headers: { 'content-type': 'application/json' }, body, sourceIp },
    'POST /contact-messages',
    {},
    undefined,
    '127.0.0.1',
  );
}

const call = (route: RouteDefinition, sourceIp: string) =>
  runAsRoute(route, () => contactHandler(contactEvent(sourceIp), lambdaContext(route.id, 10_000, 'req-1')));

describe("a route's table calls are held to its declared partitions in the embedded stack", () => {
  it('lets the contact form write the partitions it declares', async () => {
    const answer = await call(submitContactMessage, '203.0.113.7');
    expect(answer.statusCode).toBe(201);
    expect(refusals).toEqual([]);
  });

  it('refuses the same code once a partition it uses is not declared, before anything is written', async () => {
    const narrowed = { ...submitContactMessage, needs: { table: { access: 'write', partitions: ['CONTACT'] } } } as RouteDefinition;
    const answer = await call(narrowed, '203.0.113.8');
    expect(answer.statusCode).toBe(500);
    expect(refusals.at(-1)).toMatch(/submitContactMessage is not authorized to perform: dynamodb:UpdateItem .*RATELIMIT/);
  });

  it("refuses the contact form's function a write to an account record", async () => {
    const before = refusals.length;
    await expect(runAsRoute(submitContactMessage, () => accounts.setPictureKey('someone', 'avatars/someone/x'))).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
    expect(refusals.length).toBe(before + 1);
    expect(refusals.at(-1)).toMatch(/dynamodb:UpdateItem on the table \(USER\)/);
  });
});
