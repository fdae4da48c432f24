import { randomUUID } from 'node:crypto';
import { isStagedKeyOf, objectKeys, type UploadArea } from '../adapters/object-keys';
import { presignedPost } from '../adapters/presigned-post';
import { copyObject, deleteObject, readObjectStart, type ObjectStart } from '../adapters/uploads';

/**
 * Uploads through a staging prefix. A presigned POST can be replayed until it expires, so it may
 * only write under staging/<area>/<userId>/ (where objects expire by lifecycle rule within a day);
 * the confirm step copies the object to a new final key, which no presigned policy can write, checks
 * the copy and deletes the staged object. What is checked is what is kept: a replay after the check
 * changes only the staged object, never the copy. Profile pictures use it; request PDFs will.
 */
export interface UploadRules {
  readonly area: UploadArea;
  readonly maxBytes: number;
  /** How long the presigned POST works. */
  readonly expiresInSeconds: number;
  /** How many leading bytes `accepts` reads. */
  readonly sniffBytes: number;
  /** Whether the stored object is acceptable by its first bytes and stored Content-Type (size is checked already). */
  readonly accepts: (start: ObjectStart) => boolean;
}

export interface StagedUpload {
  readonly url: string;
  readonly fields: Record<string, string>;
  /** The staged key, which the confirm step is given. */
  readonly key: string;
  readonly maxBytes: number;
}

/**
 * A presigned POST for one new object under the caller's staging prefix. S3 enforces its conditions
 * in AWS; s3rver does not, so promoteStagedUpload checks the stored object again either way.
 */
export async function createStagedUpload(rules: UploadRules, userId: string, contentType: string): Promise<StagedUpload> {
  const key = objectKeys.staged(rules.area, userId, randomUUID());
  const { url, fields } = await presignedPost(key, contentType, rules.maxBytes, rules.expiresInSeconds);
  return { url, fields, key, maxBytes: rules.maxBytes };
}

export type Promotion = { readonly outcome: 'notFound' } | { readonly outcome: 'refused' } | { readonly outcome: 'promoted'; readonly key: string };

/**
 * Makes a staged upload of the caller final: copies it to its final key, checks the copy (size,
 * first bytes, stored Content-Type) and deletes the staged object, accepted or not. A refused copy
 * is deleted at once. A key outside the caller's staging prefix, or no such object, is notFound.
 * The caller records the final key; until it does, nothing points at the copy.
 */
export async function promoteStagedUpload(rules: UploadRules, userId: string, stagedKey: string): Promise<Promotion> {
  if (!isStagedKeyOf(rules.area, userId, stagedKey)) return { outcome: 'notFound' };
  // A fresh id: a replay of the form confirmed a second time lands on a new key, never on this one.
  const finalKey = objectKeys.final(rules.area, userId, randomUUID());
  if (!(await copyObject(stagedKey, finalKey))) return { outcome: 'notFound' };
  await deleteObject(stagedKey);
  const start = await readObjectStart(finalKey, rules.sniffBytes);
  if (!start) return { outcome: 'notFound' };
  if (start.size === 0 || start.size > rules.maxBytes || !rules.accepts(start)) {
    await deleteObject(finalKey);
    return { outcome: 'refused' };
  }
  return { outcome: 'promoted', key: finalKey };
}
