import * as z from 'zod/mini';
import './zod-locale';

/**
 * What the web app reads from /config.json at boot: written by `npm start` for the embedded
 * stack and by the CDK web stack at deploy time. Only endpoints and ids differ between the two.
 * zod/mini: this schema is parsed on every first visit, and the full zod build would more than
 * double the JavaScript of that visit.
 */
export const webConfigSchema = z.object({
  /**
   * Where the API answers: a path on the app's own origin (`/api`; see shared/api/stage.ts), never
   * another origin, so the browser needs no CORS and the CSP's connect-src stays 'self'.
   */
  apiUrl: z.pipe(
    z.string().check(z.regex(/^(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+\/?$/, "apiUrl: a path on the app's own origin, such as /api")),
    z.transform((path) => path.replace(/\/+$/, '')),
  ),
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** Only for the embedded pool: Amplify talks to this endpoint instead of cognito-idp.<region>.amazonaws.com. */
  userPoolEndpoint: z.optional(z.url()),
  /** The staff contact e-mail shown in the footer and on the contact page. */
  staffEmail: z.email(),
});
export type WebConfig = z.infer<typeof webConfigSchema>;
