/**
 * npm run create-admin -- --user-pool-id <id> --table <name> --email <e-mail> [--first-name A] [--last-name B]
 *
 * Creates the first admin of a deployed stack (the pool has no self sign-up). Takes the values the
 * deploy printed (Auth stack UserPoolId, Data stack TableName) and the usual AWS credentials and
 * region (AWS_PROFILE / AWS_REGION). Prints the generated password once.
 */
import { parseArgs } from 'node:util';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import '../../shared/zod-locale';
import { personNameSchema } from '../../shared/forms/person-name';
import { createAdminAccount } from './admin-account';

const { values } = parseArgs({
  options: {
    'user-pool-id': { type: 'string' },
    table: { type: 'string' },
    email: { type: 'string' },
    'first-name': { type: 'string', default: 'Site' },
    'last-name': { type: 'string', default: 'Admin' },
  },
});
const args = z
  .object({
    'user-pool-id': z.string().check(z.regex(/^[\w-]+_[0-9a-zA-Z]+$/, 'the Auth stack output UserPoolId')),
    table: z.string().check(z.minLength(3, 'the Data stack output TableName')),
    email: z.email('an e-mail address'),
    'first-name': personNameSchema('the first name'),
    'last-name': personNameSchema('the last name'),
  })
  .safeParse(values);
if (!args.success) {
  for (const issue of args.error.issues) console.error(`--${issue.path.join('.')}: ${issue.message}`);
  process.exit(2);
}

const result = await createAdminAccount(
  {
    cognito: new CognitoIdentityProviderClient({}),
    documents: DynamoDBDocumentClient.from(new DynamoDBClient({})),
  },
  {
    userPoolId: args.data['user-pool-id'],
    tableName: args.data.table,
    email: args.data.email,
    firstName: args.data['first-name'],
    lastName: args.data['last-name'],
  },
);
console.log(
  result.created
    ? `Created admin ${args.data.email} (${result.userId}).\nPassword (shown once, change it after signing in): ${result.password}`
    : `${args.data.email} (${result.userId}) already existed; it is now an approved admin. Its password is unchanged.`,
);
