/**
 * The emulators check no IAM: s3rver, aws-ses-v2-local and cognito-local serve any call signed with
 * a key they know. In AWS each route's function runs under its own role, granted exactly its
 * contract `needs` (infra/constructs/api-function.ts), and S3, SES and Cognito refuse the rest. So
 * that the embedded stack refuses what AWS would, the gateway signs each route's (and each job's)
 * calls with credentials of its own (routeCredentials), and the emulators' launchers map the key id
 * back to the declaration and hold the call to it (the refusals below), as the table client is held
 * to `needs.table` (gateway/table-access.ts). Calls signed with the stack's own key (bootstrap,
 * tests, the staging sweep, which plays a lifecycle rule) are an administrator's and pass.
 */
import { createHmac } from 'node:crypto';
import { routes } from '#shared/api/contract.ts';
import type { ObjectGrant, ObjectUse, RouteNeeds } from '#shared/api/route-definition.ts';
import { jobs } from '#shared/jobs.ts';
import { localCredentials } from './aws-env';

/** A route or a job: what it is called and what it declares. */
export interface Declared {
  readonly id: string;
  readonly needs?: RouteNeeds;
}

const keyIdPrefix = 'LOCALROUTE';

/** The credentials the embedded gateway signs one route's (or job's) AWS calls with: letters and digits, as DynamoDB Local wants. */
export function routeCredentials(id: string): { accessKeyId: string; secretAccessKey: string } {
  return {
    accessKeyId: `${keyIdPrefix}${id}`,
    secretAccessKey: createHmac('sha256', localCredentials.secretAccessKey).update(`route:${id}`).digest('hex'),
  };
}

const declared = new Map<string, Declared>([...routes, ...jobs].map((entry) => [routeCredentials(entry.id).accessKeyId, entry]));

/** Every route's and job's key pair, for an emulator that must know them (s3rver checks signatures). */
export function everyRouteKeyPair(): { accessKeyId: string; secretAccessKey: string }[] {
  return [...declared.values()].map((entry) => routeCredentials(entry.id));
}

/**
 * Whose key an access key id is: 'stack' for the stack's own key, a route's or job's declaration,
 * or undefined for a key nobody was given (S3 answers InvalidAccessKeyId).
 */
export function holderOf(accessKeyId: string | undefined): 'stack' | Declared | undefined {
  if (accessKeyId === localCredentials.accessKeyId) return 'stack';
  return accessKeyId === undefined ? undefined : declared.get(accessKeyId);
}

/** The secret of a key the embedded stack handed out, for checking a signature made with it. */
export function secretOf(accessKeyId: string): string | undefined {
  const holder = holderOf(accessKeyId);
  if (holder === 'stack') return localCredentials.secretAccessKey;
  return holder ? routeCredentials(holder.id).secretAccessKey : undefined;
}

/** The key id of a SigV4 `Credential=<key id>/<date>/<region>/<service>/aws4_request` (header or query form). */
export function signingKeyId(credentialOrAuthorization: string | undefined): string | undefined {
  if (!credentialOrAuthorization) return undefined;
  const match = /(?:^|Credential=)([^/\s,]+)\//.exec(credentialOrAuthorization);
  return match?.[1];
}

const s3Actions: Record<ObjectUse, string> = { read: 's3:GetObject', write: 's3:PutObject', delete: 's3:DeleteObject', list: 's3:ListBucket' };

/**
 * Why a route's role would be refused `use` of `key` (for list: the listed prefix) in one of the
 * product's buckets, or undefined when its grants allow it. Mirrors the CDK's grants: object
 * actions on `<prefix>*` of the declared bucket, ListBucket with `s3:prefix` StringLike `<prefix>*`.
 */
export function objectRefusal(holder: Declared, bucket: 'uploads' | 'media' | undefined, use: ObjectUse, key: string): string | undefined {
  const grants: readonly ObjectGrant[] = bucket === 'uploads' ? (holder.needs?.uploads ?? []) : bucket === 'media' ? (holder.needs?.media ?? []) : [];
  if (grants.some((grant) => grant.uses.includes(use) && key.startsWith(grant.prefix))) return undefined;
  // Only the key's first segment: keys name users, which stay out of logs.
  const where = key.includes('/') ? `${key.slice(0, key.indexOf('/') + 1)}…` : key === '' ? 'the whole bucket' : 'the bucket root';
  return `route ${holder.id} is not authorized to perform: ${s3Actions[use]} on ${bucket ?? 'an unknown'} bucket (${where}): its ${bucket ?? ''} grants are ${
    grants.map((grant) => `${grant.prefix} ${grant.uses.join('/')}`).join(', ') || 'none'
  }`;
}

/** Whether a route may send e-mail (ses:SendEmail from the product's sender), or why not. */
export function emailRefusal(holder: Declared): string | undefined {
  return holder.needs?.email ? undefined : `route ${holder.id} is not authorized to perform: ses:SendEmail (it declares no email)`;
}

/**
 * Cognito user-pool operations that need no IAM permission: a user's own calls, authorized by their
 * access token or by the app client (sign-in, sign-up, TOTP set-up, token refresh…). Every other
 * operation (the Admin* calls, ListUsers…) is authorized by IAM, so a route makes it only when its
 * `needs.userPool` lists it.
 */
const userAuthorizedOperations = new Set([
  'AssociateSoftwareToken',
  'ChangePassword',
  'ConfirmDevice',
  'ConfirmForgotPassword',
  'ConfirmSignUp',
  'DeleteUser',
  'DeleteUserAttributes',
  'ForgetDevice',
  'ForgotPassword',
  'GetDevice',
  'GetTokensFromRefreshToken',
  'GetUser',
  'GetUserAttributeVerificationCode',
  'GlobalSignOut',
  'InitiateAuth',
  'ListDevices',
  'ResendConfirmationCode',
  'RespondToAuthChallenge',
  'RevokeToken',
  'SetUserMFAPreference',
  'SetUserSettings',
  'SignUp',
  'UpdateDeviceStatus',
  'UpdateUserAttributes',
  'VerifySoftwareToken',
  'VerifyUserAttribute',
]);

/** Whether a route's role may make the user-pool operation (the X-Amz-Target's name), or why not. */
export function userPoolRefusal(holder: Declared, operation: string): string | undefined {
  if (userAuthorizedOperations.has(operation)) return undefined;
  if ((holder.needs?.userPool as readonly string[] | undefined)?.includes(operation)) return undefined;
  return `route ${holder.id} is not authorized to perform: cognito-idp:${operation} (its userPool grants are ${holder.needs?.userPool?.join(', ') || 'none'})`;
}
