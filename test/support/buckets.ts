import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { ProvidedStack } from './test-stack';

/** An S3 client of the embedded stack's buckets (s3rver), as the tests read and check them. */
export function bucketClient(stack: ProvidedStack, options: Partial<S3ClientConfig> = {}): S3Client {
  return new S3Client({
    endpoint: stack.endpoints.s3,
    region: stack.resources.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'local', secretAccessKey: 'localsecret' },
    ...options,
  });
}
