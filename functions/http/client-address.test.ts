import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const secret = 'origin-secret-0123456789abcdefghijklmnop';
const event = (headers: Record<string, string>, sourceIp = '130.176.1.1') =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as APIGatewayProxyEventV2;
/** Headers as CloudFront sends them to the API: the viewer's address and the origin secret. */
const viaCloudFront = (viewer: string, verify = secret) => ({ 'cloudfront-viewer-address': viewer, 'x-origin-verify': verify });

describe("the caller's address behind CloudFront", () => {
  it("is the viewer CloudFront names, not CloudFront's own edge address (API Gateway's sourceIp)", () => {
    expect(clientAddress(event(viaCloudFront('198.51.100.10:46532')), secret)).toBe('198.51.100.10');
    expect(clientAddress(event(viaCloudFront('2001:db8::1:46532')), secret)).toBe('2001:db8::1');
  });

  it('is sourceIp when the request did not come through CloudFront, or the header is not an address', () => {
    expect(clientAddress(event({}), secret)).toBe('130.176.1.1');
    expect(clientAddress(event(viaCloudFront('evil')), secret)).toBe('130.176.1.1');
    // X-Forwarded-For is the client's to write: never read.
    expect(clientAddress(event({ 'x-forwarded-for': '203.0.113.9' }), secret)).toBe('130.176.1.1');
  });

  it('ignores a CloudFront-Viewer-Address sent without the origin secret (a direct call to execute-api): sourceIp counts', () => {
    expect(clientAddress(event({ 'cloudfront-viewer-address': '198.51.100.10:46532' }, '203.0.113.50'), secret)).toBe('203.0.113.50');
  });

  it('ignores it with a wrong origin secret: another value, a prefix, the secret plus more, an empty one', () => {
    for (const wrong of ['not-the-secret', secret.slice(0, -1), `${secret}x`, secret.toUpperCase(), ' ']) {
      expect(clientAddress(event(viaCloudFront('198.51.100.10:46532', wrong), '203.0.113.50'), secret), wrong).toBe('203.0.113.50');
    }
  });

  it('trusts nothing when the function has no secret to compare with', () => {
    expect(clientAddress(event(viaCloudFront('198.51.100.10:46532', ''), '203.0.113.50'), '')).toBe('203.0.113.50');
  });
});
