import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { parseEnv } from './env';

// Created once per container; endpoint, region and credentials come from the standard AWS variables.
const env = parseEnv({ UPLOADS_BUCKET: z.string().check(z.minLength(1)) });

export const uploadsBucket = env.UPLOADS_BUCKET;
export const s3 = new S3Client({});

export interface ObjectStart {
  readonly bytes: Uint8Array;
  /** The whole object's size in bytes. */
  readonly size: number;
  /** The Content-Type the object is stored (and will be served) with. */
  readonly contentType: string | undefined;
}

/** The first `length` bytes of an object and its whole size, or undefined when there is no such object. */
export async function readObjectStart(key: string, length: number): Promise<ObjectStart | undefined> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: uploadsBucket, Key: key, Range: `bytes=0-${length - 1}` }));
    const bytes = object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
    // "bytes 0-7/12345": the total after the slash; a server that ignores Range sends it all.
    const total = /\/(\d+)$/.exec(object.ContentRange ?? '')?.[1];
    const size = total !== undefined ? Number(total) : (object.ContentLength ?? bytes.length);
    return { bytes: bytes.slice(0, length), size, contentType: object.ContentType };
  } catch (error) {
    const name = (error as Error).name;
    // An empty object answers a ranged GET with 416.
    if (name === 'InvalidRange') return { bytes: new Uint8Array(), size: 0, contentType: undefined };
    if (name === 'NoSuchKey' || name === 'NotFound') return undefined;
    throw error;
  }
}

/** A whole object's bytes (the caller has checked its size), or undefined when there is no such object. */
export async function readObject(key: string): Promise<Uint8Array | undefined> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: uploadsBucket, Key: key }));
    return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'NoSuchKey' || name === 'NotFound') return undefined;
    throw error;
  }
}

/**
 * Copies an object of the bucket to another key with its stored Content-Type; false when there is
 * no such object. The copy is a snapshot: a later write to `from` does not change it.
 */
export async function copyObject(from: string, to: string): Promise<boolean> {
  try {
    await s3.send(new CopyObjectCommand({ Bucket: uploadsBucket, CopySource: `${uploadsBucket}/${from}`, Key: to, MetadataDirective: 'COPY' }));
    return true;
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'NoSuchKey' || name === 'NotFound') return false;
    throw error;
  }
}

/** Writes bytes the product made (a rebuilt PDF) under a key no presigned form can write. */
export async function writeObject(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: uploadsBucket, Key: key, Body: bytes, ContentType: contentType }));
}

export async function deleteObject(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: uploadsBucket, Key: key }));
}

/** An object as a listing shows it: its key and when it was last written (a copy's time, for a copy). */
export interface ListedObject {
  readonly key: string;
  /** Epoch milliseconds. */
  readonly lastModified: number;
}

/** Every object whose key starts with `prefix`, a page (up to 1,000, in key order) at a time. */
export async function* listObjectsUnder(prefix: string): AsyncGenerator<ListedObject[]> {
  let continuationToken: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: uploadsBucket, Prefix: prefix, ...(continuationToken ? { ContinuationToken: continuationToken } : {}) }),
    );
    yield (page.Contents ?? []).flatMap((object) =>
      object.Key && object.LastModified ? [{ key: object.Key, lastModified: object.LastModified.getTime() }] : [],
    );
    continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (continuationToken);
}

/** Deletes every object whose key starts with `prefix` (but `keep`), page by page; returns how many. */
export async function deleteObjectsUnder(prefix: string, keep?: string): Promise<number> {
  let deleted = 0;
  let continuationToken: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: uploadsBucket, Prefix: prefix, ...(continuationToken ? { ContinuationToken: continuationToken } : {}) }),
    );
    const objects = (page.Contents ?? []).flatMap((object) => (object.Key && object.Key !== keep ? [{ Key: object.Key }] : []));
    if (objects.length > 0) {
      const result = await s3.send(new DeleteObjectsCommand({ Bucket: uploadsBucket, Delete: { Objects: objects, Quiet: true } }));
      if (result.Errors?.length) throw new Error(`could not delete ${result.Errors.length} objects under ${prefix}: ${result.Errors[0]?.Code}`);
      deleted += objects.length;
    }
    continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (continuationToken);
  return deleted;
}
