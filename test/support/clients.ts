import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { ProvidedStack } from './test-stack';

/**
 * The suites' own clients of the embedded stack's emulators, to arrange what a test needs and to
 * check what the product left behind. The emulators take any credentials: these name no account.
 */
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'localsecret' } as const;

const cognitoClients = new Map<string, CognitoIdentityProviderClient>();
const tableClients = new Map<string, DynamoDBDocumentClient>();

/** cognito-local, as an administrator of the pool calls it (one client per endpoint, kept for the run). */
export function cognitoClient(stack: ProvidedStack): CognitoIdentityProviderClient {
  let client = cognitoClients.get(stack.endpoints.cognito);
  if (!client) {
    client = new CognitoIdentityProviderClient({ endpoint: stack.endpoints.cognito, region: stack.resources.region, credentials: localCredentials });
    cognitoClients.set(stack.endpoints.cognito, client);
  }
  return client;
}

/** DynamoDB Local's table, through the document client (one per endpoint, kept for the run). */
export function tableClient(stack: ProvidedStack): DynamoDBDocumentClient {
  let client = tableClients.get(stack.endpoints.dynamodb);
  if (!client) {
    client = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: stack.endpoints.dynamodb, region: stack.resources.region, credentials: localCredentials }),
    );
    tableClients.set(stack.endpoints.dynamodb, client);
  }
  return client;
}

/** An S3 client of the embedded stack's buckets (s3rver), as the tests read and check them; the caller destroys it. */
export function bucketClient(stack: ProvidedStack, options: Partial<S3ClientConfig> = {}): S3Client {
  return new S3Client({
    endpoint: stack.endpoints.s3,
    region: stack.resources.region,
    forcePathStyle: true,
    credentials: localCredentials,
    ...options,
  });
}
