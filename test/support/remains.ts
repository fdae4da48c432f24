import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { keys } from '#functions/adapters/table.ts';
import { cognitoClient } from './clients';
import type { ProvidedStack } from './test-stack';

/** Every prefix of the uploads bucket that holds a user's objects (account deletion empties each). */
const userPrefixes = (userId: string) => [
  `avatars/${userId}/`,
  `requests/${userId}/`,
  `offers/${userId}/`,
  `staging/avatars/${userId}/`,
  `staging/requests/${userId}/`,
  `staging/offers/${userId}/`,
];

/**
 * What is left of a user in the embedded stack, read through the suite's own clients: the items of
 * their partition, their uploads, and whether the pool still knows them. Account deletion's tests
 * (by the person or by an admin) check that nothing is, after `leaveEverywhere` put something of the
 * user's in each place deletion must empty.
 */
export function userRemains(stack: ProvidedStack, clients: { readonly documents: DynamoDBDocumentClient; readonly s3: S3Client }) {
  return {
    /**
     * Something of the user's everywhere account deletion looks: a picture, a request's PDF and its
     * record, staged uploads, a link, and the comparison's items (issue 30: an added offer and its PDF,
     * figures, the saved comparison, the added offers' counter).
     */
    async leaveEverywhere(userId: string): Promise<void> {
      for (const key of [
        `avatars/${userId}/a`,
        `requests/${userId}/contractReview/1.pdf`,
        `staging/requests/${userId}/u1`,
        `offers/${userId}/2.pdf`,
        `staging/offers/${userId}/u2`,
      ]) {
        await clients.s3.send(new PutObjectCommand({ Bucket: stack.resources.uploadsBucket, Key: key, Body: '%PDF-1.7 test' }));
      }
      for (const item of [
        { ...keys.request(userId, 'contractReview', 1), userId },
        { ...keys.linkToken(`test-${userId}`), ...keys.userLinks(userId, `test-${userId}`), userId },
        { ...keys.addedOffer(userId, 2), kind: 'offer', userId, offerId: 2, name: 'Mercy Hospital', createdAt: 2 },
        { ...keys.offerFigures(userId, 'added', 2), kind: 'offerFigures', source: 'added', offerId: 2, figures: { baseSalary: 1 } },
        { ...keys.offerFigures(userId, 'contractReview', 1), kind: 'offerFigures', source: 'contractReview', offerId: 1, figures: {} },
        { ...keys.comparison(userId), kind: 'comparison' },
        { ...keys.addedOfferCounter(userId), kind: 'offerCounter', count: 1, lastOfferId: 2 },
      ]) {
        await clients.documents.send(new PutCommand({ TableName: stack.resources.tableName, Item: item }));
      }
    },
    async partitionItems(userId: string): Promise<Record<string, unknown>[]> {
      const { Items } = await clients.documents.send(
        new QueryCommand({
          TableName: stack.resources.tableName,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': keys.userPartition(userId) },
        }),
      );
      return Items ?? [];
    },
    async objectsOf(userId: string): Promise<string[]> {
      const found: string[] = [];
      for (const prefix of userPrefixes(userId)) {
        const { Contents } = await clients.s3.send(new ListObjectsV2Command({ Bucket: stack.resources.uploadsBucket, Prefix: prefix }));
        found.push(...(Contents ?? []).map((object) => object.Key!));
      }
      return found;
    },
    /** By the user's id (the pool's username) or e-mail (its alias). */
    poolUserExists(username: string): Promise<boolean> {
      return cognitoClient(stack)
        .send(new AdminGetUserCommand({ UserPoolId: stack.resources.userPoolId, Username: username }))
        .then(
          () => true,
          (error: Error) => {
            if (error.name === 'UserNotFoundException') return false;
            throw error;
          },
        );
    },
  };
}
