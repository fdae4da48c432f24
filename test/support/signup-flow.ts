import { randomUUID } from 'node:crypto';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '#functions/adapters/table.ts';
import { cognitoClient, tableClient } from './clients';
import type { ProvidedStack } from './test-stack';

/** Accounts made the way a person makes them: through the signup API, verified through the e-mailed link. */

export const strongPassword = 'Str0ng!Password';

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export function physicianForm(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    practiceState: 'CA',
    resident: false,
    years: '5',
    speciality: 'cardiology',
    email,
    password: strongPassword,
    confirmPassword: strongPassword,
    terms: true,
    ...overrides,
  };
}

export function staffForm(email: string, overrides: Record<string, unknown> = {}) {
  return { firstName: 'Sam', lastName: 'Staff', email, password: strongPassword, confirmPassword: strongPassword, ...overrides };
}

export async function postJson(stack: ProvidedStack, path: string, body: unknown, token?: string, method = 'POST') {
  const response = await fetch(`${stack.urls.api}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the API answered
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, any>) : undefined };
}

export async function signInTokens(stack: ProvidedStack, email: string, password: string) {
  const result = await cognitoClient(stack).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.resources.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const tokens = result.AuthenticationResult;
  if (!tokens?.AccessToken) throw new Error(`${email} could not sign in`);
  return tokens;
}

export async function getItem(stack: ProvidedStack, key: Record<string, string>) {
  const { Item } = await tableClient(stack).send(new GetCommand({ TableName: stack.resources.tableName, Key: key, ConsistentRead: true }));
  return Item;
}

/** Pretends the last link went out long ago, so the one-a-minute re-send rule lets the next one through. */
export async function forgetLastLinkSent(stack: ProvidedStack, userId: string, attribute: 'verificationSentAt' | 'resetSentAt') {
  await tableClient(stack).send(
    new UpdateCommand({
      TableName: stack.resources.tableName,
      Key: keys.account(userId),
      UpdateExpression: 'SET #sent = :long_ago',
      ExpressionAttributeNames: { '#sent': attribute },
      ExpressionAttributeValues: { ':long_ago': 0 },
    }),
  );
}
