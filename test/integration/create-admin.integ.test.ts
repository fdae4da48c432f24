import {
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { keys } from '../../functions/data/table';
import { createAdminAccount } from '../../infra/scripts/admin-account';
import { createTestAccount } from '../support/accounts';

const stack = inject('stack');
const credentials = { accessKeyId: 'local', secretAccessKey: 'localsecret' };
const cognito = new CognitoIdentityProviderClient({ endpoint: stack.endpoints.cognito, region: stack.resources.region, credentials });
const documents = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: stack.endpoints.dynamodb, region: stack.resources.region, credentials }),
);
const target = { userPoolId: stack.resources.userPoolId, tableName: stack.resources.tableName };

describe('npm run create-admin (the first admin of a deployed pool)', () => {
  it('creates an approved admin who can sign in and call the API as admin', async () => {
    const email = `first-admin-${Date.now()}@physiciancontracts.org`;
    const result = await createAdminAccount({ cognito, documents }, { ...target, email, firstName: 'Ada', lastName: 'Ops' });
    expect(result.created).toBe(true);

    const groups = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: target.userPoolId, Username: result.userId }));
    expect(groups.Groups?.map((group) => group.GroupName)).toEqual(['admin']);

    const signIn = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.resources.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: result.password! },
      }),
    );
    const me = await fetch(`${stack.urls.api}/me`, {
      headers: { authorization: `Bearer ${signIn.AuthenticationResult?.AccessToken}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email, role: 'admin', approved: true, emailVerified: true, firstName: 'Ada' });
  });

  it('promotes an existing user without touching its password when run again', async () => {
    const email = `again-${Date.now()}@physiciancontracts.org`;
    const first = await createAdminAccount({ cognito, documents }, { ...target, email, firstName: 'Bo', lastName: 'Ops' });
    const second = await createAdminAccount({ cognito, documents }, { ...target, email, firstName: 'Bo', lastName: 'Ops' });
    expect(second).toEqual({ userId: first.userId, created: false });
    const record = await documents.send(new GetCommand({ TableName: target.tableName, Key: keys.account(first.userId) }));
    expect(record.Item).toMatchObject({ role: 'admin', approved: true });
  });

  it('makes a physician an admin only: admin group alone, practice fields gone, password unchanged', async () => {
    const physician = await createTestAccount(stack, { role: 'physician', emailVerified: true });
    const result = await createAdminAccount({ cognito, documents }, { ...target, email: physician.email, firstName: 'Pat', lastName: 'Promoted' });
    expect(result).toEqual({ userId: physician.userId, created: false });

    const groups = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: target.userPoolId, Username: physician.userId }));
    expect(groups.Groups?.map((group) => group.GroupName)).toEqual(['admin']);
    const record = (await documents.send(new GetCommand({ TableName: target.tableName, Key: keys.account(physician.userId) }))).Item;
    expect(record).toMatchObject({ role: 'admin', approved: true, emailVerified: true, GSI1PK: 'ACCOUNTS#staff' });
    for (const field of ['practiceState', 'resident', 'years', 'speciality']) expect(record, field).not.toHaveProperty(field);

    const signIn = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.resources.userPoolClientId,
        AuthParameters: { USERNAME: physician.email, PASSWORD: physician.password },
      }),
    );
    const me = await fetch(`${stack.urls.api}/me`, { headers: { authorization: `Bearer ${signIn.AuthenticationResult?.AccessToken}` } });
    expect(await me.json()).toMatchObject({ role: 'admin', approved: true });
  });
});
