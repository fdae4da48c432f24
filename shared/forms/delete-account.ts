import * as z from 'zod/mini';
import '../zod-locale';
import { currentPasswordSchema } from './password';

/** Deleting one's own account: the confirmation dialog asks for the current password, which the API re-verifies. */
export const deleteAccountSchema = z.strictObject({ currentPassword: currentPasswordSchema });
export type DeleteAccountForm = z.infer<typeof deleteAccountSchema>;
