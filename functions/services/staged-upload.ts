import { randomUUID } from 'node:crypto';
import { isStagedKeyOf, objectKeys, type UploadArea } from '../adapters/object-keys';
import { presignedPost } from '../adapters/presigned-post';
import { copyObject, deleteObject, readObjectStart, type ObjectStart } from '../adapters/uploads';
import { allOrNothing } from './all-or-nothing';

/**
 * Uploads through a staging prefix. A presigned POST can be replayed until it expires, so it may
 * only write under staging/<area>/<userId>/ (where objects expire by lifecycle rule within a day);
 * the confirm step copies the object to a new final key, which no presigned policy can write, checks
 * the copy and deletes the staged object. What is checked is what is kept: a replay after the check
 * changes only the staged object, never the copy. Profile pictures and request PDFs use it.
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
 * in AWS (and the embedded stack's s3rver, infra/local/post-policy.ts); promoteStagedUpload checks the stored object again either way.
 */
export async function createStagedUpload(rules: UploadRules, userId: string, contentType: string): Promise<StagedUpload> {
  const key = objectKeys.staged(rules.area, userId, randomUUID());
  const { url, fields } = await presignedPost(key, contentType, rules.maxBytes, rules.expiresInSeconds);
  return { url, fields, key, maxBytes: rules.maxBytes };
}

export type Promotion =
  | { readonly outcome: 'notFound' }
  | { readonly outcome: 'refused'; readonly reason: 'size' | 'type' }
  | { readonly outcome: 'promoted'; readonly key: string; readonly size: number };

/**
 * Makes a staged upload of the caller final: copies it to its final key, checks the copy (size,
 * first bytes, stored Content-Type) and deletes the staged object, accepted or not. A refused copy
 * is deleted at once. A key outside the caller's staging prefix, or no such object, is notFound.
 * The caller records the final key; until it does, nothing points at the copy.
 */
export async function promoteStagedUpload(
  rules: UploadRules,
  userId: string,
  stagedKey: string,
  // A fresh id (or a request's fresh timestamp): a replay of the form confirmed a second time lands
  // on a new key, never on this one.
  finalKey = objectKeys.final(rules.area, userId, randomUUID()),
): Promise<Promotion> {
  if (!isStagedKeyOf(rules.area, userId, stagedKey)) return { outcome: 'notFound' };
  if (!(await copyObject(stagedKey, finalKey))) return { outcome: 'notFound' };
  // A step failing after the copy removes the copy again (nothing points at it yet); the staged
  // object, if still there, can be confirmed again.
  return allOrNothing<Promotion>(async (onUndo) => {
    onUndo(() => deleteObject(finalKey));
    await deleteObject(stagedKey);
    const start = await readObjectStart(finalKey, rules.sniffBytes);
    if (!start) return { outcome: 'notFound' };
    const refusal = start.size === 0 || start.size > rules.maxBytes ? 'size' : rules.accepts(start) ? undefined : 'type';
    if (refusal) {
      await deleteObject(finalKey);
      return { outcome: 'refused', reason: refusal };
    }
    return { outcome: 'promoted', key: finalKey, size: start.size };
  });
}
