import { BatchGetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { StaffMember, StaffRole } from '#shared/api/staff-accounts.ts';
import { toAccount } from './accounts';
import { documentClient, tableName } from './dynamo';
import { decodeListCursor, encodeListCursor } from './list-cursor';
import { ifConditionHolds, updateOf } from './table';
import * as keys from './table-keys';
import { listIndexName } from '#shared/api/table-partitions.ts';
import { needsApproval, type Role, type Viewer } from '#shared/access.ts';

/** A staff account's role and approval: what Settings edits. */
export interface StaffState {
  readonly role: StaffRole;
  readonly approved: boolean;
}

/** One change of a staff account: from what was shown to what is wanted. */
export interface StaffChange {
  readonly userId: string;
  readonly from: StaffState;
  readonly to: StaffState;
}

const pageSize = 50;
const staffList = { list: keys.accountListPartition('staff'), itemPartition: 'USER', itemSort: 'ACCOUNT' };

function memberOf(item: Record<string, unknown>): StaffMember | undefined {
  const account = toAccount(item);
  if (!needsApproval(account.role)) return undefined;
  const { userId, firstName, lastName, email, role, approved, emailVerified, joiningDate } = account;
  return { userId, firstName, lastName, email, role: role as StaffRole, approved, emailVerified, twoStep: account.mfaEnabled === true, joiningDate };
}

/**
 * A page of staff and admin accounts, newest joiner first: one Query of the staff list (GSI1
 * `ACCOUNTS#staff`), never a read of every user. Undefined when the cursor is not one this list gave.
 */
export async function listStaffAccounts(cursor?: string): Promise<{ staff: StaffMember[]; cursor?: string } | undefined> {
  const startKey = cursor === undefined ? undefined : decodeListCursor(cursor, staffList);
  if (cursor !== undefined && !startKey) return undefined;
  const page = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: listIndexName,
      KeyConditionExpression: 'GSI1PK = :list',
      ExpressionAttributeValues: { ':list': keys.accountListPartition('staff') },
      ScanIndexForward: false,
      Limit: pageSize,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  const staff = (page.Items ?? []).flatMap((item) => memberOf(item) ?? []);
  return page.LastEvaluatedKey ? { staff, cursor: encodeListCursor(page.LastEvaluatedKey) } : { staff };
}

/** What the staff list says of one account for approval's e-mails and count (issue 29). */
export interface StaffRosterEntry extends Viewer {
  readonly userId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * Every staff and admin account, in a few attributes: pages of the staff list (GSI1
 * `ACCOUNTS#staff`), never a read of every user. Staff are a few dozen accounts, so reading them
 * all for the approvals' count and e-mails costs a few read units.
 */
export async function staffRoster(): Promise<StaffRosterEntry[]> {
  const roster: StaffRosterEntry[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: listIndexName,
        KeyConditionExpression: 'GSI1PK = :list',
        ExpressionAttributeValues: { ':list': keys.accountListPartition('staff') },
        ProjectionExpression: 'userId, email, firstName, lastName, #role, approved, emailVerified, mfaEnabled',
        ExpressionAttributeNames: { '#role': 'role' },
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    for (const item of page.Items ?? []) {
      if (typeof item.userId !== 'string' || typeof item.email !== 'string' || !needsApproval(item.role as Role)) continue;
      roster.push({
        userId: item.userId,
        email: item.email,
        firstName: String(item.firstName ?? ''),
        lastName: String(item.lastName ?? ''),
        role: item.role as Role,
        approved: item.approved === true,
        emailVerified: item.emailVerified === true,
        mfaEnabled: item.mfaEnabled === true,
      });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return roster;
}

/** The current records of some accounts (consistent reads), by user id; absent ones are missing. */
export async function getStaffAccounts(userIds: readonly string[]): Promise<Map<string, StaffMember | 'notStaff'>> {
  const found = new Map<string, StaffMember | 'notStaff'>();
  if (userIds.length === 0) return found;
  let requested: Record<string, unknown>[] = userIds.map((userId) => keys.account(userId));
  while (requested.length) {
    const output = await documentClient.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: requested, ConsistentRead: true } } }));
    for (const item of output.Responses?.[tableName] ?? []) found.set(String(item.userId), memberOf(item) ?? 'notStaff');
    requested = (output.UnprocessedKeys?.[tableName]?.Keys ?? []) as Record<string, unknown>[];
  }
  return found;
}

/**
 * Writes every change in one transaction, each conditioned on the record still holding `from` (what
 * the admin saw), with `guard`'s record (the admin applying) still an approved admin. False, and
 * nothing written, when any condition failed: someone changed an account meanwhile.
 */
export async function writeStaffChanges(changes: readonly StaffChange[], guard?: string): Promise<boolean> {
  const written = await ifConditionHolds(
    documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          ...changes.map((change) => ({
            Update: {
              TableName: tableName,
              Key: keys.account(change.userId),
              ...updateOf(
                { role: change.to.role, approved: change.to.approved },
                {
                  condition: 'attribute_exists(PK) AND #role = :shownRole AND #approved = :shownApproved',
                  values: { ':shownRole': change.from.role, ':shownApproved': change.from.approved },
                },
              ),
            },
          })),
          ...(guard && !changes.some((change) => change.userId === guard)
            ? [
                {
                  ConditionCheck: {
                    TableName: tableName,
                    Key: keys.account(guard),
                    ConditionExpression: '#role = :admin AND #approved = :true',
                    ExpressionAttributeNames: { '#role': 'role', '#approved': 'approved' },
                    ExpressionAttributeValues: { ':admin': 'admin', ':true': true },
                  },
                },
              ]
            : []),
        ],
      }),
    ),
  );
  return written !== undefined;
}
