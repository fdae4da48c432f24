import type { Account } from '#shared/api/account.ts';
import * as profileMessages from '#shared/messages/profile.ts';
import { setPictureKey, type AccountRecord } from '../adapters/accounts';
import { objectKeys } from '../adapters/object-keys';
import { pictureUrl } from '../adapters/picture-url';
import { deleteObject, deleteObjectsUnder } from '../adapters/uploads';
import { badRequest, notFound } from '../http/errors';
import { pictureUploads } from './picture-uploads';
import { createStagedUpload, promoteStagedUpload, type StagedUpload } from './staged-upload';

/** The account as its owner sees it: with a short-lived link to the picture, never the key. */
export async function accountView(record: AccountRecord): Promise<Account & { pictureUrl?: string }> {
  return record.pictureKey ? { ...record.account, pictureUrl: await pictureUrl(record.pictureKey) } : record.account;
}

/** A presigned POST under staging/avatars/<caller>/: confirmPicture checks the object before it becomes anyone's picture. */
export function createPictureUpload(userId: string, contentType: string): Promise<StagedUpload> {
  return createStagedUpload(pictureUploads, userId, contentType);
}

/**
 * Makes a staged upload the caller's picture once it proves to be a PNG or JPEG of at most 2 MB by
 * its stored bytes: copied to avatars/<caller>/, where no presigned POST can write, so replaying
 * the upload form afterwards cannot change it. A refused upload is deleted at once, and the picture
 * it would have replaced stays. Runs in both homes: the POST policy binds the form, not the bytes
 * (a PNG-typed form can carry any bytes), so this is what holds the line.
 */
export async function confirmPicture(userId: string, stagedKey: string): Promise<{ pictureUrl: string }> {
  const promotion = await promoteStagedUpload(pictureUploads, userId, stagedKey);
  // Someone else's key, a final key, or no key of ours at all, is simply not found.
  if (promotion.outcome === 'notFound') throw notFound('Upload not found.');
  if (promotion.outcome === 'refused') throw badRequest(profileMessages.pictureRejected, { picture: profileMessages.pictureRejected });
  const { found } = await setPictureKey(userId, promotion.key);
  if (!found) {
    await deleteObject(promotion.key);
    throw notFound('Account not found.');
  }
  // The picture it replaces goes: one picture per person.
  await deleteObjectsUnder(objectKeys.avatarPrefix(userId), promotion.key);
  return { pictureUrl: await pictureUrl(promotion.key) };
}

export async function deletePicture(userId: string): Promise<void> {
  const { found, replaced } = await setPictureKey(userId, undefined);
  if (!found) throw notFound('Account not found.');
  if (replaced) await deleteObject(replaced);
}
