import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const event = (headers: Record<string, string>, sourceIp = '130.176.1.1') =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as APIGatewayProxyEventV2;

describe('the caller\'s address behind CloudFront', () => {
  it('is the viewer CloudFront names, not CloudFront\'s own edge address (API Gateway\'s sourceIp)', () => {
    expect(clientAddress(event({ 'cloudfront-viewer-address': '198.51.100.10:46532' }))).toBe('198.51.100.10');
    expect(clientAddress(event({ 'cloudfront-viewer-address': '2001:db8::1:46532' }))).toBe('2001:db8::1');
  });

  it('is sourceIp when the request did not come through CloudFront, or the header is not an address', () => {
    expect(clientAddress(event({}))).toBe('130.176.1.1');
    expect(clientAddress(event({ 'cloudfront-viewer-address': 'evil' }))).toBe('130.176.1.1');
    // X-Forwarded-For is the client's to write: never read.
    expect(clientAddress(event({ 'x-forwarded-for': '203.0.113.9' }))).toBe('130.176.1.1');
  });
});
