import { confirmPicture } from '../../shared/api/routes/confirm-picture';
import { maxPictureBytes, pictureSniffBytes, sniffPictureType } from '../../shared/files/picture';
import { messages } from '../../shared/messages';
import { setPictureKey } from '../data/accounts';
import { isAvatarKeyOf, objectKeys } from '../data/object-keys';
import { pictureUrl } from '../data/picture-url';
import { deleteObject, deleteObjectsUnder, readObjectStart } from '../data/uploads';
import { badRequest, notFound } from '../lib/errors';
import { route } from '../lib/route';

/**
 * Makes an uploaded object the caller's picture once it proves to be a PNG or JPEG of at most
 * 2 MB by its stored bytes. A refused object is deleted at once, and the picture it would have
 * replaced stays. Runs in both homes: it is what holds the line where s3rver ignores POST policies.
 */
export const handler = route(confirmPicture, async ({ principal, body }) => {
  // Someone else's key, or no key of ours at all, is simply not found.
  if (!isAvatarKeyOf(principal.userId, body.key)) throw notFound('Upload not found.');
  const start = await readObjectStart(body.key, pictureSniffBytes);
  if (!start) throw notFound('Upload not found.');
  // The stored Content-Type is what browsers get when the picture is served, so it must match the
  // bytes too (S3 enforces the policy's type condition; s3rver stores whatever was posted).
  const type = sniffPictureType(start.bytes);
  if (start.size > maxPictureBytes || start.size === 0 || !type || start.contentType !== type) {
    await deleteObject(body.key);
    throw badRequest(messages.profile.pictureRejected, { picture: messages.profile.pictureRejected });
  }
  const { found } = await setPictureKey(principal.userId, body.key);
  if (!found) {
    await deleteObject(body.key);
    throw notFound('Account not found.');
  }
  // The picture it replaces, and any upload that was never confirmed, go: one picture per person.
  await deleteObjectsUnder(objectKeys.avatarPrefix(principal.userId), body.key);
  return { pictureUrl: await pictureUrl(body.key) };
});
