import * as z from 'zod';
import { accountSchema, roleSchema } from './account';
import { contactMessageSchema } from '../forms/contact';
import { changeEmailSchema, forgotPasswordSchema, resetPasswordSchema, verifyEmailSchema } from '../forms/account-email';
import { physicianSignupSchema, staffSignupSchema } from '../forms/signup';

/**
 * The API contract: every route once. The CDK API stack, the embedded gateway, the handler
 * factory and the web client are all derived from this object.
 */

export const accessLevels = ['public', 'signedIn', 'physician', 'staff', 'admin'] as const;
/** public: no token; signedIn: any verified token; physician/staff/admin: that role (admin also passes staff). */
export type Access = (typeof accessLevels)[number];

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

type AnyObjectSchema = z.ZodObject<z.ZodRawShape>;

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
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
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
    needs: { table: 'read' },
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

export type RouteBody<R extends RouteDefinition> = R['body'] extends z.ZodType ? z.input<R['body']> : undefined;
export type RouteParams<R extends RouteDefinition> = R['params'] extends AnyObjectSchema ? z.input<R['params']> : undefined;
export type RouteQuery<R extends RouteDefinition> = R['query'] extends AnyObjectSchema ? z.input<R['query']> : undefined;
export type RouteResponse<R extends RouteDefinition> = z.output<R['response']>;
