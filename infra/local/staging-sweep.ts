/**
 * s3rver has no lifecycle rules. In AWS the uploads bucket deletes staged uploads (staging/) a day
 * after they were written (infra/stacks/delivery-stack.ts); the embedded stack does the same by
 * sweeping: at start, then every hour while it runs.
 */
import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { objectPrefixes, stagedUploadLifetimeDays } from '#functions/adapters/object-keys.ts';
import { localCredentials } from './aws-env';

export const stagingSweepIntervalMs = 60 * 60 * 1000;
const lifetimeMs = stagedUploadLifetimeDays * 24 * 60 * 60 * 1000;

/** Deletes every staged upload of `bucket` written more than the lifetime before `now`; returns how many. */
export async function sweepStagedUploads(s3: S3Client, bucket: string, now = Date.now()): Promise<number> {
  let deleted = 0;
  let continuationToken: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({
        Bucket: bucket,
        Prefix: objectPrefixes.staging,
        ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
      }),
    );
    const expired = (page.Contents ?? []).flatMap((object) =>
      object.Key && object.LastModified && now - object.LastModified.getTime() > lifetimeMs ? [{ Key: object.Key }] : [],
    );
    if (expired.length > 0) {
      await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: expired, Quiet: true } }));
      deleted += expired.length;
    }
    continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (continuationToken);
  return deleted;
}

/** Sweeps now and then hourly; stop() ends it. A failed sweep is logged and tried again next hour. */
export async function startStagingSweeper(options: {
  endpoint: string;
  region: string;
  bucket: string;
  log: (line: string) => void;
}): Promise<{ stop(): void }> {
  const s3 = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: { ...localCredentials },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const sweep = async () => {
    try {
      const deleted = await sweepStagedUploads(s3, options.bucket);
      if (deleted > 0) options.log(`deleted ${deleted} staged uploads older than ${stagedUploadLifetimeDays} day(s)`);
    } catch (error) {
      options.log(`staged upload sweep failed: ${(error as Error).message}`);
    }
  };
  await sweep();
  const timer = setInterval(() => void sweep(), stagingSweepIntervalMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      s3.destroy();
    },
  };
}
