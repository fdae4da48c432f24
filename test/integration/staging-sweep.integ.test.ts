import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { stagedUploadLifetimeDays } from '#functions/adapters/object-keys.ts';
import { sweepStagedUploads } from '#infra/local/staging-sweep.ts';
import { bucketClient } from '../support/clients';

const stack = inject('stack');
const bucket = stack.resources.uploadsBucket;
const s3 = bucketClient(stack, { requestChecksumCalculation: 'WHEN_REQUIRED' });
afterAll(() => s3.destroy());

const exists = (key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
    () => true,
    () => false,
  );

describe('staged uploads expire in the embedded stack too (s3rver has no lifecycle rules)', () => {
  it('deletes staged objects older than a day and nothing else', async () => {
    const staged = 'staging/avatars/sweep-user/old-upload';
    // An offer added to compare is staged the same way (issue 30), and its kept PDF stays.
    const stagedOffer = 'staging/offers/sweep-user/old-offer';
    const picture = 'avatars/sweep-user/kept-picture';
    const offer = 'offers/sweep-user/1.pdf';
    for (const key of [staged, stagedOffer, picture, offer]) await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'x' }));

    // Written just now: younger than a day, so it stays.
    await sweepStagedUploads(s3, bucket);
    expect(await exists(staged)).toBe(true);
    expect(await exists(stagedOffer)).toBe(true);

    // A day and a minute later (s3rver cannot backdate an object; the clock moves instead).
    const later = Date.now() + stagedUploadLifetimeDays * 24 * 60 * 60 * 1000 + 60_000;
    expect(await sweepStagedUploads(s3, bucket, later)).toBeGreaterThanOrEqual(2);
    expect(await exists(staged)).toBe(false);
    expect(await exists(stagedOffer)).toBe(false);
    expect(await exists(picture)).toBe(true);
    expect(await exists(offer)).toBe(true);
  });
});
