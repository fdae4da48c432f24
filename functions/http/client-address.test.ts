import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientKey } from './client-address';

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

describe('the key a client is counted under', () => {
  it('is an IPv4 address itself: every IPv4 address is its own client', () => {
    expect(clientKey('192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('192.0.2.2')).not.toBe(clientKey('192.0.2.1'));
  });

  it('is the /64 of an IPv6 address: addresses of one /64 share it, another /64 does not', () => {
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:db8:0:0:ffff::2')).toBe(clientKey('2001:db8::1'));
    expect(clientKey('2001:db8::ffff:ffff:ffff:ffff')).toBe(clientKey('2001:db8::1'));
    expect(clientKey('2001:db8:0:1::1')).not.toBe(clientKey('2001:db8::1'));
    expect(clientKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:db9::1')).not.toBe(clientKey('2001:db8::1'));
  });

  it('has one form whatever the spelling: compressed or not, case, leading zeros, a zone id, spaces', () => {
    const spellings = [
      '2001:db8:0:0:1:2:3:4',
      '2001:0DB8:0000:0000:0001:0002:0003:0004',
      '2001:DB8::1:2:3:4',
      '2001:db8:0::ab',
      '2001:db8::',
      '2001:db8::1%eth0',
      ' 2001:db8::1 ',
    ];
    for (const spelling of spellings) expect(clientKey(spelling), spelling).toBe('2001:db8:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe(clientKey('FE80::2'));
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('::')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 client it carries, in either notation', () => {
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('::ffff:c000:201')).toBe('192.0.2.1');
    expect(clientKey('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
    // Other embedded IPv4 forms are IPv6 clients like any other (a NAT64 prefix is one network's).
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(clientKey('::192.0.2.1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything that is not an address as it is, so a key given again is the same key', () => {
    expect(clientKey('2001:db8:0:0::/64')).toBe('2001:db8:0:0::/64');
    expect(clientKey(clientKey('2001:db8::7'))).toBe(clientKey('2001:db8::7'));
    expect(clientKey('evil')).toBe('evil');
  });

  it('is what a request through CloudFront from an IPv6 viewer counts as, the port stripped first', () => {
    const viewer = (address: string) => clientKey(clientAddress(event(viaCloudFront(address)), secret));
    expect(viewer('2001:db8::1:46532')).toBe(viewer('2001:db8::ffff:1:443'));
    expect(viewer('[2001:db8:0:1::1]:46532')).toBe('2001:db8:0:1::/64');
    expect(viewer('198.51.100.10:46532')).toBe('198.51.100.10');
  });
});
