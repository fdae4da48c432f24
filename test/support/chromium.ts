import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The end-to-end suite drives Debian's Chromium. A machine without it gets it from Debian's
 * packages (CI starts with nothing else); a browser download of a test tool's own is not possible here.
 */
export function ensureChromium(): string {
  if (existsSync(chromiumPath)) return chromiumPath;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${chromiumPath}. Install it with: sudo apt-get install -y chromium`);
  }
  console.log('Installing Debian chromium for the end-to-end suite…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(chromiumPath)) throw new Error(`apt-get installed chromium but ${chromiumPath} is still missing`);
  return chromiumPath;
}

/** Flags that keep headless Chromium quiet on a machine with no network beyond loopback. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
