import { describe, expect, it } from 'vitest';
import { maxPictureBytes, sniffPictureType } from './picture';

describe('profile picture type by content', () => {
  it('recognises PNG and JPEG by their first bytes', () => {
    expect(sniffPictureType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffPictureType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffPictureType(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined();
    expect(sniffPictureType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffPictureType(Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBeUndefined(); // GIF
    expect(sniffPictureType(Uint8Array.from([0x89, 0x50]))).toBeUndefined();
    expect(sniffPictureType(new Uint8Array())).toBeUndefined();
  });

  it('allows 2 MB', () => {
    expect(maxPictureBytes).toBe(2_097_152);
  });
});
