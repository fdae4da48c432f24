import * as z from 'zod/mini';
import './zod-locale';

/**
 * What the web app reads from /config.json at boot: written by `npm start` for the embedded
 * stack and by the CDK web stack at deploy time. Only endpoints and ids differ between the two.
 * zod/mini: this schema is parsed on every first visit, and the full zod build would more than
 * double the JavaScript of that visit.
 */
export const webConfigSchema = z.object({
  /** Base URL of the HTTP API, no trailing slash. */
  apiUrl: z.pipe(z.url(), z.transform((url) => url.replace(/\/+$/, ''))),
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** Only for the embedded pool: Amplify talks to this endpoint instead of cognito-idp.<region>.amazonaws.com. */
  userPoolEndpoint: z.optional(z.url()),
  /** The staff contact e-mail shown in the footer and on the contact page. */
  staffEmail: z.email(),
});
export type WebConfig = z.infer<typeof webConfigSchema>;
