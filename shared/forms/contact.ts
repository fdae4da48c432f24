import * as z from 'zod/mini';
import '../zod-locale';
import { personNameSchema } from './person-name';

/** Contact form (spec §2 Contact, §5): name, e-mail and message are all required. */
export const contactMessageSchema = z.object({
  // Staff may answer by e-mail, greeting the sender by this name: the same rule as an account's.
  name: personNameSchema('Name'),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'E-mail is required.'), z.maxLength(254, 'E-mail must be at most 254 characters.')),
    z.email('Enter a valid e-mail address.'),
  ),
  message: z.string().check(z.trim(), z.minLength(1, 'Message is required.'), z.maxLength(5000, 'Message must be at most 5000 characters.')),
});
export type ContactMessageForm = z.infer<typeof contactMessageSchema>;
