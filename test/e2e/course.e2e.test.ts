import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import * as messages from '#shared/messages.ts';
import { chapterPlayerTitle, chapterTileName } from '#shared/constants/chapters.ts';
import { keys } from '#functions/adapters/table.ts';
import { getItem } from '../support/signup-flow';
import { it, openLockedChapter, path, stack, waitForPath, web } from '../support/e2e-fixtures';

/** The player's media element: its position, speed and whether it has loaded. */
function media(page: Page) {
  type Media = { currentTime: number; playbackRate: number; readyState: number; duration: number };
  return page.evaluate(() => {
    const element = (globalThis as unknown as { document: { querySelector(s: string): Media | null } }).document.querySelector('.player__media');
    return element ? { time: element.currentTime, rate: element.playbackRate, ready: element.readyState, duration: element.duration } : undefined;
  });
}

async function loaded(page: Page) {
  await expect.poll(async () => (await media(page))?.ready ?? 0, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
}

const currentlyPlaying = (page: Page) => page.getByTestId('currently-playing').textContent();

/** Opens a chapter from the strip and waits for its progress to be recorded. */
async function openChapter(page: Page, n: number) {
  const recorded = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url() === `${web}/api/me/chapters/${n}`);
  await page.getByTestId(`chapter-${n}`).click();
  expect((await recorded).status()).toBe(200);
  await expect.poll(() => currentlyPlaying(page)).toBe(messages.content.currentlyPlaying(n));
}

describe('/negotiation for a visitor who is not signed in', () => {
  it('plays chapter 1 and answers a later chapter with the account modal, whose buttons cancel or go to /signup', async ({ page }) => {
    await page.goto(`${web}/negotiation`);
    expect(await currentlyPlaying(page)).toBe(messages.content.currentlyPlaying(1));
    await loaded(page);

    await openLockedChapter(page, 5);
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByText(messages.content.anonymousModal).count()).toBe(1);
    await dialog.getByRole('button', { name: messages.content.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await currentlyPlaying(page)).toBe(messages.content.currentlyPlaying(1));

    await page.getByTestId('chapter-5').click();
    await dialog.getByRole('link', { name: messages.content.createNewAccount }).click();
    await waitForPath(page, '/signup');
  });

  it('sends UP NEXT to /login', async ({ page }) => {
    await page.goto(`${web}/negotiation`);
    // The page is prerendered: a click before React adopts it does nothing, so it is repeated, as a visitor would.
    await expect
      .poll(
        async () => {
          if (path(page) !== '/login')
            await page
              .getByTestId('up-next')
              .click({ timeout: 2_000 })
              .catch(() => undefined);
          return path(page);
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe('/login');
  });

  it('moves the playback position to a transcript line when it is clicked', async ({ page }) => {
    await page.goto(`${web}/negotiation`);
    await loaded(page);
    const line = page.getByTestId('transcript').getByRole('button').nth(6);
    const stamp = (await line.locator('.transcript__time').textContent()) ?? '';
    const [minutes, seconds] = stamp.split(':').map(Number);
    await line.click();
    await expect.poll(async () => (await media(page))?.time ?? 0).toBeGreaterThanOrEqual(minutes! * 60 + seconds!);
    expect(await line.getAttribute('aria-current')).toBe('true');
  });
});

describe('/negotiation for a signed-in physician', () => {
  it('records a chapter opened twice once', async ({ page, signedInPhysician }) => {
    await openChapter(page, 5);
    await openChapter(page, 6);
    await openChapter(page, 5);
    const record = await getItem(stack, keys.account(signedInPhysician.userId));
    expect([...(record?.chaptersDone as Set<number>)].sort()).toEqual([5, 6]);
    // The lock screen and headset controls name the chapter (Media Session).
    const title = await page.evaluate(
      () => (globalThis as unknown as { navigator: { mediaSession: { metadata: { title: string } | null } } }).navigator.mediaSession.metadata?.title,
    );
    expect(title).toBe('Chapter 5: Benchmarks and fair market value');
  });

  it('resumes the remembered chapter and its position after a reload', async ({ page, signedInPhysician: _ }) => {
    await openChapter(page, 4);
    await loaded(page);
    // A chapter the person chose starts playing.
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    // A transcript line seeks (through the presigned link: HTTP Range); pausing saves the position.
    await page.getByTestId('transcript').getByRole('button').nth(8).click();
    const target = (await media(page))!.time;
    expect(target).toBeGreaterThan(10);
    await expect.poll(async () => (await media(page))!.time).toBeGreaterThan(target);
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url() === `${web}/api/me/chapters/4`);
    await page.getByRole('button', { name: 'Pause' }).click();
    const position = JSON.parse((await saved).request().postData() ?? '{}').position as number;
    // Saved to a tenth of a second.
    expect(position).toBeGreaterThanOrEqual(Math.floor(target * 10) / 10);

    await page.reload();
    expect(await currentlyPlaying(page)).toBe(messages.content.currentlyPlaying(4));
    await loaded(page);
    await expect.poll(async () => Math.abs((await media(page))!.time - position)).toBeLessThan(1);
  });

  it('keeps the chosen speed when the chapter changes', async ({ page, signedInPhysician: _ }) => {
    await openChapter(page, 2);
    await loaded(page);
    await page.getByLabel('Speed').selectOption('1.5');
    expect((await media(page))!.rate).toBe(1.5);
    await openChapter(page, 3);
    await loaded(page);
    expect(await page.getByLabel('Speed').inputValue()).toBe('1.5');
    expect((await media(page))!.rate).toBe(1.5);
  });

  it('marks a chapter completed once 95% has been heard, on the server too', async ({ page, signedInPhysician: _ }) => {
    await openChapter(page, 2);
    await loaded(page);
    expect(await page.getByTestId('chapter-completed').count()).toBe(0);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url() === `${web}/api/me/chapters/2` && r.request().postData()?.includes('position') === true,
    );
    await page.evaluate(() => {
      const element = (
        globalThis as unknown as { document: { querySelector(s: string): { currentTime: number; duration: number } } }
      ).document.querySelector('.player__media');
      element.currentTime = element.duration * 0.96;
    });
    await page.getByTestId('chapter-completed').waitFor();
    const progress = (await (await saved).json()) as { chapters: { chapter: number; completed: boolean }[] };
    expect(progress.chapters.find((c) => c.chapter === 2)?.completed).toBe(true);
  });

  it('answers its keyboard shortcuts, but leaves keys to the control that has focus', async ({ page, signedInPhysician: _ }) => {
    await openChapter(page, 6);
    await loaded(page);
    await page.getByRole('button', { name: 'Pause' }).click();
    const before = (await media(page))!.time;
    await page.getByRole('heading', { name: 'Negotiation 101' }).click();
    await page.keyboard.press('l');
    await expect.poll(async () => (await media(page))!.time).toBeGreaterThanOrEqual(before + 29);
    // On the position slider, → is the slider's own one-second step, not the 30-second skip.
    const atSlider = (await media(page))!.time;
    await page.getByLabel('Position').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await media(page))!.time).toBeGreaterThan(atSlider);
    expect((await media(page))!.time).toBeLessThan(atSlider + 5);
    // The shortcuts are listed in the page.
    await page.getByText(messages.content.shortcuts).click();
    expect(await page.getByText('Forward 30 seconds').count()).toBe(1);
  });

  it('says when a chapter fails to load and plays it after a retry, with a new link', async ({ page, signedInPhysician: _ }) => {
    // The bucket is unreachable: every request for the mp3 fails.
    const bucket = new URL(stack.endpoints.s3).origin;
    await page.route(`${bucket}/**`, (route) => route.abort('connectionrefused'));
    await page.getByTestId('chapter-8').click();
    const failure = page.getByTestId('player-error');
    await failure.waitFor();
    expect(await failure.textContent()).toContain(messages.content.loadFailure(8));
    expect(await failure.getAttribute('role')).toBe('alert');

    await page.unroute(`${bucket}/**`);
    const link = page.waitForResponse((r) => r.url() === `${web}/api/chapters/8/link`);
    await failure.getByRole('button', { name: messages.content.retry }).click();
    expect((await link).status()).toBe(200);
    await loaded(page);
    await failure.waitFor({ state: 'detached' });
  });

  it('shows a failed progress update in the page with the spec’s text', async ({ page, signedInPhysician: _ }) => {
    await page.route('**/api/me/chapters/7', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'Try later.' } }) }),
    );
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByTestId('chapter-7').click();
    await expect.poll(() => page.getByTestId('progress-error').textContent()).toBe(messages.content.progressFailure('Try later.'));
    expect(alerts).toEqual([]);
  });
});

describe('Profile → Content', () => {
  it('moves a chapter from Remaining to Covered once it is opened in the modal player', async ({ page, signedInPhysician: _ }) => {
    await page.goto(`${web}/profile/content`);
    const remaining = page.getByRole('region', { name: 'Remaining' });
    const covered = page.getByRole('region', { name: 'Covered' });
    await covered.getByText(messages.content.noChaptersCovered).waitFor();
    expect(await remaining.getByRole('button').count()).toBe(12);

    const recorded = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url() === `${web}/api/me/chapters/3`);
    await remaining.getByRole('button', { name: new RegExp(chapterTileName(3).replace(/[()]/g, '\\$&')) }).click();
    expect((await recorded).status()).toBe(200);
    const dialog = page.getByRole('dialog', { name: chapterPlayerTitle(3) });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await expect.poll(() => covered.getByRole('button').count()).toBe(1);
    expect(await covered.getByRole('button').textContent()).toContain(chapterTileName(3));
    expect(await remaining.getByRole('button').count()).toBe(11);
    expect(path(page)).toBe('/profile/content');
  });
});
