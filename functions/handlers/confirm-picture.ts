import { confirmPicture } from '../../shared/api/routes/confirm-picture';
import { messages } from '../../shared/messages';
import { setPictureKey } from '../adapters/accounts';
import { objectKeys } from '../adapters/object-keys';
import { pictureUrl } from '../adapters/picture-url';
import { deleteObject, deleteObjectsUnder } from '../adapters/uploads';
import { badRequest, notFound } from '../http/errors';
import { pictureUploads } from '../services/picture-uploads';
import { route } from '../http/route';
import { promoteStagedUpload } from '../services/staged-upload';

/**
 * Makes a staged upload the caller's picture once it proves to be a PNG or JPEG of at most 2 MB by
 * its stored bytes: copied to avatars/<caller>/, where no presigned POST can write, so replaying
 * the upload form afterwards cannot change it. A refused upload is deleted at once, and the picture
 * it would have replaced stays. Runs in both homes: it is what holds the line where s3rver ignores
 * POST policies.
 */
export const handler = route(confirmPicture, async ({ principal, body }) => {
  const promotion = await promoteStagedUpload(pictureUploads, principal.userId, body.key);
  // Someone else's key, a final key, or no key of ours at all, is simply not found.
  if (promotion.outcome === 'notFound') throw notFound('Upload not found.');
  if (promotion.outcome === 'refused') throw badRequest(messages.profile.pictureRejected, { picture: messages.profile.pictureRejected });
  const { found } = await setPictureKey(principal.userId, promotion.key);
  if (!found) {
    await deleteObject(promotion.key);
    throw notFound('Account not found.');
  }
  // The picture it replaces goes: one picture per person.
  await deleteObjectsUnder(objectKeys.avatarPrefix(principal.userId), promotion.key);
  return { pictureUrl: await pictureUrl(promotion.key) };
});
