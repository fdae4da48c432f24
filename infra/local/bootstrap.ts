/**
 * Creates, or finds again, everything the embedded home needs inside the emulators: the table,
 * the two buckets, the user pool with its app client and groups, and a seeded admin. Safe to run
 * on every start: a second run against the same data directory changes nothing and returns the
 * same ids and the same admin password.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  SetUserPoolMfaConfigCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { keyAttributes, keys, tableDefinition } from '#functions/adapters/table.ts';
import { createAdminAccount, generatePassword } from '../scripts/admin-account';
import { uploadsCors } from '../uploads-cors';
import { uploadCourseMedia } from './course-media';
import { clientWriteAttributes } from '../client-write-attributes';
import { localNames } from './local-names';
import { defaultLocalRegion, localCredentials } from './aws-env';
import type { EmulatorEndpoints } from './emulators';

export interface LocalResources {
  region: string;
  tableName: string;
  uploadsBucket: string;
  mediaBucket: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The `iss` claim of cognito-local's tokens: `<cognito endpoint>/<userPoolId>`. */
  issuer: string;
  jwksUri: string;
  admin: { email: string; password: string; userId: string };
  /**
   * The embedded X-Origin-Verify value (what Secrets Manager generates in AWS): the web server adds
   * it to `/api/*` requests as CloudFront does, and the functions that count clients compare it.
   */
  originSecret: string;
}

export interface BootstrapOptions {
  endpoints: EmulatorEndpoints;
  dataDir: string;
  /** The only origin the uploads bucket's CORS allows. */
  webOrigin: string;
  region?: string;
  /** The course media folder uploaded to the media bucket (as the CDK Web stack deploys it). @default content/course */
  courseMediaDir?: string;
}

const defaultCourseMediaDir = fileURLToPath(new URL('../../content/course', import.meta.url));

export { localNames } from './local-names';

/** Ids remembered between runs, so a restart reuses the pool and client it created. */
interface SavedIds {
  userPoolId?: string;
  userPoolClientId?: string;
  admin?: { userId?: string };
}

interface SavedAdmin {
  email: string;
  password: string;
}

export async function bootstrap(options: BootstrapOptions): Promise<LocalResources> {
  const region = options.region ?? defaultLocalRegion;
  const { endpoints, dataDir, webOrigin } = options;
  mkdirSync(dataDir, { recursive: true });
  const common = { region, credentials: { ...localCredentials }, maxAttempts: 2 };
  const dynamodb = new DynamoDBClient({ ...common, endpoint: endpoints.dynamodb });
  const s3 = new S3Client({
    ...common,
    endpoint: endpoints.s3,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const cognito = new CognitoIdentityProviderClient({ ...common, endpoint: endpoints.cognito });

  try {
    const savedIds = readJson<SavedIds>(join(dataDir, 'resources.json')) ?? {};
    const [, , userPoolId] = await Promise.all([
      ensureTable(dynamodb, localNames.table),
      ensureBuckets(s3, webOrigin),
      ensureUserPool(cognito, savedIds.userPoolId),
    ]);
    await uploadCourseMedia(s3, localNames.mediaBucket, options.courseMediaDir ?? defaultCourseMediaDir);
    const userPoolClientId = await ensureAppClient(cognito, userPoolId, savedIds.userPoolClientId);
    await ensureGroups(cognito, userPoolId);
    await offerTotp(cognito, userPoolId);
    const admin = await ensureAdmin(cognito, dynamodb, userPoolId, dataDir, savedIds.admin?.userId);
    const originSecret = ensureOriginSecret(dataDir);

    const resources: LocalResources = {
      region,
      tableName: localNames.table,
      uploadsBucket: localNames.uploadsBucket,
      mediaBucket: localNames.mediaBucket,
      userPoolId,
      userPoolClientId,
      issuer: `${endpoints.cognito}/${userPoolId}`,
      jwksUri: `${endpoints.cognito}/${userPoolId}/.well-known/jwks.json`,
      admin,
      originSecret,
    };
    // Secrets stay in their own files: resources.json holds ids only.
    const { originSecret: _secret, ...ids } = resources;
    const remembered = { ...ids, admin: { email: admin.email, userId: admin.userId } };
    writeJson(join(dataDir, 'resources.json'), remembered);
    return resources;
  } finally {
    dynamodb.destroy();
    s3.destroy();
    cognito.destroy();
  }
}

/** Creates the table as the CDK defines it (keys, indexes, TTL), or adds what an older one lacks. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const existing = await client.send(new DescribeTableCommand({ TableName: tableName })).catch(ifNamed('ResourceNotFoundException', undefined));
  const indexes: GlobalSecondaryIndex[] = tableDefinition.globalSecondaryIndexes.map((index) => ({
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
      { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: 'ALL' },
  }));
  const attributeDefinitions = keyAttributes(tableDefinition).map((attribute) => ({
    AttributeName: attribute.name,
    AttributeType: attribute.type,
  }));

  if (!existing) {
    await client
      .send(
        new CreateTableCommand({
          TableName: tableName,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: attributeDefinitions,
          KeySchema: [
            { AttributeName: tableDefinition.partitionKey.name, KeyType: 'HASH' },
            { AttributeName: tableDefinition.sortKey.name, KeyType: 'RANGE' },
          ],
          GlobalSecondaryIndexes: indexes,
          // The stream the contract reader's trigger polls (AWS: the table's stream, NEW_IMAGE).
          StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
        }),
      )
      .catch(ifNamed('ResourceInUseException', undefined));
  } else {
    if (!existing.Table?.StreamSpecification?.StreamEnabled) {
      // Made before the contract reader: turn its stream on rather than demand a reset.
      await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' } }));
      await waitForActiveTable(client, tableName);
    }
    // The definition gained an index since this table was made: add it rather than demand a reset.
    const present = new Set((existing.Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    for (const index of indexes) {
      if (present.has(index.IndexName)) continue;
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: attributeDefinitions,
          GlobalSecondaryIndexUpdates: [{ Create: index }],
        }),
      );
    }
  }
  await waitForActiveTable(client, tableName);

  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  const description = ttl.TimeToLiveDescription;
  if (description?.TimeToLiveStatus !== 'ENABLED' || description.AttributeName !== tableDefinition.timeToLiveAttribute) {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
      }),
    );
  }
}

async function waitForActiveTable(client: DynamoDBClient, tableName: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const indexesActive = (Table?.GlobalSecondaryIndexes ?? []).every((index) => index.IndexStatus === 'ACTIVE');
    if (Table?.TableStatus === 'ACTIVE' && indexesActive) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`table ${tableName} did not become ACTIVE`);
}

async function ensureBuckets(client: S3Client, webOrigin: string): Promise<void> {
  for (const bucket of [localNames.uploadsBucket, localNames.mediaBucket]) {
    const exists = await client.send(new HeadBucketCommand({ Bucket: bucket })).then(
      () => true,
      (error: unknown) => {
        if (errorName(error) === 'NotFound' || httpStatus(error) === 404) return false;
        throw error;
      },
    );
    if (!exists) await client.send(new CreateBucketCommand({ Bucket: bucket })).catch(ifNamed('BucketAlreadyOwnedByYou', undefined));
  }
  // Rewritten every run: cheap, and follows a changed web origin.
  await client.send(
    new PutBucketCorsCommand({
      Bucket: localNames.uploadsBucket,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: [webOrigin],
            // The same rule as the AWS bucket: presigned POST forms only.
            AllowedMethods: [...uploadsCors.allowedMethods],
            MaxAgeSeconds: uploadsCors.maxAgeSeconds,
          },
        ],
      },
    }),
  );
}

async function ensureUserPool(client: CognitoIdentityProviderClient, savedId: string | undefined): Promise<string> {
  if (savedId) {
    const found = await client.send(new DescribeUserPoolCommand({ UserPoolId: savedId })).catch(ifNamed('ResourceNotFoundException', undefined));
    if (found?.UserPool?.Id) return found.UserPool.Id;
  }
  // resources.json lost but cognito's data kept: find the pool by name instead of making a twin.
  const { UserPools = [] } = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const byName = UserPools.find((pool) => pool.Name === localNames.userPool);
  if (byName?.Id) return byName.Id;

  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: localNames.userPool,
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      // As in AWS; cognito-local enforces neither, so the API validates both itself.
      Policies: {
        PasswordPolicy: { MinimumLength: 10, RequireNumbers: true, RequireUppercase: true, RequireSymbols: true, RequireLowercase: false },
      },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    }),
  );
  if (!UserPool?.Id) throw new Error('cognito-local created a user pool without an id');
  return UserPool.Id;
}

/**
 * Two-step sign-in as in AWS (infra/constructs/user-directory.ts): OPTIONAL, TOTP only. Set on
 * every start, so a pool made before this existed gets it too.
 */
async function offerTotp(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  await client.send(
    new SetUserPoolMfaConfigCommand({ UserPoolId: userPoolId, MfaConfiguration: 'OPTIONAL', SoftwareTokenMfaConfiguration: { Enabled: true } }),
  );
}

async function ensureAppClient(client: CognitoIdentityProviderClient, userPoolId: string, savedId: string | undefined): Promise<string> {
  if (savedId) {
    const found = await client
      .send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: savedId }))
      .catch(ifNamed('ResourceNotFoundException', undefined));
    if (found?.UserPoolClient?.ClientId) return writesNoAttributes(client, userPoolId, found.UserPoolClient.ClientId);
  }
  const { UserPoolClients = [] } = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  const byName = UserPoolClients.find((appClient) => appClient.ClientName === localNames.appClient);
  if (byName?.ClientId) return writesNoAttributes(client, userPoolId, byName.ClientId);

  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: localNames.appClient,
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      PreventUserExistenceErrors: 'ENABLED',
      // Cognito's own defaults; cognito-local would otherwise issue 24 h access tokens.
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
      // As the AWS client: users write only an attribute the product never reads (cognito-server.ts enforces it).
      WriteAttributes: [...clientWriteAttributes],
    }),
  );
  if (!UserPoolClient?.ClientId) throw new Error('cognito-local created an app client without an id');
  return UserPoolClient.ClientId;
}

/** A client made by an earlier bootstrap may still let users write other attributes: it loses that here. */
async function writesNoAttributes(client: CognitoIdentityProviderClient, userPoolId: string, clientId: string): Promise<string> {
  const { UserPoolClient } = await client.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId }));
  if (JSON.stringify(UserPoolClient?.WriteAttributes ?? null) !== JSON.stringify(clientWriteAttributes)) {
    await client.send(new UpdateUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId, WriteAttributes: [...clientWriteAttributes] }));
  }
  return clientId;
}

async function ensureGroups(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  // cognito-local's CreateGroup overwrites an existing group, members included, and its GetGroup
  // fails with a 500 while the pool has no groups at all: list, then create only the missing.
  const { Groups = [] } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId, Limit: 60 }));
  const present = new Set(Groups.map((group) => group.GroupName));
  for (const groupName of localNames.groups) {
    if (!present.has(groupName)) await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: groupName }));
  }
}

async function ensureAdmin(
  cognito: CognitoIdentityProviderClient,
  dynamodb: DynamoDBClient,
  userPoolId: string,
  dataDir: string,
  previousUserId: string | undefined,
): Promise<LocalResources['admin']> {
  const adminFile = join(dataDir, 'admin.json');
  let saved = readJson<SavedAdmin>(adminFile);
  if (!saved?.email || !saved.password) {
    saved = { email: localNames.adminEmail, password: generatePassword() };
    writeJson(adminFile, saved);
  }
  const { email, password } = saved;

  const documents = DynamoDBDocumentClient.from(dynamodb);
  const { userId } = await createAdminAccount(
    { cognito, documents },
    {
      userPoolId,
      tableName: localNames.table,
      email,
      firstName: 'Site',
      lastName: 'Admin',
      password,
      // Its own admin from the last start is kept; anyone else holding the address on this machine is taken over (and recorded).
      ownUserId: previousUserId,
      takeOver: { operator: 'npm start (embedded bootstrap)' },
    },
  );

  // Cognito's data was reset but the table's was not: the old admin record would list a ghost.
  if (previousUserId && previousUserId !== userId) {
    await documents
      .send(
        new DeleteCommand({
          TableName: localNames.table,
          Key: keys.account(previousUserId),
          ConditionExpression: 'email = :email',
          ExpressionAttributeValues: { ':email': email },
        }),
      )
      .catch(ifNamed('ConditionalCheckFailedException', undefined));
  }

  return { email, password, userId };
}

/** Generated once per data directory and kept in origin-secret.json (mode 600), like the admin password. */
function ensureOriginSecret(dataDir: string): string {
  const file = join(dataDir, 'origin-secret.json');
  const saved = readJson<{ secret?: string }>(file);
  if (saved?.secret && saved.secret.length >= 32) return saved.secret;
  // Letters and digits only, as the AWS secret (header-safe): 64 hex characters.
  const secret = randomBytes(32).toString('hex');
  writeJson(file, { secret });
  return secret;
}

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`cannot read ${path}: ${(error as Error).message} (delete it to start over)`);
  }
}

function writeJson(path: string, value: unknown): void {
  // Written whole then renamed, and readable by the developer only (admin.json holds a password).
  const temporary = `${path}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, path);
}

function errorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

function httpStatus(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}

/** A catch handler that turns the named AWS error into `value` and rethrows anything else. */
function ifNamed<T>(name: string, value: T): (error: unknown) => T {
  return (error) => {
    if (errorName(error) === name) return value;
    throw error;
  };
}
