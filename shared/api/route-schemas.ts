import * as z from 'zod/mini';
import '../zod-locale';

/** Response schemas and needs that more than one route of the contract shares. */

export const healthSchema = z.object({ status: z.literal('ok') });

/** A new account: where its verification link was sent. */
export const signupResultSchema = z.object({ email: z.string() });
/** A verification link was sent, or none was needed. */
export const verificationSentSchema = z.object({ status: z.enum(['sent', 'alreadyVerified']) });

/** What signing up needs from the pool: create, password, group, and deleting again when a later step fails. */
export const signupPoolActions = ['AdminCreateUser', 'AdminSetUserPassword', 'AdminAddUserToGroup', 'AdminDeleteUser'] as const;

/** A presigned POST: the browser posts `fields` plus the file (last) as multipart/form-data to `url`. */
export const pictureUploadSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  maxBytes: z.number().check(z.int()),
});
