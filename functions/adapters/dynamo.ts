import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { parseEnv } from './env';

// Created once per container. Endpoint, region and credentials come from the standard AWS
// variables, which the embedded stack points at DynamoDB Local.
const env = parseEnv({ TABLE_NAME: z.string().check(z.minLength(1)) });

export const tableName = env.TABLE_NAME;

export const documentClient = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});
