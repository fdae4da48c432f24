import * as z from 'zod/mini';
import '../zod-locale';
import * as twoStepMessages from '../messages/two-step';

/** A TOTP code as authenticator apps show it: 6 digits (spaces people type between them are dropped). */
export const twoStepCodeSchema = z.object({
  code: z.pipe(z.string().check(z.overwrite((code) => code.replace(/\s+/g, ''))), z.string().check(z.regex(/^\d{6}$/, twoStepMessages.codeFormat))),
});
export type TwoStepCodeForm = z.infer<typeof twoStepCodeSchema>;
