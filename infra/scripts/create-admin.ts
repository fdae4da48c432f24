/**
 * npm run create-admin -- --user-pool-id <id> --table <name> --email <e-mail> [--first-name A] [--last-name B]
 *                         [--take-over [--operator <name>]]
 *
 * Creates the first admin of a deployed stack (the pool has no self sign-up). Takes the values the
 * deploy printed (Auth stack UserPoolId, Data stack TableName) and the usual AWS credentials and
 * region (AWS_PROFILE / AWS_REGION). Prints the generated password once.
 *
 * An address that already has an account is refused: anyone could have signed up with it first.
 * --take-over makes that account the admin anyway, with a new password, every session ended, and
 * an audit item naming the operator (--operator, or the OS user name).
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { personNameSchema } from '#shared/forms/person-name.ts';
import { AdminAccountExistsError, createAdminAccount } from './admin-account';

const { values } = parseArgs({
  options: {
    'user-pool-id': { type: 'string' },
    table: { type: 'string' },
    email: { type: 'string' },
    'first-name': { type: 'string', default: 'Site' },
    'last-name': { type: 'string', default: 'Admin' },
    'take-over': { type: 'boolean', default: false },
    operator: { type: 'string' },
  },
});
const args = z
  .object({
    'user-pool-id': z.string().check(z.regex(/^[\w-]+_[0-9a-zA-Z]+$/, 'the Auth stack output UserPoolId')),
    table: z.string().check(z.minLength(3, 'the Data stack output TableName')),
    email: z.email('an e-mail address'),
    'first-name': personNameSchema('the first name'),
    'last-name': personNameSchema('the last name'),
    'take-over': z.boolean(),
    operator: z.optional(z.string().check(z.trim(), z.minLength(1, 'who runs this (defaults to the OS user name)'), z.maxLength(100))),
  })
  .safeParse(values);
if (!args.success) {
  for (const issue of args.error.issues) console.error(`--${issue.path.join('.')}: ${issue.message}`);
  process.exit(2);
}
const operator = args.data.operator ?? userInfo().username;

try {
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
      ...(args.data['take-over'] ? { takeOver: { operator } } : {}),
    },
  );
  console.log(
    result.takenOver
      ? `Took over ${args.data.email} (${result.userId}): it is now an approved admin, every session of it has ended, and the take-over is recorded as done by ${operator}.`
      : `Created admin ${args.data.email} (${result.userId}).`,
  );
  console.log(`Password (shown once, change it after signing in): ${result.password}`);
} catch (error) {
  if (!(error instanceof AdminAccountExistsError)) throw error;
  console.error(
    `${error.email} already has an account (${error.userId}), so nothing was changed: someone may have signed up with it before you.\n` +
      'Run again with --take-over to make that account the admin: it gets a new password, every session of it ends, and the take-over is recorded under your name (--operator to set it).',
  );
  process.exit(1);
}
