import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP, isIPv4, isIPv6 } from 'node:net';
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

/**
 * What per-client limits count a client address as: an IPv4 address as it is, an IPv6 address by
 * its /64 prefix. One IPv6 subscriber (a home, a phone, a cloud server) is usually given a whole
 * /64 and may pick any of its 2^64 addresses for each request, so counting by address would let
 * one client reset its own limit at will; CloudFront serves IPv6 viewers. The key has one form
 * whatever the spelling (compressed or not, upper or lower case, leading zeros, a zone id):
 * `2001:db8:0:0::/64`. An IPv4-mapped address (`::ffff:192.0.2.1`) is the IPv4 client it carries.
 * Anything that is not an address (there should be none: clientAddress falls back to sourceIp)
 * is returned unchanged, so a key given again stays the same key.
 */
export function clientKey(address: string): string {
  const bare = address.trim().replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (isIPv6 checked it), a dotted IPv4 tail included. */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((piece) => {
          if (!piece.includes('.')) return [parseInt(piece, 16)];
          const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  if (tail === undefined) return parse(head);
  const front = parse(head);
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
