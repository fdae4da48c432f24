import { randomInt } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { practiceFieldNames } from '#shared/api/account.ts';
import type { Role } from '#shared/access.ts';
import { deleteUserLinks } from '#functions/adapters/item-deletion.ts';
import { sessionsValidAfterUpdate } from '#functions/adapters/session-cutoff.ts';
import { accountListKind, isConditionFailed, keys, updateOf } from '#functions/adapters/table.ts';

export interface AdminAccountInput {
  readonly userPoolId: string;
  readonly tableName: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /**
   * Set this password (the embedded stack keeps the admin's password equal to its admin.json).
   * @default generated when the user is created or taken over
   */
  readonly password?: string;
  /**
   * Take over an account that already holds the address (`--take-over`): anyone could have signed
   * up with it before the operator ran the script. It gets a new password, every session of it
   * ends, and an audit item in the user's partition names `operator`. Without it an existing
   * account is refused (AdminAccountExistsError) and nothing changes.
   */
  readonly takeOver?: { readonly operator: string };
  /**
   * The embedded bootstrap's own admin from an earlier start: found again under this user id, it
   * is kept as it is (no take-over), with `password` set again.
   */
  readonly ownUserId?: string;
}

export interface AdminAccountResult {
  readonly userId: string;
  /** The password set now (created or taken over); absent when the bootstrap's own admin was kept. */
  readonly password?: string;
  readonly created: boolean;
  /** True when an existing account was taken over. */
  readonly takenOver?: boolean;
}

/** The address already has an account, and the caller did not ask to take it over. Nothing was changed. */
export class AdminAccountExistsError extends Error {
  constructor(
    readonly email: string,
    readonly userId: string,
  ) {
    super(`${email} already has an account (${userId}); refusing to make it an admin without --take-over`);
    this.name = 'AdminAccountExistsError';
  }
}

/** A password that meets the spec's policy: every character class, 24 characters by default. */
export function generatePassword(length = 24): string {
  const classes = ['abcdefghijkmnopqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!#%+-=@^_~'];
  const all = classes.join('');
  const pick = (set: string) => set.charAt(randomInt(set.length));
  const characters = [...classes.map(pick), ...Array.from({ length: length - classes.length }, () => pick(all))];
  // Fisher-Yates, so the guaranteed characters do not always lead.
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j] as string, characters[i] as string];
  }
  return characters.join('');
}

const adminGroup: Role = 'admin';

const notFound = (error: unknown) => {
  if ((error as Error).name === 'UserNotFoundException') return undefined;
  throw error;
};

/** Ends every session of the user as the API's endSessions does: the record's cut-off, then AdminUserGlobalSignOut. */
async function endSessions(
  { cognito, documents }: { cognito: CognitoIdentityProviderClient; documents: DynamoDBDocumentClient },
  input: { userPoolId: string; tableName: string },
  userId: string,
  now: number,
): Promise<void> {
  await documents.send(new UpdateCommand({ TableName: input.tableName, ...sessionsValidAfterUpdate(userId, now) })).catch((error: Error) => {
    // A pool user without a record (a signup cut short) gets one below, with the cut-off set again after.
    if (!isConditionFailed(error)) throw error;
  });
  await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: input.userPoolId, Username: userId }));
}

/**
 * Makes `email` an approved, verified admin in a deployed (or embedded) pool and table: creates the
 * Cognito user with a generated password when it does not exist, leaves it in the admin group only,
 * and writes its account record. An existing account is refused unless `takeOver` is given: then its
 * record is promoted to what a fresh admin's would be, it gets a new password, every session of it
 * ends (the record's sessionsValidAfter and AdminUserGlobalSignOut, as the API's endSessions does)
 * before and after the promotion, every link e-mailed for it and every address held for it are
 * deleted first, and the take-over is recorded with the operator's name.
 */
export async function createAdminAccount(
  clients: { cognito: CognitoIdentityProviderClient; documents: DynamoDBDocumentClient },
  input: AdminAccountInput,
): Promise<AdminAccountResult> {
  const { cognito, documents } = clients;
  const email = input.email.trim().toLowerCase();
  let user = await cognito.send(new AdminGetUserCommand({ UserPoolId: input.userPoolId, Username: email })).catch(notFound);
  const existingId = user?.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  const own = existingId !== undefined && existingId === input.ownUserId;
  // Someone may have signed up with the address before the operator ran this: never promote them silently.
  if (user && !own && !input.takeOver) throw new AdminAccountExistsError(email, existingId ?? 'unknown id');
  const takingOver = !!user && !own;
  let password: string | undefined;
  if (takingOver && existingId) {
    password = input.password ?? generatePassword();
    // Before anything is promoted: whoever holds the account loses every session and the password,
    // and every link e-mailed for it (an undo link held by a squatter would otherwise put their own
    // address back on the admin) and every address held for it, so nothing of theirs outlives the take-over.
    await endSessions(clients, input, existingId, Date.now());
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: input.userPoolId, Username: existingId, Password: password, Permanent: true }));
    // Nor their authenticator: the pool stops asking for its codes, and the new admin sets up
    // their own at the first sign-in (the record's mfaEnabled is removed below).
    await cognito.send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: input.userPoolId,
        Username: existingId,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
    await deleteUserLinks({ documents, tableName: input.tableName }, existingId);
  }
  if (!user) {
    password = input.password ?? generatePassword();
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: input.userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    user = await cognito.send(new AdminGetUserCommand({ UserPoolId: input.userPoolId, Username: email }));
  }
  const newPassword = takingOver ? undefined : (password ?? input.password);
  if (newPassword) {
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: input.userPoolId, Username: email, Password: newPassword, Permanent: true }));
  }
  const created = !!password && !takingOver;
  const userId = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!userId) throw new Error(`Cognito returned ${email} without a sub`);

  // Admin first, then out of every other group (physician, staff): the user ends in `admin` only.
  // (cognito-local finds group members by sub, not e-mail.)
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: input.userPoolId, Username: userId, GroupName: adminGroup }));
  let nextToken: string | undefined;
  do {
    const page = await cognito.send(
      new AdminListGroupsForUserCommand({ UserPoolId: input.userPoolId, Username: userId, ...(nextToken ? { NextToken: nextToken } : {}) }),
    );
    for (const group of page.Groups ?? []) {
      if (group.GroupName && group.GroupName !== adminGroup) {
        await cognito.send(new AdminRemoveUserFromGroupCommand({ UserPoolId: input.userPoolId, Username: userId, GroupName: group.GroupName }));
      }
    }
    nextToken = page.NextToken;
  } while (nextToken);

  const existing = await documents.send(new GetCommand({ TableName: input.tableName, Key: keys.account(userId), ConsistentRead: true }));
  if (existing.Item) {
    // The record an admin created fresh would have: the admin role, approved, verified, listed with
    // staff, and none of a physician's practice fields. The person's own name, profile, picture and
    // progress stay.
    const joiningDate = typeof existing.Item.joiningDate === 'number' ? existing.Item.joiningDate : Date.now();
    const list = keys.accountList(accountListKind('admin'), joiningDate);
    await documents.send(
      new UpdateCommand({
        TableName: input.tableName,
        Key: keys.account(userId),
        ...updateOf(
          {
            role: 'admin',
            approved: true,
            emailVerified: true,
            joiningDate,
            ...list,
            ...Object.fromEntries(practiceFieldNames.map((name) => [name, null])),
            // The previous holder's two-step sign-in is not the admin's (see above).
            ...(takingOver ? { mfaEnabled: null } : {}),
          },
          { condition: 'attribute_exists(PK)' },
        ),
      }),
    );
  } else {
    const joiningDate = Date.now();
    // chaptersDone stays absent, as signup leaves it: DynamoDB keeps progress as a number set.
    await documents.send(
      new PutCommand({
        TableName: input.tableName,
        Item: {
          ...keys.account(userId),
          ...keys.accountList(accountListKind('admin'), joiningDate),
          userId,
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          role: 'admin',
          approved: true,
          emailVerified: true,
          joiningDate,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  }
  if (takingOver && input.takeOver) {
    // The record already says verified; so does the pool now (AWS wants the e-mail beside it).
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: input.userPoolId,
        Username: userId,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    // Again, now that it is an admin: the refresh tokens signed in before the new password are
    // revoked, then the cut-off is set from the next second on, since a token of the cut-off's own
    // second still passes (every token renewed before the sign-out is older).
    await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: input.userPoolId, Username: userId }));
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
    const now = Date.now();
    await documents.send(new UpdateCommand({ TableName: input.tableName, ...sessionsValidAfterUpdate(userId, now) }));
    await documents.send(
      new PutCommand({
        TableName: input.tableName,
        Item: { ...keys.auditEntry(userId, now), userId, action: 'adminTakeOver', operator: input.takeOver.operator, at: now, email },
      }),
    );
  }
  return { userId, created, ...(password ? { password } : {}), ...(takingOver ? { takenOver: true } : {}) };
}
