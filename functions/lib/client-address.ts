import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The caller's IP address, for per-client limits. The web app reaches the API through CloudFront
 * (`/api/*`), so API Gateway's sourceIp is a CloudFront edge server, shared by everyone behind that
 * edge. CloudFront names the viewer in CloudFront-Viewer-Address ("198.51.100.10:46532",
 * "2001:db8::1:46532"), which the AllViewerExceptHostHeader origin request policy forwards, and
 * the embedded web server sets the same way. Without it (a direct call to the API), sourceIp.
 *
 * Trust: CloudFront sets this header itself; a caller that skips CloudFront and calls the
 * execute-api endpoint directly could send its own. Closing that needs a secret origin header
 * that only CloudFront adds (see the README's security section).
 */
export function clientAddress(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const viewer = event.headers?.['cloudfront-viewer-address']?.trim();
  const address = viewer?.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
  return address && isIP(address) ? address : event.requestContext.http.sourceIp;
}
