/**
 * The web app's Content-Security-Policy, written once: CloudFront sends it in AWS
 * (infra/constructs/site-distribution.ts) and the embedded static server sends it locally, so the
 * end-to-end suite runs the built app under the same policy it gets in production.
 */
import { createHash } from 'node:crypto';
import { storedSessionHintScript } from '../shared/constants/stored-session-hint';

export interface CspSources {
  /** Where Amplify signs in (the Cognito endpoint). */
  readonly identity: readonly string[];
  /**
   * Where presigned upload and download URLs point (the uploads bucket): pictures load from there,
   * and the browser POSTs presigned upload forms straight to it, so connect-src needs it too.
   */
  readonly uploads: readonly string[];
  /** Where members-only chapters play from: presigned GET links of the media bucket. */
  readonly media: readonly string[];
  /** Ask browsers to upgrade http: sub-resources (only where the app itself is served over https). */
  readonly upgradeInsecureRequests: boolean;
}

/** A CSP source allowing one inline script, by the SHA-256 of its exact text. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export function contentSecurityPolicy(sources: CspSources): string {
  const list = (values: readonly string[]) => values.join(' ');
  return [
    "default-src 'self'",
    // The app's own files, and the one inline script every page starts with (before its first paint).
    `script-src 'self' ${scriptHash(storedSessionHintScript)}`,
    "style-src 'self'",
    `img-src 'self' data: blob: ${list(sources.uploads)}`,
    // 'self' holds chapter 1 (/media/*, the public prefix through CloudFront); the bucket the rest.
    `media-src 'self' ${list(sources.media)}`,
    "font-src 'self'",
    // The API is 'self' (/api on the app's own origin); Cognito for sign-in; the bucket for uploads.
    `connect-src 'self' ${list([...sources.identity, ...sources.uploads])}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(sources.upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The headers besides HSTS that CloudFront's response headers policy adds to every answer. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}
