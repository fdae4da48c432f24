import * as z from 'zod/mini';
import '../zod-locale';
import { contactMessageSchema } from '../forms/contact';
import { pictureContentTypes } from '../files/picture';
import { changeEmailSchema, forgotPasswordSchema, resetPasswordSchema, verifyEmailSchema } from '../forms/account-email';
import { changePasswordSchema } from '../forms/change-password';
import { profileUpdateSchema } from '../forms/profile';
import { physicianSignupSchema, staffSignupSchema } from '../forms/signup';
import { accountSchema, roleSchema } from './account';

/**
 * The API contract: every route once. The CDK API stack, the embedded gateway, the handler
 * factory and the web client are all derived from this object.
 */

export const accessLevels = ['public', 'signedIn', 'physician', 'staff', 'admin'] as const;
/** public: no token; signedIn: any verified token; physician/staff/admin: that role (admin also passes staff). */
export type Access = (typeof accessLevels)[number];

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

type AnyObjectSchema = z.ZodMiniObject;

export interface RouteDefinition {
  /** Stable id; the handler lives in functions/handlers/<kebab-case id>.ts. */
  readonly id: string;
  readonly method: HttpMethod;
  /** API Gateway template form, e.g. /requests/{requestId}. */
  readonly path: string;
  readonly access: Access;
  readonly summary: string;
  readonly params?: AnyObjectSchema;
  readonly query?: AnyObjectSchema;
  readonly body?: z.ZodMiniType;
  readonly response: z.ZodMiniType;
  /** 200 unless said otherwise. */
  readonly successStatus?: 200 | 201 | 202 | 204;
  /** What the handler touches besides its input; the CDK grants exactly this and nothing else. */
  readonly needs?: RouteNeeds;
}

/** The Cognito admin calls a handler may make (granted as cognito-idp:<name> on the one pool). */
export const userPoolActions = [
  'AdminCreateUser',
  'AdminDeleteUser',
  'AdminGetUser',
  'AdminSetUserPassword',
  'AdminUpdateUserAttributes',
  'AdminAddUserToGroup',
  'AdminRemoveUserFromGroup',
  'AdminListGroupsForUser',
  'AdminInitiateAuth',
  'AdminUserGlobalSignOut',
  'AdminDisableUser',
  'AdminEnableUser',
  'ListUsers',
] as const;
export type UserPoolAction = (typeof userPoolActions)[number];

/** What a handler may do with objects under one key prefix of a bucket. */
export const objectUses = ['read', 'write', 'delete', 'list'] as const;
export type ObjectUse = (typeof objectUses)[number];

export interface ObjectGrant {
  /** Key prefix ending in '/', e.g. 'requests/'; rights stop at this prefix. */
  readonly prefix: string;
  readonly uses: readonly ObjectUse[];
}

export interface RouteNeeds {
  /** DynamoDB: read-only routes get read-only grants. */
  readonly table?: 'read' | 'write';
  /** The private uploads bucket (contracts, reviews, profile pictures), by key prefix. */
  readonly uploads?: readonly ObjectGrant[];
  /** The course media bucket, by key prefix. */
  readonly media?: readonly ObjectGrant[];
  /** Cognito admin calls on the user pool. */
  readonly userPool?: readonly UserPoolAction[];
  /** Sends e-mail from the product's sender identity. */
  readonly email?: boolean;
}

function defineRoutes<const T extends Record<string, Omit<RouteDefinition, 'id'>>>(
  routes: T,
): { readonly [K in keyof T]: T[K] & { readonly id: K & string } } {
  return Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, { ...route, id }])) as never;
}

export const healthSchema = z.object({ status: z.literal('ok') });

/** A new account: where its verification link was sent. */
export const signupResultSchema = z.object({ email: z.string() });
/** A verification link was sent, or none was needed. */
export const verificationSentSchema = z.object({ status: z.enum(['sent', 'alreadyVerified']) });

/** What signing up needs from the pool: create, password, group, and deleting again when a later step fails. */
const signupPoolActions = ['AdminCreateUser', 'AdminSetUserPassword', 'AdminAddUserToGroup', 'AdminDeleteUser'] as const;

/** A presigned POST: the browser posts `fields` plus the file (last) as multipart/form-data to `url`. */
export const pictureUploadSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  maxBytes: z.number().check(z.int()),
});

export const contract = defineRoutes({
  health: {
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Liveness of the API.',
    response: healthSchema,
  },
  getMe: {
    method: 'GET',
    path: '/me',
    access: 'signedIn',
    summary: "The caller's own account record.",
    response: accountSchema,
    // pictureUrl is a presigned GET of the caller's picture.
    needs: { table: 'read', uploads: [{ prefix: 'avatars/', uses: ['read'] }] },
  },
  updateMe: {
    method: 'PUT',
    path: '/me',
    access: 'signedIn',
    summary: "Saves the caller's Edit Profile fields (practice fields for physicians only).",
    body: profileUpdateSchema,
    response: accountSchema,
    needs: { table: 'write' },
  },
  changePassword: {
    method: 'POST',
    path: '/me/password',
    access: 'signedIn',
    summary: "Re-verifies the caller's current password, then sets a new one under the policy.",
    body: changePasswordSchema,
    response: z.object({ changed: z.literal(true) }),
    // The current password is checked with InitiateAuth, which needs no grant.
    needs: { table: 'read', userPool: ['AdminSetUserPassword'] },
  },
  createPictureUpload: {
    method: 'POST',
    path: '/me/picture/upload',
    access: 'signedIn',
    summary: 'A presigned POST for a new profile picture under avatars/<caller>/.',
    body: z.strictObject({ contentType: z.enum(pictureContentTypes, { error: 'Choose a PNG or JPEG picture.' }) }),
    response: pictureUploadSchema,
    // table: the caller's account must still exist (a deleted account's token is still valid).
    needs: { table: 'read', uploads: [{ prefix: 'avatars/', uses: ['write'] }] },
  },
  confirmPicture: {
    method: 'PUT',
    path: '/me/picture',
    access: 'signedIn',
    summary: 'Checks an uploaded picture (PNG or JPEG by content, at most 2 MB) and makes it the profile picture.',
    body: z.strictObject({ key: z.string().check(z.minLength(1), z.maxLength(300)) }),
    response: z.object({ pictureUrl: z.string() }),
    // read: the first bytes and size; list + delete: a refused upload, the picture it replaces
    // and uploads that were never confirmed.
    needs: { table: 'write', uploads: [{ prefix: 'avatars/', uses: ['read', 'list', 'delete'] }] },
  },
  deletePicture: {
    method: 'DELETE',
    path: '/me/picture',
    access: 'signedIn',
    summary: 'Removes the profile picture; the default avatar shows again.',
    response: z.undefined(),
    successStatus: 204,
    needs: { table: 'write', uploads: [{ prefix: 'avatars/', uses: ['delete'] }] },
  },
  deleteMe: {
    method: 'DELETE',
    path: '/me',
    access: 'signedIn',
    summary: "Deletes the caller's account: every stored object, every table item, then the Cognito user.",
    response: z.undefined(),
    successStatus: 204,
    needs: {
      table: 'write',
      uploads: [
        { prefix: 'avatars/', uses: ['list', 'delete'] },
        { prefix: 'requests/', uses: ['list', 'delete'] },
      ],
      userPool: ['AdminDeleteUser'],
    },
  },
  submitContactMessage: {
    method: 'POST',
    path: '/contact-messages',
    access: 'public',
    summary: "A visitor's message from the Contact page, stored for staff; repeated submissions from one address are limited (429).",
    body: contactMessageSchema,
    response: z.object({ messageId: z.string() }),
    successStatus: 201,
    needs: { table: 'write' },
  },
  signUpPhysician: {
    method: 'POST',
    path: '/signup',
    access: 'public',
    summary: 'Creates a physician account (pool user, group, record) and e-mails a verification link; all or nothing.',
    body: physicianSignupSchema,
    response: signupResultSchema,
    successStatus: 201,
    needs: { table: 'write', userPool: signupPoolActions, email: true },
  },
  signUpStaff: {
    method: 'POST',
    path: '/staff-signup',
    access: 'public',
    summary: 'Creates a staff account awaiting approval and e-mails a verification link; all or nothing.',
    body: staffSignupSchema,
    response: signupResultSchema,
    successStatus: 201,
    needs: { table: 'write', userPool: signupPoolActions, email: true },
  },
  verifyEmail: {
    method: 'POST',
    path: '/email-verification',
    access: 'public',
    summary: 'Uses a single-use verification link: marks the account and the pool e-mail verified.',
    body: verifyEmailSchema,
    response: z.object({ status: z.literal('verified'), role: roleSchema }),
    needs: { table: 'write', userPool: ['AdminUpdateUserAttributes'] },
  },
  resendVerificationEmail: {
    method: 'POST',
    path: '/email-verification/resend',
    access: 'public',
    summary: 'Sends a fresh verification link for the account of an expired or used link.',
    body: verifyEmailSchema,
    response: verificationSentSchema,
    needs: { table: 'write', email: true },
  },
  sendMyVerificationEmail: {
    method: 'POST',
    path: '/me/verification-email',
    access: 'signedIn',
    summary: "Sends a fresh verification link to the caller's own address (login of an unverified account).",
    response: verificationSentSchema,
    needs: { table: 'write', email: true },
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/password-reset',
    access: 'public',
    summary: 'E-mails a single-use password reset link; answers the same whether or not the account exists.',
    body: forgotPasswordSchema,
    response: z.object({ status: z.literal('sent') }),
    successStatus: 202,
    needs: { table: 'write', userPool: ['AdminGetUser'], email: true },
  },
  resetPassword: {
    method: 'POST',
    path: '/password-reset/confirm',
    access: 'public',
    summary: 'Uses a single-use reset link to set a new password under the policy.',
    body: resetPasswordSchema,
    response: z.object({ status: z.literal('reset') }),
    needs: { table: 'write', userPool: ['AdminSetUserPassword'] },
  },
  changeEmail: {
    method: 'PUT',
    path: '/me/email',
    access: 'signedIn',
    summary: 'Changes the sign-in e-mail; the account is unverified until the link sent to the new address is used.',
    body: changeEmailSchema,
    response: accountSchema,
    needs: { table: 'write', userPool: ['AdminGetUser', 'AdminUpdateUserAttributes'], email: true },
  },
});

export type Contract = typeof contract;
export type RouteId = keyof Contract;
export const routes: readonly RouteDefinition[] = Object.values(contract);

/** Whether a caller holding `groups` may call a route of `access` (the record checks come on top). */
export function groupsAllow(access: Access, groups: readonly string[]): boolean {
  switch (access) {
    case 'public':
    case 'signedIn':
      return true;
    case 'physician':
      return groups.includes('physician');
    case 'staff':
      return groups.includes('staff') || groups.includes('admin');
    case 'admin':
      return groups.includes('admin');
  }
}

/** functions/handlers/<file>.ts for a route id: getMe → get-me. */
export function handlerFileName(routeId: string): string {
  return routeId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export type RouteBody<R extends RouteDefinition> = R['body'] extends z.ZodMiniType ? z.input<R['body']> : undefined;
export type RouteParams<R extends RouteDefinition> = R['params'] extends AnyObjectSchema ? z.input<R['params']> : undefined;
export type RouteQuery<R extends RouteDefinition> = R['query'] extends AnyObjectSchema ? z.input<R['query']> : undefined;
export type RouteResponse<R extends RouteDefinition> = z.output<R['response']>;
