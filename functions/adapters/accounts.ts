import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { accountSchema, practiceFieldNames, type Account } from '#shared/api/account.ts';
import type { Role } from '#shared/access.ts';
import { documentClient, tableName } from './dynamo';
import { sessionsValidAfterUpdate } from './session-cutoff';
import { accountListKind, ifConditionHolds, updateOf } from './table';
import * as keys from './table-keys';

/** An account as stored: the public shape plus its keys and internal attributes. */
export type AccountItem = Account & Record<string, unknown>;

export async function getAccount(userId: string): Promise<Account | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: keys.account(userId), ConsistentRead: true }));
  return Item ? toAccount(Item) : undefined;
}

/**
 * Strips keys and internal attributes; a stored number set of chapters becomes a sorted list. An
 * admin's reset of two-step sign-in (twoStepResetAt, kept on the record) shows only until the person
 * sets it up again.
 */
export function toAccount(item: Record<string, unknown>): Account {
  const chapters = item.chaptersDone;
  const chaptersDone = chapters instanceof Set ? [...chapters] : Array.isArray(chapters) ? chapters : [];
  const { twoStepResetAt, ...rest } = item;
  const resetPending = item.mfaEnabled !== true && typeof twoStepResetAt === 'number';
  return accountSchema.parse({ ...rest, ...(resetPending ? { twoStepResetAt } : {}), chaptersDone: chaptersDone.map(Number).sort((a, b) => a - b) });
}

/** What signup stores; the rest of a record (bio, picture) is added by later edits. */
export interface NewAccount {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role;
  readonly approved: boolean;
  readonly joiningDate: number;
  /** @default false: signup records wait for the e-mailed link (test fixtures may start verified). */
  readonly emailVerified?: boolean;
  readonly bio?: string;
  readonly phone?: string;
  readonly practiceState?: string;
  readonly resident?: boolean;
  readonly years?: string;
  readonly speciality?: string;
  /** When the first verification link was sent (the re-send throttle starts from it). */
  readonly verificationSentAt?: number;
}

/**
 * Writes a new account record, unverified. chaptersDone is left absent (it reads as []): DynamoDB
 * cannot store an empty set, and a list would stop the chapter progress from using ADD on a set.
 */
export async function createAccount(userId: string, account: NewAccount): Promise<Account> {
  const item = {
    ...keys.account(userId),
    ...keys.accountList(accountListKind(account.role), account.joiningDate),
    userId,
    ...account,
    emailVerified: account.emailVerified ?? false,
  };
  await documentClient.send(new PutCommand({ TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(PK)' }));
  return toAccount(item);
}

export async function deleteAccountRecord(userId: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName, Key: keys.account(userId) }));
}

/**
 * Marks the account verified, but only while its e-mail is still the one the link was sent to:
 * a link for an address the user has since changed verifies nothing. Undefined when it no longer is.
 * `followedReset`: a password reset was completed since the last verification (recordPasswordReset);
 * the mark is cleared here.
 */
export async function markEmailVerified(userId: string, email: string): Promise<{ account: Account; followedReset: boolean } | undefined> {
  const output = await ifConditionHolds(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.account(userId),
        ...updateOf(
          { emailVerified: true, passwordResetAt: null },
          { condition: 'attribute_exists(PK) AND #email = :email', values: { ':email': email } },
        ),
        ReturnValues: 'ALL_OLD',
      }),
    ),
  );
  const before = output?.Attributes;
  if (!before) return undefined;
  return { account: toAccount({ ...before, emailVerified: true }), followedReset: typeof before.passwordResetAt === 'number' };
}

/** Sets a new sign-in e-mail and makes the account unverified; returns the record as it was before. */
export async function replaceEmail(userId: string, email: string, emailVerified = false): Promise<Account> {
  const { Attributes } = await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.account(userId),
      ...updateOf({ email, emailVerified }, { condition: 'attribute_exists(PK)' }),
      ReturnValues: 'ALL_OLD',
    }),
  );
  return toAccount(Attributes ?? {});
}

/** The last undo of an e-mail change: when it happened (ms), and when the undo link it used was made (ms). */
export interface EmailRestoreMarker {
  readonly restoredAt: number;
  readonly linkCreatedAt: number;
}

/**
 * Whether an undo link made at `linkCreatedAt` may still restore its address. Older links win: after
 * a chain of changes by someone who knows the password (A → B → C, undo links to A and to B), the
 * owner's link to A, made first, overrides an undo to B, and the link to B cannot overturn the
 * owner's undo to A. A link made after the last restore belongs to a later change and counts again.
 */
export function mayRestoreEmail(marker: EmailRestoreMarker | undefined, linkCreatedAt: number): boolean {
  return !marker || linkCreatedAt < marker.linkCreatedAt || linkCreatedAt > marker.restoredAt;
}

export async function getEmailRestoreMarker(userId: string): Promise<EmailRestoreMarker | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.account(userId),
      ConsistentRead: true,
      ProjectionExpression: 'emailRestoredAt, emailRestoredBy',
    }),
  );
  return markerOf(Item);
}

function markerOf(item: Record<string, unknown> | undefined): EmailRestoreMarker | undefined {
  const { emailRestoredAt, emailRestoredBy } = item ?? {};
  return typeof emailRestoredAt === 'number' && typeof emailRestoredBy === 'number'
    ? { restoredAt: emailRestoredAt, linkCreatedAt: emailRestoredBy }
    : undefined;
}

/**
 * Puts back an earlier sign-in e-mail, verified as it was when the undo link was sent there, and
 * notes the restore (mayRestoreEmail, checked in the same write). Returns the record and the marker
 * as they were before (for undoEmailRestore), or undefined when the account is gone or the link may
 * no longer restore.
 */
export async function restoreEmail(
  userId: string,
  email: string,
  emailVerified: boolean,
  linkCreatedAt: number,
  now: number,
): Promise<{ before: Account; marker?: EmailRestoreMarker } | undefined> {
  const output = await ifConditionHolds(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.account(userId),
        ...updateOf(
          { email, emailVerified, emailRestoredAt: now, emailRestoredBy: linkCreatedAt },
          {
            condition:
              'attribute_exists(PK) AND (attribute_not_exists(#emailRestoredBy) OR #emailRestoredBy > :linkCreated OR #emailRestoredAt < :linkCreated)',
            values: { ':linkCreated': linkCreatedAt },
          },
        ),
        ReturnValues: 'ALL_OLD',
      }),
    ),
  );
  const before = output?.Attributes;
  if (!before) return undefined;
  const marker = markerOf(before);
  return { before: toAccount(before), ...(marker ? { marker } : {}) };
}

/** Takes back a restore that could not be completed: the e-mail and the marker as they were before it. */
export async function undoEmailRestore(userId: string, before: Account, marker: EmailRestoreMarker | undefined): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.account(userId),
      ...updateOf(
        {
          email: before.email,
          emailVerified: before.emailVerified,
          emailRestoredAt: marker?.restoredAt ?? null,
          emailRestoredBy: marker?.linkCreatedAt ?? null,
        },
        { condition: 'attribute_exists(PK)' },
      ),
    }),
  );
}

/** When the last link of each kind was e-mailed, to throttle re-sends. */
export type LinkSentAttribute = 'verificationSentAt' | 'resetSentAt';

/**
 * Takes the right to e-mail a link now, atomically: false when one went out less than
 * `intervalMs` ago (or the account does not exist), so concurrent requests send one mail.
 */
export async function claimLinkSend(userId: string, attribute: LinkSentAttribute, now: number, intervalMs: number): Promise<boolean> {
  const condition = `attribute_exists(PK) AND (attribute_not_exists(#${attribute}) OR #${attribute} <= :cutoff)`;
  const output = await ifConditionHolds(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.account(userId),
        ...updateOf({ [attribute]: now }, { condition, values: { ':cutoff': now - intervalMs } }),
      }),
    ),
  );
  return output !== undefined;
}

/** The profile fields a person edits themselves (spec §2 Edit Profile). */
export interface ProfileFields {
  readonly firstName: string;
  readonly lastName: string;
  readonly bio: string;
  readonly practiceState?: string | undefined;
  readonly resident?: boolean | undefined;
  readonly years?: string | undefined;
  readonly speciality?: string | undefined;
}

const profileAttributeNames = ['firstName', 'lastName', 'bio', ...practiceFieldNames] as const;

/**
 * Sets the profile fields and nothing else: role, approval, verification and progress are not in
 * the expression, so no input can reach them. Empty text removes the attribute. Undefined when
 * the account does not exist.
 */
export async function updateProfile(userId: string, fields: ProfileFields): Promise<Account | undefined> {
  // Empty text removes the attribute (null); an absent field is left as it is (undefined).
  const changes = Object.fromEntries(profileAttributeNames.map((name) => [name, fields[name] === '' ? null : fields[name]]));
  const output = await ifConditionHolds(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.account(userId),
        ...updateOf(changes, { condition: 'attribute_exists(PK)' }),
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  return output?.Attributes ? toAccount(output.Attributes) : undefined;
}

/**
 * The account as the route factory loads it on every signed-in call: the public shape plus the
 * internal attributes the API needs but never returns.
 */
export interface AccountRecord {
  readonly account: Account;
  /** The object key of the picture (the API hands out presigned URLs, never keys). */
  readonly pictureKey?: string;
  /** Access tokens of sessions begun before this (epoch seconds) are refused: see setSessionsValidAfter. */
  readonly sessionsValidAfter?: number;
}

export async function getAccountRecord(userId: string): Promise<AccountRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: keys.account(userId), ConsistentRead: true }));
  if (!Item) return undefined;
  return {
    account: toAccount(Item),
    ...(typeof Item.picture === 'string' ? { pictureKey: Item.picture } : {}),
    ...(typeof Item.sessionsValidAfter === 'number' ? { sessionsValidAfter: Item.sessionsValidAfter } : {}),
  };
}

/**
 * Records `key` as the account's picture (or removes it when undefined) and returns the key it
 * replaced, so the caller can delete that object. Undefined `replaced` and `found: false` when
 * the account does not exist.
 */
export async function setPictureKey(userId: string, key: string | undefined): Promise<{ found: boolean; replaced?: string }> {
  const output = await ifConditionHolds(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.account(userId),
        ...updateOf({ picture: key ?? null }, { condition: 'attribute_exists(PK)' }),
        ReturnValues: 'UPDATED_OLD',
      }),
    ),
  );
  if (!output) return { found: false };
  const old = output.Attributes?.picture;
  const replaced = typeof old === 'string' && old !== key ? old : undefined;
  return replaced ? { found: true, replaced } : { found: true };
}

/**
 * Notes that a password reset was completed: the next e-mail verification ends every session
 * again (someone who signed up with another person's address and kept a session must lose it
 * when the owner takes the account back, whichever of reset and verification comes last).
 */
export async function recordPasswordReset(userId: string, now: number): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.account(userId),
      ...updateOf({ passwordResetAt: now }, { condition: 'attribute_exists(PK)' }),
    }),
  );
}

/**
 * Marks every session begun before `now` as ended: the route factory refuses an access token
 * whose `auth_time` (epoch seconds, kept across refreshes) is earlier than the record's
 * `sessionsValidAfter`. Seconds, because tokens carry seconds; a sign-in in the same second as the
 * change is still accepted, so the browser that made the change can sign in again at once. False when the account does not exist.
 */
/** Records that two-step sign-in is on (the caller has confirmed it with the pool). */
export async function markTwoStepEnabled(userId: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({ TableName: tableName, Key: keys.account(userId), ...updateOf({ mfaEnabled: true }, { condition: 'attribute_exists(PK)' }) }),
  );
}

/**
 * Records that two-step sign-in was found off in the pool although the record had it on: removes
 * mfaEnabled, notes when, and ends every session begun before now. Names only those attributes
 * (secondFactorCheckNeeds.accountUpdates): staff routes that otherwise only read may make it.
 */
export async function recordTwoStepLost(userId: string, now: number): Promise<void> {
  await ifConditionHolds(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.account(userId),
        ...updateOf({ mfaEnabled: null, twoStepLostAt: now, sessionsValidAfter: Math.floor(now / 1000) }, { condition: 'attribute_exists(PK)' }),
      }),
    ),
  );
}

/**
 * Records an admin's reset of the account's two-step sign-in (issue 29): mfaEnabled removed, so the
 * person sets it up again at their next sign-in (the route factory sends approved staff without it
 * to the setup), with when and by whom, and an audit item in the user's partition. False when the
 * account does not exist.
 */
export async function recordTwoStepReset(userId: string, adminId: string, now: number): Promise<boolean> {
  const written = await ifConditionHolds(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.account(userId),
        ...updateOf({ mfaEnabled: null, twoStepResetAt: now, twoStepResetBy: adminId }, { condition: 'attribute_exists(PK)' }),
      }),
    ),
  );
  if (written === undefined) return false;
  await documentClient.send(
    new PutCommand({ TableName: tableName, Item: { ...keys.auditEntry(userId, now), userId, action: 'twoStepReset', operator: adminId, at: now } }),
  );
  return true;
}

export async function setSessionsValidAfter(userId: string, now: number): Promise<boolean> {
  return (
    (await ifConditionHolds(documentClient.send(new UpdateCommand({ TableName: tableName, ...sessionsValidAfterUpdate(userId, now) })))) !== undefined
  );
}
