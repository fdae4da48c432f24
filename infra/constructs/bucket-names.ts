import { Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

export type ProductBucket = 'uploads' | 'media' | 'site';

/**
 * Fixed bucket names, pc-<stage>-<purpose>-<account>-<region> (at most 49 characters), so stacks
 * can name a bucket and scope a policy to one of its prefixes without a cross-stack reference,
 * and the CSP can name the uploads bucket while that bucket's CORS names the distribution.
 */
export function productBucketName(scope: IConstruct, stage: string, purpose: ProductBucket): string {
  const { account, region } = Stack.of(scope);
  return `pc-${stage}-${purpose}-${account}-${region}`;
}

/** arn:aws:s3:::<bucket>[/<key pattern>] in the scope's partition. */
export function bucketArn(scope: IConstruct, bucketName: string, keyPattern?: string): string {
  return `arn:${Stack.of(scope).partition}:s3:::${bucketName}${keyPattern === undefined ? '' : `/${keyPattern}`}`;
}
