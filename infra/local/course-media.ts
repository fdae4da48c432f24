/**
 * The embedded home's copy of what the CDK Web stack deploys to the media bucket: every file of
 * content/course, under the same keys (media/… public, content/… members only).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { courseMediaKeys } from '../assets';

const mediaTypes: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

/** Uploads the course media folder to the bucket, skipping objects already there with the same bytes; returns how many were uploaded. */
export async function uploadCourseMedia(client: S3Client, bucket: string, dir: string): Promise<number> {
  let uploaded = 0;
  for (const key of courseMediaKeys(dir) ?? []) {
    const body = readFileSync(join(dir, key));
    const md5 = createHash('md5').update(body).digest('hex');
    const existing = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).catch(() => undefined);
    if (existing?.ETag?.replaceAll('"', '') === md5) continue;
    await client.send(
      new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: mediaTypes[extname(key)] ?? 'application/octet-stream' }),
    );
    uploaded++;
  }
  return uploaded;
}
