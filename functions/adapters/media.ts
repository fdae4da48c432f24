import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { parseEnv } from './env';

// Created once per container; endpoint, region and credentials come from the standard AWS variables.
const env = parseEnv({ MEDIA_BUCKET: z.string().check(z.minLength(1)) });
export const s3 = new S3Client({});

/**
 * How long a chapter link works: a chapter is at most about 4 minutes (5 at 0.75x) plus pauses; a
 * player holding an expired link asks for a new one and carries on from where it was.
 */
export const chapterLinkSeconds = 30 * 60;

/** A short-lived GET of a media object; the bucket stays private, and HTTP Range works on it. */
export function mediaUrl(key: string): Promise<string> {
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: env.MEDIA_BUCKET, Key: key }), { expiresIn: chapterLinkSeconds });
}

/** A media object's text, or undefined when there is no such object. */
export async function readMediaText(key: string): Promise<string | undefined> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: env.MEDIA_BUCKET, Key: key }));
    return object.Body ? await object.Body.transformToString('utf-8') : '';
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'NoSuchKey' || name === 'NotFound') return undefined;
    throw error;
  }
}
