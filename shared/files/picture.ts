/**
 * Profile pictures: PNG or JPEG, at most 2 MB. The type is read from the file's first bytes, never
 * from its name or a Content-Type header, which the uploader controls.
 */
export const maxPictureBytes = 2 * 1024 * 1024;

export const pictureContentTypes = ['image/png', 'image/jpeg'] as const;
export type PictureContentType = (typeof pictureContentTypes)[number];

/** How many leading bytes sniffPictureType needs. */
export const pictureSniffBytes = 8;

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// SOI marker followed by the start of another marker (APP0/APP1/DQT/...).
const jpegSignature = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/** The picture type the bytes are, or undefined when they are neither PNG nor JPEG. */
export function sniffPictureType(bytes: Uint8Array): PictureContentType | undefined {
  if (startsWith(bytes, pngSignature)) return 'image/png';
  if (startsWith(bytes, jpegSignature)) return 'image/jpeg';
  return undefined;
}
