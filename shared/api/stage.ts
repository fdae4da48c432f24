/**
 * The web app reaches the API on its own origin, under /api: CloudFront sends `/api/*` to the
 * HTTP API, whose stage is named `api`, so `/api/signup` reaches the route `POST /signup` with no
 * rewriting anywhere (API Gateway strips a named stage's segment before matching routes, and keeps
 * it in the event's rawPath). The embedded gateway serves the same stage.
 */
export const apiStageName = 'api';

/** Where the API answers on the app's origin (and the embedded gateway's), without a trailing slash. */
export const apiBasePath = `/${apiStageName}` as const;

/**
 * The secret header CloudFront adds to every `/api/*` origin request (and the embedded web server
 * adds as it forwards): its value, a secret generated in AWS (or by the local bootstrap), tells the
 * API that CloudFront-Viewer-Address was written by CloudFront and not by a caller that skipped it.
 */
export const originVerifyHeader = 'x-origin-verify';
