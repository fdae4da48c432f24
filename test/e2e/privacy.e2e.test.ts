import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import * as messages from '#shared/messages.ts';
import { makePdf } from '#test/support/pdfs.ts';
import { it, signIn, waitForPath, web, webStorage } from '../support/e2e-fixtures';

// Issue 19, Browser: tokens and personal data never in a URL or the console; Sign Out leaves no token behind.

const person = { firstName: 'Zephyrine', lastName: 'Quillfeather', phone: '5550987654' };
/** A JSON Web Token (Cognito's id, access and refresh tokens are all three-part JWTs or JWE). */
const jwt = /eyJ[\w-]{8,}\.[\w-]{8,}/;

/** Every URL the page navigates to or requests, and every line it writes to the console. */
function record(page: Page) {
  const urls: string[] = [];
  const consoleLines: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  page.on('console', (message) => consoleLines.push(message.text()));
  page.on('pageerror', (error) => consoleLines.push(String(error)));
  return { urls, consoleLines };
}

/** What a URL or console line must never hold: a token, or anything of the person's. */
function leaksIn(lines: readonly string[], secrets: readonly string[]): string[] {
  const variants = secrets.flatMap((secret) => [secret, encodeURIComponent(secret), secret.toLowerCase()]);
  return lines.filter((line) => {
    const decoded = safeDecode(line);
    return jwt.test(line) || variants.some((value) => line.includes(value) || decoded.includes(value));
  });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Everything the browser keeps for the origin: both Web Storages, cookies and every IndexedDB record, as text. */
async function storedEverywhere(page: Page): Promise<string> {
  const storage = await webStorage(page);
  const cookies = await page.context().cookies();
  // This project's types carry no DOM library: the page function names what it touches.
  const indexed = await page.evaluate(async () => {
    type Request<T> = { result: T; onsuccess: (() => void) | null; onerror: (() => void) | null };
    type Store = { getAll(): Request<unknown[]> };
    type Database = {
      objectStoreNames: ArrayLike<string>;
      transaction(names: string[], mode: 'readonly'): { objectStore(name: string): Store };
      close(): void;
    };
    type Factory = { databases(): Promise<{ name?: string }[]>; open(name: string): Request<Database> };
    const idb = (globalThis as unknown as { indexedDB: Factory }).indexedDB;
    const settle = <T>(request: Request<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error('IndexedDB read failed'));
      });
    const found: unknown[] = [];
    for (const { name } of await idb.databases()) {
      if (!name) continue;
      const database = await settle(idb.open(name));
      const names = Array.from(database.objectStoreNames);
      for (const store of names) found.push(name, await settle(database.transaction(names, 'readonly').objectStore(store).getAll()));
      database.close();
    }
    return JSON.stringify(found);
  });
  return JSON.stringify({ storage, cookies, indexed });
}

describe('privacy in the browser', () => {
  it('puts no token or personal data in any URL or console line while signing in, editing the profile and submitting a request', async ({ page }) => {
    const { urls, consoleLines } = record(page);
    const account = await signIn(page, { role: 'physician', ...person });
    await page.goto(`${web}/profile/edit`);
    await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    await page.waitForLoadState('networkidle');

    await page.goto(`${web}/compensation`);
    const consult = page.getByRole('form', { name: 'Compensation consultation' });
    await consult.waitFor();
    await consult.getByLabel('Phone').fill(person.phone);
    await consult.getByLabel('Type of Practice').selectOption('hospital_based');
    await page.locator('input[type=file]').setInputFiles({ name: 'offer-letter.pdf', mimeType: 'application/pdf', buffer: await makePdf(1) });
    await consult.getByText('offer-letter.pdf').waitFor();
    await consult.getByLabel(messages.signup.terms).check();
    await consult.getByRole('button', { name: messages.common.submit }).click();
    await waitForPath(page, '/profile/compensationConsultList');
    await page.getByRole('status').filter({ hasText: messages.requests.consultSuccess }).waitFor();
    await page.waitForLoadState('networkidle');

    const secrets = [account.email, account.password, person.firstName, person.lastName, person.phone];
    // The flow did reach the API and the bucket: the recorder saw it.
    expect(urls.some((url) => url.includes('/api/me/requests'))).toBe(true);
    expect(leaksIn(urls, secrets), 'URLs').toEqual([]);
    expect(leaksIn(consoleLines, secrets), 'console').toEqual([]);
  });

  it('Sign Out leaves no token in localStorage, sessionStorage, cookies or IndexedDB', async ({ page }) => {
    for (const remember of [true, false]) {
      const account = await signIn(page, { role: 'physician', remember });
      // Signed in, the tokens are somewhere the recorder can see (else the check below proves nothing).
      expect(await storedEverywhere(page), `remember ${remember}: signed in`).toMatch(jwt);
      await page.getByRole('button', { name: /^Account: / }).click();
      await page.getByRole('button', { name: messages.common.signOut }).click();
      await page.getByRole('link', { name: messages.common.logIn }).waitFor();
      const left = await storedEverywhere(page);
      expect(left, `remember ${remember}: signed out`).not.toMatch(jwt);
      expect(left, `remember ${remember}: signed out`).not.toContain(account.userId);
      expect(left.toLowerCase(), `remember ${remember}: signed out`).not.toContain(account.email.toLowerCase());
    }
  });
});
