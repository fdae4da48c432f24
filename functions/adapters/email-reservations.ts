import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './dynamo';
import { emailReservationHash, ifConditionHolds } from './table';
import * as keys from './table-keys';

/*
 * After an e-mail change the old address is free in the pool, but its undo link works for 7 days:
 * the address is held for the account meanwhile, so no one can sign up with it or change to it
 * and make the undo fail. Signup and the e-mail change answer a held address exactly as one in use.
 * The item is keyed by a hash of the normalised address (never the address itself), carries
 * `expiresAt` (epoch seconds, the table's TTL; compared with the clock here, since TTL deletes late)
 * and is listed under the user in GSI1 beside the links, so account deletion and an admin take-over
 * remove it.
 */

/** Holds `email` for the user until `expiresAt` (epoch seconds), replacing any earlier hold of it. */
export async function reserveEmail(userId: string, email: string, expiresAt: number): Promise<void> {
  const addressHash = emailReservationHash(email);
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.emailReservation(addressHash), ...keys.userLinks(userId, `RESERVATION#${addressHash}`), userId, expiresAt },
    }),
  );
}

/** True when another user holds `email` now. */
export async function emailReservedByOther(email: string, userId: string | undefined, now: number): Promise<boolean> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: keys.emailReservation(emailReservationHash(email)), ConsistentRead: true }),
  );
  return !!Item && Item.userId !== userId && typeof Item.expiresAt === 'number' && Item.expiresAt > Math.floor(now / 1000);
}

/** Ends the user's hold on `email` (the undo used it); another user's hold stays. */
export async function releaseEmail(userId: string, email: string): Promise<void> {
  await ifConditionHolds(
    documentClient.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.emailReservation(emailReservationHash(email)),
        ConditionExpression: 'userId = :userId',
        ExpressionAttributeValues: { ':userId': userId },
      }),
    ),
  );
}
