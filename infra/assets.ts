/**
 * What the CDK app publishes from the repository: the web build and the course media folder,
 * checked before anything is synthesized.
 */
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import {
  chapterMediaKey,
  chapterNumbers,
  isPublicMediaKey,
  membersMediaPrefix,
  publicChapterNumber,
  publicMediaPrefix,
} from '../shared/constants/chapters';

/**
 * The web build to publish. Without one, synthesis fails, except for `npm run destroy`
 * (`-c forDestroy=true`): deleting stacks publishes no asset, so a placeholder page stands in
 * and teardown needs no build.
 */
export function webBuildPath(path: string, options: { forDestroy?: boolean } = {}): string {
  if (existsSync(join(path, 'index.html'))) return path;
  if (!options.forDestroy) {
    throw new Error(`${path} has no build: run "npm run build:web" first (npm run synth and deploy do).`);
  }
  const placeholder = mkdtempSync(join(tmpdir(), 'pc-web-placeholder-'));
  writeFileSync(join(placeholder, 'index.html'), '<!doctype html><title>placeholder for cdk destroy</title>');
  return placeholder;
}

/** Every file under `dir` as a bucket key (forward slashes), dot files left out. */
export function folderKeys(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((key) => !key.split('/').some((part) => part.startsWith('.')))
    .sort();
}

/**
 * The course media folder (content/course) holds the media bucket's keys exactly: public files
 * under media/ (served by CloudFront to anyone) and members-only chapters under content/. Returns
 * its keys, or undefined when the folder is absent or empty; throws when a file sits outside those
 * two prefixes or a members-only chapter sits under the public one.
 */
export function courseMediaKeys(dir: string): string[] | undefined {
  if (!existsSync(dir)) return undefined;
  const keys = folderKeys(dir);
  if (!keys.length) return undefined;
  const problems: string[] = [];
  for (const key of keys) {
    if (!key.startsWith(publicMediaPrefix) && !key.startsWith(membersMediaPrefix)) {
      problems.push(`${key}: neither ${publicMediaPrefix} (public) nor ${membersMediaPrefix} (members only)`);
    }
  }
  const fileName = (key: string) => key.slice(key.lastIndexOf('/') + 1);
  const membersOnly = new Set(chapterNumbers.filter((n) => n !== publicChapterNumber).map((n) => fileName(chapterMediaKey(n))));
  for (const key of keys.filter(isPublicMediaKey)) {
    if (membersOnly.has(fileName(key))) problems.push(`${key}: a members-only chapter under the public ${publicMediaPrefix}`);
  }
  if (problems.length) throw new Error(`${dir} would publish media wrongly:\n  ${problems.join('\n  ')}`);
  return keys;
}
