import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chapterMediaKey } from '../shared/constants/chapters';
import { courseMediaKeys, webBuildPath } from './assets';

function folder(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'pc-assets-'));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), 'x');
  }
  return dir;
}

describe('web build', () => {
  it('is required to synthesize, except for npm run destroy, which gets a placeholder page', () => {
    const built = folder(['index.html', 'assets/app.js']);
    expect(webBuildPath(built)).toBe(built);
    const missing = join(tmpdir(), 'pc-no-such-build');
    expect(() => webBuildPath(missing)).toThrow(/npm run build:web/);
    const placeholder = webBuildPath(missing, { forDestroy: true });
    expect(readFileSync(join(placeholder, 'index.html'), 'utf8')).toContain('placeholder');
  });
});

describe('course media folder (content/course)', () => {
  it('mirrors the bucket keys: the public chapter under media/, the others under content/', () => {
    const dir = folder([chapterMediaKey(1), chapterMediaKey(2), chapterMediaKey(13), '.DS_Store', 'media/.hidden']);
    expect(courseMediaKeys(dir)).toEqual([chapterMediaKey(2), chapterMediaKey(13), chapterMediaKey(1)].sort());
    expect(courseMediaKeys(join(dir, 'absent'))).toBeUndefined();
    expect(courseMediaKeys(folder(['.gitkeep']))).toBeUndefined();
  });

  it('refuses a members-only chapter under the public prefix, and files outside both prefixes', () => {
    expect(() => courseMediaKeys(folder(['media/Negotiation 101 (Chapter 2).mp3']))).toThrow(/members-only chapter under the public media\//);
    expect(() => courseMediaKeys(folder(['Negotiation 101 (Chapter 3).mp3']))).toThrow(/neither media\/ \(public\) nor content\//);
  });
});
