import { AdminGetUserCommand, AdminListGroupsForUserCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { emailReservationHash, keys } from '#functions/adapters/table.ts';
import { AdminAccountExistsError, createAdminAccount } from '#infra/scripts/admin-account.ts';
import { callApi, createTestAccount, signInTokens, strongPassword } from '../support/accounts';
import { callFrom, newClientAddress } from '../support/client-address';
import { cognitoClient, tableClient } from '../support/clients';
import { latestLink, tokenOf } from '../support/mailbox';
import { getItem, postJson } from '../support/signup-flow';

const stack = inject('stack');
const cognito = cognitoClient(stack);
const documents = tableClient(stack);
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

  it('refuses an address that already has an account without --take-over, and changes nothing', async () => {
    // Someone signed up with the address before the operator ran the script.
    const squatter = await createTestAccount(stack, { role: 'physician', emailVerified: true });
    const before = (await documents.send(new GetCommand({ TableName: target.tableName, Key: keys.account(squatter.userId), ConsistentRead: true })))
      .Item;

    await expect(
      createAdminAccount({ cognito, documents }, { ...target, email: squatter.email, firstName: 'Site', lastName: 'Admin' }),
    ).rejects.toBeInstanceOf(AdminAccountExistsError);

    const groups = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: target.userPoolId, Username: squatter.userId }));
    expect(groups.Groups?.map((group) => group.GroupName)).toEqual(['physician']);
    expect(
      (await documents.send(new GetCommand({ TableName: target.tableName, Key: keys.account(squatter.userId), ConsistentRead: true }))).Item,
    ).toEqual(before);
    const tokens = await signInTokens(stack, squatter.email, squatter.password);
    expect((await callApi(stack, tokens.accessToken, 'GET', '/me')).body).toMatchObject({ role: 'physician' });
  });

  it('with --take-over: admin only, practice fields gone, a new password, every session ended, and who did it recorded', async () => {
    const physician = await createTestAccount(stack, { role: 'physician', emailVerified: true });
    const held = await signInTokens(stack, physician.email, physician.password);
    const before = Date.now();
    const result = await createAdminAccount(
      { cognito, documents },
      { ...target, email: physician.email, firstName: 'Pat', lastName: 'Promoted', takeOver: { operator: 'ops-on-call' } },
    );
    expect(result).toEqual({ userId: physician.userId, created: false, takenOver: true, password: expect.any(String) });

    const groups = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: target.userPoolId, Username: physician.userId }));
    expect(groups.Groups?.map((group) => group.GroupName)).toEqual(['admin']);
    const record = (await documents.send(new GetCommand({ TableName: target.tableName, Key: keys.account(physician.userId), ConsistentRead: true })))
      .Item;
    expect(record).toMatchObject({ role: 'admin', approved: true, emailVerified: true, GSI1PK: 'ACCOUNTS#staff' });
    for (const field of ['practiceState', 'resident', 'years', 'speciality']) expect(record, field).not.toHaveProperty(field);

    // The old password no longer signs in; the new one does, as admin.
    await expect(signInTokens(stack, physician.email, physician.password)).rejects.toThrow();
    const fresh = await signInTokens(stack, physician.email, result.password!);
    expect((await callApi(stack, fresh.accessToken, 'GET', '/me')).body).toMatchObject({ role: 'admin', approved: true });

    // Every earlier session ended: the record refuses older tokens and the refresh token is revoked.
    expect(record?.sessionsValidAfter).toBeGreaterThanOrEqual(Math.floor(before / 1000));
    await expect(
      cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: stack.resources.userPoolClientId,
          AuthParameters: { REFRESH_TOKEN: held.refreshToken },
        }),
      ),
    ).rejects.toThrow();

    const audit = await documents.send(
      new QueryCommand({
        TableName: target.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :audit)',
        ExpressionAttributeValues: { ':pk': `USER#${physician.userId}`, ':audit': 'AUDIT#' },
        ConsistentRead: true,
      }),
    );
    expect(audit.Items).toEqual([
      expect.objectContaining({ action: 'adminTakeOver', operator: 'ops-on-call', email: physician.email, userId: physician.userId }),
    ]);
    expect(audit.Items?.[0]?.at).toBeGreaterThanOrEqual(before);
  });

  it('with --take-over: the previous holder’s authenticator no longer signs in; the admin sets up two-step sign-in at the first sign-in', async () => {
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    expect(staff.totpSecret).toBeDefined();
    const result = await createAdminAccount(
      { cognito, documents },
      { ...target, email: staff.email, firstName: 'Sam', lastName: 'Admin', takeOver: { operator: 'ops-on-call' } },
    );
    // The new password alone signs in (no code asked), and the record no longer claims two-step sign-in.
    const signIn = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.resources.userPoolClientId,
        AuthParameters: { USERNAME: staff.email, PASSWORD: result.password! },
      }),
    );
    expect(signIn.ChallengeName).toBeUndefined();
    const me = await callApi(stack, signIn.AuthenticationResult!.AccessToken!, 'GET', '/me');
    expect(me).toMatchObject({ status: 200, body: { role: 'admin', approved: true } });
    expect((me.body as { mfaEnabled?: boolean }).mfaEnabled).toBeUndefined();
  });

  it('with --take-over: an undo link the squatter holds (from their own address) restores nothing afterwards, and their address is no longer held', async () => {
    // The squatter signs up with their own address X, then changes the e-mail to the admin's: the undo link goes to X.
    const squatter = await createTestAccount(stack, { role: 'physician', emailVerified: true });
    const own = squatter.email;
    const { accessToken } = await signInTokens(stack, own, squatter.password);
    const adminEmail = `taken-admin-${Date.now()}@physiciancontracts.org`;
    const changed = await callFrom(newClientAddress(), `${stack.urls.api}/me/email`, {
      method: 'PUT',
      token: accessToken,
      body: { email: adminEmail, currentPassword: squatter.password },
    });
    expect(changed.status).toBe(200);
    const undoToken = tokenOf(await latestLink(stack.urls.mailbox, own, '/email-change/undo'));
    expect(await getItem(stack, keys.emailReservation(emailReservationHash(own)))).toMatchObject({ userId: squatter.userId });

    const result = await createAdminAccount(
      { cognito, documents },
      { ...target, email: adminEmail, firstName: 'Site', lastName: 'Admin', takeOver: { operator: 'ops' } },
    );
    expect(result).toMatchObject({ userId: squatter.userId, takenOver: true });

    const undo = await postJson(stack, '/email-change/undo', { token: undoToken, password: strongPassword() });
    expect(undo.status).toBe(404);
    expect(await getItem(stack, keys.account(squatter.userId))).toMatchObject({ email: adminEmail, role: 'admin', emailVerified: true });
    expect(await getItem(stack, keys.emailReservation(emailReservationHash(own)))).toBeUndefined();
    // The pool agrees with the record: the admin's address, verified.
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: target.userPoolId, Username: squatter.userId }));
    expect(Object.fromEntries((user.UserAttributes ?? []).map((attribute) => [attribute.Name, attribute.Value]))).toMatchObject({
      email: adminEmail,
      email_verified: 'true',
    });
    const fresh = await signInTokens(stack, adminEmail, result.password!);
    expect((await callApi(stack, fresh.accessToken, 'GET', '/me')).body).toMatchObject({ email: adminEmail, role: 'admin' });
  });
});
