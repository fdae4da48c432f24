import { maxPictureBytes, pictureSniffBytes, sniffPictureType } from '#shared/files/picture.ts';
import type { UploadRules } from './staged-upload';

/** Profile pictures: PNG or JPEG by their first bytes, stored with that same Content-Type, at most 2 MB. */
export const pictureUploads: UploadRules = {
  area: 'avatars',
  maxBytes: maxPictureBytes,
  // Long enough to start the upload of a 2 MB file, short enough that a leaked form is soon useless.
  expiresInSeconds: 120,
  sniffBytes: pictureSniffBytes,
  // The stored Content-Type is what browsers get when the picture is served, so it must match the
  // bytes too (the policy's type condition binds the form, not the bytes behind it).
  accepts: (start) => {
    const type = sniffPictureType(start.bytes);
    return type !== undefined && start.contentType === type;
  },
};
