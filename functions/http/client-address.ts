import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { originVerifyHeader } from '#shared/api/stage.ts';

/**
 * The caller's IP address, for per-client limits. The web app reaches the API through CloudFront
 * (`/api/*`), so API Gateway's sourceIp is a CloudFront edge server, shared by everyone behind that
 * edge. CloudFront names the viewer in CloudFront-Viewer-Address ("198.51.100.10:46532",
 * "2001:db8::1:46532"), which the AllViewerExceptHostHeader origin request policy forwards, and
 * the embedded web server sets the same way.
 *
 * Trust: the execute-api endpoint can be called directly, with any CloudFront-Viewer-Address the
 * caller likes. So the header counts only when the request also carries the origin secret that
 * CloudFront adds (X-Origin-Verify, see site-distribution.ts); otherwise, or for a header that is
 * not an address, the client is sourceIp, the TCP peer API Gateway saw.
 */
export function clientAddress(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>, originSecret: string): string {
  const source = event.requestContext.http.sourceIp;
  if (!sameSecret(event.headers?.[originVerifyHeader], originSecret)) return source;
  const viewer = event.headers?.['cloudfront-viewer-address']?.trim();
  const address = viewer?.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
  return address && isIP(address) ? address : source;
}

/** Constant-time, and of equal-length digests, so neither the secret's characters nor its length leak through timing. */
function sameSecret(given: string | undefined, secret: string): boolean {
  if (!given || !secret) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(secret));
}
