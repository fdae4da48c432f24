import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ListObjectsV2Command, S3Client, type _Object, type S3ClientConfig } from '@aws-sdk/client-s3';
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

/** Every item of the table, page after page, read consistently (what was just written is there). */
export async function scanTable(stack: ProvidedStack): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await tableClient(stack).send(
      new ScanCommand({ TableName: stack.resources.tableName, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Every object of a bucket (under `prefix`, when given), page after page. */
export async function listObjects(s3: S3Client, bucket: string, prefix?: string): Promise<_Object[]> {
  const objects: _Object[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    objects.push(...(page.Contents ?? []));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}
