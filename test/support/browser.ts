import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium';

/** Headless Debian Chromium; Playwright gives each launch a fresh temporary profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}
