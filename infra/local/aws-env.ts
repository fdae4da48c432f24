import type { EmulatorEndpoints } from './emulators';

/** The region the embedded home pretends to be in; the emulators accept any. */
export const defaultLocalRegion = 'us-east-1';

/**
 * The one key pair every emulator accepts. DynamoDB Local (-sharedDb), cognito-local and
 * aws-ses-v2-local take any key; s3rver checks signatures, so its launcher registers this pair.
 * DynamoDB Local wants letters and digits only in the key id. Not frozen: SDK clients write a
 * `$source` marker into the credentials object they are given.
 */
export const localCredentials: { readonly accessKeyId: string; readonly secretAccessKey: string } = {
  accessKeyId: 'local',
  secretAccessKey: 'localsecret',
};

/**
 * Environment variables that point an unmodified AWS SDK v3 client (created with no endpoint,
 * region or credentials option) at the emulators. The SDK builds the per-service variable from the
 * client's serviceId: AWS_ENDPOINT_URL_ + serviceId upper-cased with spaces turned to underscores.
 *
 * Path-style S3 needs no flag: the endpoint is an IP address, for which the S3 endpoint rules pick
 * path-style themselves (no environment variable can force it in SDK v3).
 */
export function localAwsEnv(endpoints: EmulatorEndpoints, region: string = defaultLocalRegion): Record<string, string> {
  return {
    AWS_REGION: region,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    // A developer's shell may carry these; a set AWS_PROFILE makes the SDK skip the keys above.
    AWS_SESSION_TOKEN: '',
    AWS_PROFILE: '',
    AWS_IGNORE_CONFIGURED_ENDPOINT_URLS: 'false',
    AWS_USE_FIPS_ENDPOINT: 'false',
    AWS_USE_DUALSTACK_ENDPOINT: 'false',
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoints.cognito,
    AWS_ENDPOINT_URL_SESV2: endpoints.ses,
    // s3rver stores streamed bodies corrupted when the SDK adds its default CRC32 trailer.
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
  };
}
