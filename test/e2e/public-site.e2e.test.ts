import AxeBuilder from '@axe-core/playwright';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { storedSessionAttribute, tokenKeyPrefix } from '#shared/constants/stored-session-hint.ts';
import * as messages from '#shared/messages.ts';
import { createTestAccount } from '../support/accounts';
import { it, screenshot, signIn, stack, waitForPath, web, webStorage } from '../support/e2e-fixtures';

// What the page functions below touch in the browser; this project's types carry no DOM library.
declare const window: { scrollY: number; innerHeight: number; scrollTo(x: number, y: number): void; scrollBy(x: number, y: number): void };
declare const document: { activeElement: { textContent: string | null; tagName: string } | null };
declare function getComputedStyle(
  element: unknown,
): Record<'color' | 'backgroundColor' | 'backdropFilter' | 'position' | 'outlineStyle' | 'outlineWidth' | 'outlineColor', string>;
interface VideoElement {
  paused: boolean;
  currentTime: number;
  getBoundingClientRect(): { top: number; height: number };
}

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
// Every test's `page` is a desktop one; a test on a phone (or preferring reduced motion) opens its own.
it.override({ contextOptions: desktop });

/** The colour of the bar's text, read from a link every tone shows. */
async function navTextColour(page: Page): Promise<string> {
  const link = page.getByTestId('navbar').locator('.navbar__links').getByRole('link', { name: 'Contact' });
  return link.evaluate((element) => getComputedStyle(element).color);
}

/** Scrolls so that the given fraction of the video's height shows at the bottom of the viewport (0: scrolled off below). */
async function showVideoFraction(video: Locator, fraction: number): Promise<void> {
  await video.evaluate((element: VideoElement, part) => {
    const rect = element.getBoundingClientRect();
    window.scrollBy(0, rect.top - (window.innerHeight - rect.height * part));
  }, fraction);
}

const isPaused = (video: Locator) => () => video.evaluate((element: VideoElement) => element.paused);
/** Playing, and moving: the time advances over a short wait. */
async function keepsPlaying(page: Page, video: Locator): Promise<boolean> {
  const before = await video.evaluate((element: VideoElement) => element.currentTime);
  await page.waitForTimeout(800);
  return video.evaluate((element: VideoElement, start) => !element.paused && element.currentTime > start, before);
}

/** WCAG's relative luminance of an sRGB colour (0–255 channels). */
function luminance([r, g, b]: readonly number[]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

/**
 * The lowest contrast between the bar's link colour and the bar as painted (glass, blur and what
 * scrolls beneath), sampled across the empty stretch between the logo and the links, at the links' height. The screenshot
 * is decoded on a blank page's canvas (the app's CSP is not involved).
 */
async function worstContrastBehindLinks(page: Page, decoder: Page): Promise<number> {
  const bar = page.getByTestId('navbar');
  const brand = (await bar.locator('.brand').boundingBox())!;
  const links = (await bar.locator('.navbar__links').boundingBox())!;
  // The band the link text sits in, beside the links: glass only, whatever the bar's height.
  const clip = { x: brand.x + brand.width + 16, y: links.y, width: links.x - (brand.x + brand.width) - 32, height: links.height };
  const text = (await navTextColour(page)).match(/\d+/g)!.map(Number);
  const png = (await page.screenshot({ clip })).toString('base64');
  const pixels = await decoder.evaluate(async (data) => {
    // The few canvas types this needs (no DOM library here).
    interface Picture {
      src: string;
      readonly width: number;
      readonly height: number;
      decode(): Promise<void>;
    }
    interface Canvas {
      width: number;
      height: number;
      getContext(kind: '2d'): {
        drawImage(image: Picture, x: number, y: number): void;
        getImageData(x: number, y: number, width: number, height: number): { data: ArrayLike<number> };
      };
    }
    const browser = globalThis as unknown as { Image: new () => Picture; document: { createElement(tag: 'canvas'): Canvas } };
    const image = new browser.Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = browser.document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return Array.from(context.getImageData(0, 0, image.width, image.height).data);
  }, png);
  const textLuminance = luminance(text);
  let worst = Number.POSITIVE_INFINITY;
  for (let index = 0; index < pixels.length; index += 4) {
    const background = luminance(pixels.slice(index, index + 3));
    const ratio = (Math.max(background, textLuminance) + 0.05) / (Math.min(background, textLuminance) + 0.05);
    worst = Math.min(worst, ratio);
  }
  return worst;
}

const primary = 'rgb(11, 93, 122)';
const black = 'rgb(0, 0, 0)';
const white = 'rgb(255, 255, 255)';

describe('accessibility (axe-core)', () => {
  for (const path of ['/', '/about', '/contact', '/signup', '/login', '/terms', '/privacy']) {
    for (const [name, options] of [
      ['1280 px', desktop],
      ['390 px', phone],
    ] as const) {
      it(`has no serious or critical violation on ${path} at ${name}`, async ({ newPage }) => {
        const page = await newPage(options);
        await page.goto(`${web}${path}`);
        await page.locator('main h1').first().waitFor();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const grave = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
        expect(grave).toEqual([]);
      });
    }
  }
});

describe('navigation bar', () => {
  it('turns half transparent with a blur and shrinks the logo from 80 px of scrolling, and back', async ({ page }) => {
    await page.goto(web);
    const bar = page.getByTestId('navbar');
    const logo = bar.locator('.brand__mark');
    const look = () =>
      bar.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          background: style.backgroundColor,
          blur: style.backdropFilter,
          position: style.position,
          top: element.getBoundingClientRect().top,
        };
      });
    const logoHeight = async () => (await logo.boundingBox())?.height ?? 0;

    expect(await look()).toMatchObject({ background: 'rgb(255, 255, 255)', blur: 'none', position: 'fixed' });
    const fullLogo = await logoHeight();
    expect(fullLogo).toBe(40);

    await page.evaluate(() => window.scrollTo(0, 79));
    await page.waitForTimeout(300);
    expect(await bar.getAttribute('data-condensed')).toBe('false');

    await page.evaluate(() => window.scrollTo(0, 80));
    await expect.poll(() => bar.getAttribute('data-condensed')).toBe('true');
    await expect.poll(async () => (await look()).background).toBe('rgba(255, 255, 255, 0.5)');
    expect((await look()).blur).toContain('blur(');
    await expect.poll(logoHeight).toBeLessThan(fullLogo);
    // Still fixed at the top of the viewport.
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(async () => (await look()).top).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => bar.getAttribute('data-condensed')).toBe('false');
    await expect.poll(logoHeight).toBe(fullLogo);
  });

  it('keeps its links at 4.5:1 or more against the half-transparent bar, over dark and light content', async ({ page, context }) => {
    const decoder = await context.newPage();
    // Primary text over the home hero and over its dark course video; white text over /about's light sections.
    for (const [path, under] of [
      ['/', 80],
      ['/', 'intro-video'],
      ['/about', 1200],
    ] as const) {
      await page.goto(`${web}${path}`, { waitUntil: 'networkidle' });
      if (typeof under === 'number') await page.evaluate((y) => window.scrollTo(0, y), under);
      // The element's top just under the bar's text.
      else await page.getByTestId(under).evaluate((element: VideoElement) => window.scrollBy(0, element.getBoundingClientRect().top - 10));
      const bar = page.getByTestId('navbar');
      await expect.poll(() => bar.getAttribute('data-condensed')).toBe('true');
      await page.waitForTimeout(500);
      const ratio = await worstContrastBehindLinks(page, decoder);
      expect(ratio, `${path} scrolled to ${under}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('uses primary text on /, black on /contact, white on /about, /login and unknown pages', async ({ page }) => {
    const expected: Array<[string, string]> = [
      ['/', primary],
      ['/contact', black],
      ['/about', white],
      ['/login', white],
      ['/no-such-page', white],
    ];
    for (const [path, colour] of expected) {
      await page.goto(`${web}${path}`);
      await page.locator('main h1').first().waitFor();
      await expect.poll(() => navTextColour(page), { message: path }).toBe(colour);
    }
  });

  it('uses black text under /profile/ and /dashboard/ for a signed-in user, and hides Get Started on Home', async ({ page }) => {
    await signIn(page, { role: 'admin' });
    await expect.poll(() => navTextColour(page)).toBe(black);
    await page.goto(`${web}/profile/edit`);
    await page.getByRole('navigation', { name: 'Profile' }).waitFor();
    await expect.poll(() => navTextColour(page)).toBe(black);
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(`${web}/`);
    await expect.poll(() => navTextColour(page)).toBe(primary);
    await page.getByRole('link', { name: messages.common.learnMore }).waitFor();
    expect(await page.getByRole('link', { name: messages.common.getStarted }).count()).toBe(0);
  });

  it('draws a visible focus ring for keyboard users, light on the dark bar and dark on light pages', async ({ page }) => {
    const ringOnTab = async (path: string, tabs: number) => {
      await page.goto(`${web}${path}`);
      await page.locator('main h1').first().waitFor();
      for (let i = 0; i < tabs; i++) await page.keyboard.press('Tab');
      return page.evaluate(() => {
        const style = getComputedStyle(document.activeElement);
        return { text: document.activeElement?.textContent, outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` };
      });
    };
    // Tab 1 is the skip link, 2 the logo, 3 the first navigation link.
    expect(await ringOnTab('/about', 3)).toEqual({ text: 'Home', outline: 'solid 3px rgb(255, 210, 138)' });
    expect(await ringOnTab('/contact', 3)).toEqual({ text: 'Home', outline: 'solid 3px rgb(7, 66, 90)' });
  });

  it('restores a signed-in session after a reload (Amplify loads because tokens are stored)', async ({ page }) => {
    const { account } = await signIn(page, { role: 'admin' });
    const name = `${account.firstName} ${account.lastName}`;
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto(web);
    await page.getByRole('button', { name: `Account: ${name}` }).waitFor();
    expect(await page.getByTestId('nav-user').textContent()).toBe(name);
    expect(scripts.some((path) => /amplify/i.test(path))).toBe(true);
    expect(await page.getByRole('link', { name: messages.common.getStarted }).count()).toBe(0);
  });

  it('opens a hamburger menu on a phone with the links, Get Started and Log in, and closes it on navigation', async ({ newPage }) => {
    const page = await newPage(phone);
    await page.goto(web);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.waitFor();
    // The wide-screen links are not shown on a phone.
    expect(await page.locator('.navbar__links').isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.waitFor();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    const entries = await menu.getByRole('link').allTextContents();
    expect(entries).toEqual(['Home', 'About', 'Negotiation 101', 'Contact', messages.common.getStarted, messages.common.logIn]);

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: messages.common.logIn }).click();
    await page.waitForURL(`${web}/login`);
    await menu.waitFor({ state: 'hidden' });
  });

  it('shows Profile and Sign Out in the phone menu when signed in', async ({ newPage }) => {
    const page = await newPage(phone);
    await signIn(page, { role: 'admin' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: messages.common.profile }).waitFor();
    expect(await menu.getByRole('button', { name: messages.common.signOut }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: messages.common.getStarted }).count()).toBe(0);
    await menu.getByRole('button', { name: messages.common.signOut }).click();
    await page.waitForURL(`${web}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: messages.common.logIn }).waitFor();
  });
});

describe('in-app navigation', () => {
  /** The focused element: its tag and, for a link, its text. */
  const focused = (page: Page) => page.evaluate(() => ({ tag: document.activeElement?.tagName, text: document.activeElement?.textContent }));

  it('starts the new screen at its top with focus on it, from the footer or the bar; a tab of the screen keeps focus', async ({ page }) => {
    await page.goto(web, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, 100_000));
    await page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'About Us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Know your worth. Negotiate with confidence.' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect((await focused(page)).tag).toBe('MAIN');

    // From the keyboard: the bar's link, then Tab goes on inside the new screen, not back through the bar.
    await page.getByTestId('navbar').getByRole('link', { name: 'Contact' }).press('Enter');
    await page.getByLabel('Message').waitFor();
    expect((await focused(page)).tag).toBe('MAIN');
    await page.keyboard.press('Tab');
    expect(await page.getByTestId('navbar').evaluate((bar) => bar.contains(document.activeElement as never))).toBe(false);
    expect((await focused(page)).tag).not.toBe('MAIN');

    await signIn(page, { role: 'physician' });
    await page.goto(`${web}/profile/edit`, { waitUntil: 'networkidle' });
    const password = page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Password' });
    await password.press('Enter');
    await page.waitForURL(`${web}/profile/updatePassword`);
    await expect.poll(async () => (await focused(page)).text).toBe('Password');
  });
});

describe('prerendered public pages', () => {
  it('paint their content from the HTML alone, before any JavaScript runs', async ({ newPage }) => {
    const page = await newPage({ ...phone, javaScriptEnabled: false });
    for (const [path, heading] of [
      ['/', 'A better contract, a brighter future.'],
      ['/about', 'Know your worth. Negotiate with confidence.'],
      ['/negotiation', 'Negotiation 101'],
      ['/login', 'Log in'],
    ] as const) {
      await page.goto(`${web}${path}`);
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(heading);
    }
    // The course page already shows its player (no shift when it comes to life), /login its form,
    // whose submit waits for the app (a native submit would put the password in the URL).
    await page.goto(`${web}/negotiation`);
    expect(await page.getByRole('button', { name: 'Play', exact: true }).isVisible()).toBe(true);
    await page.goto(`${web}/login`);
    expect(await page.getByRole('button', { name: 'Log in' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Remember me').isChecked()).toBe(true);
    // Any other route gets the empty shell: nothing of another page shows there.
    await page.goto(`${web}/contact`);
    expect(await page.locator('#root').innerHTML()).toBe('');
  });

  it('keep what a person typed into /login before the app ran, and never send it natively', async ({ page }) => {
    const account = await createTestAccount(stack, { role: 'physician' });
    // The app's scripts wait until the person has typed, as on a slow phone.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.goto(`${web}/login`, { waitUntil: 'commit' });
    await page.getByLabel('E-mail', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Remember me').uncheck();
    // Enter before the app runs sends nothing: the form's submit button is still disabled.
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${web}/login`);

    release();
    const submit = page.getByRole('button', { name: 'Log in' });
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(account.email);
    expect(await page.getByLabel('Remember me').isChecked()).toBe(false);
    await submit.click();
    await waitForPath(page, '/negotiation');
    // The unticked Remember me was taken up too: the tokens live for this tab's session only.
    const { local, session } = await webStorage(page);
    const tokens = (entries: Record<string, string>) =>
      Object.keys(entries).filter((key) => key.startsWith('CognitoIdentityServiceProvider.')).length;
    expect(tokens(local)).toBe(0);
    expect(tokens(session)).toBeGreaterThan(0);
    expect(addresses.filter((address) => address.includes(encodeURIComponent(account.password)) || address.includes('password='))).toEqual([]);
  });

  it('render /login afresh when a reload finds router state the build could not know (the signup notice)', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    await page.goto(`${web}/signup`, { waitUntil: 'networkidle' });
    // What SignupPage's navigate leaves in the history entry, then a reload of that entry.
    await page.evaluate(() => {
      const { history } = globalThis as unknown as { history: { pushState(state: unknown, title: string, url: string): void } };
      history.pushState({ usr: { signupSuccess: true }, key: 'signup', idx: 1 }, '', '/login');
    });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText(messages.signup.success).waitFor();
    expect(errors).toEqual([]);
  });

  it('come to life in the browser without a hydration error, and navigate in-app after', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    for (const path of ['/', '/about', '/negotiation', '/login', '/terms', '/privacy']) {
      await page.goto(`${web}${path}`, { waitUntil: 'networkidle' });
      // Rendered only once React has adopted the page: the prerender cannot know this deployment's address.
      expect(await page.getByTestId('footer-staff-email').textContent()).toBe('staff@physician-contracts.local');
    }
    expect(errors).toEqual([]);
    await page.goto(web, { waitUntil: 'networkidle' });
    await page.evaluate(() => ((globalThis as { stayed?: boolean }).stayed = true));
    await page.getByRole('link', { name: messages.common.learnMore }).click();
    await page.waitForURL(`${web}/about`);
    await page.getByRole('heading', { level: 1, name: 'Know your worth. Negotiate with confidence.' }).waitFor();
    expect(await page.evaluate(() => (globalThis as { stayed?: boolean }).stayed)).toBe(true);
  });

  it("come to life in a year after the build, showing the visitor's year", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    const nextYear = new Date().getUTCFullYear() + 1;
    await page.clock.setFixedTime(new Date(`${nextYear}-01-02T12:00:00Z`));
    await page.goto(`${web}/about`, { waitUntil: 'networkidle' });
    await page.getByTestId('footer-staff-email').waitFor();
    expect(await page.locator('.site-footer__legal').textContent()).toContain(`© ${nextYear} Physician Contracts.`);
    expect(errors).toEqual([]);
  });

  it('show a signed-in visitor their own navigation, rendered afresh rather than adopted', async ({ page }) => {
    await signIn(page, { role: 'physician' });
    await page.goto(`${web}/about`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /^Account: / }).waitFor();
    expect(await page.getByTestId('navbar').getByRole('link', { name: messages.common.logIn }).count()).toBe(0);
  });

  it('never show a signed-in visitor the prerendered Log in, even before the app runs; signed out, it is back', async ({ page }) => {
    await signIn(page, { role: 'physician' });
    // The app's scripts wait, as on a slow phone: what paints is the prerendered page and its inline hint.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(`${web}/about`, { waitUntil: 'commit' });
    const bar = page.getByTestId('navbar');
    await page.getByRole('heading', { level: 1, name: 'Know your worth. Negotiate with confidence.' }).waitFor();
    // The prerendered links are there, but neither seen nor in the accessibility tree.
    const prerenderedLinks = bar.locator('.navbar__account a');
    expect(await prerenderedLinks.count()).toBe(2);
    for (const link of await prerenderedLinks.all()) expect(await link.isVisible()).toBe(false);
    expect(await bar.getByRole('link', { name: messages.common.logIn }).count()).toBe(0);

    release();
    await page.getByRole('button', { name: /^Account: / }).waitFor();
    await page.unroute(/\.js$/);

    // Stored keys that restore no session (a sign-in long expired): the hint still hides the links,
    // the app finds the visitor signed out and its own bar shows them.
    await page.evaluate((prefix) => {
      const { localStorage, sessionStorage } = globalThis as unknown as Record<
        'localStorage' | 'sessionStorage',
        { clear(): void; setItem(key: string, value: string): void }
      >;
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem(`${prefix}expired.LastAuthUser`, 'someone');
    }, tokenKeyPrefix);
    await page.reload();
    await expect.poll(() => bar.getByRole('link', { name: messages.common.logIn }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.locator(`html[${storedSessionAttribute}]`).count()).toBe(0);
  });

  it('download neither TanStack Query, zod nor the route schemas on a first visit to /', async ({ page }) => {
    const bodies: Array<Promise<string>> = [];
    page.on('response', (response) => void (response.request().resourceType() === 'script' && bodies.push(response.text())));
    await page.goto(web, { waitUntil: 'networkidle' });
    const all = (await Promise.all(bodies)).join('\n');
    expect(all).toContain('A better contract');
    for (const marker of ['No QueryClient set', 'Invalid input', 'markContactMessageHandled']) expect(all, marker).not.toContain(marker);
  });
});

describe('home', () => {
  it('loads neither Amplify nor the API client on a first visit', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto(web, { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /amplify|LoginPage|client-/i.test(path))).toEqual([]);
  });

  it('plays the background video, and keeps both videos paused for visitors who prefer reduced motion', async ({ page, newPage }) => {
    await page.goto(web);
    const hero = page.getByTestId('hero-video');
    await expect.poll(() => hero.evaluate((video: VideoElement) => !video.paused && video.currentTime > 0)).toBe(true);
    expect(await hero.getAttribute('aria-label')).toMatch(/background/i);
    await page.close();

    const still = await newPage({ ...desktop, reducedMotion: 'reduce' });
    await still.goto(web);
    const stillHero = still.getByTestId('hero-video');
    await stillHero.waitFor();
    await still.getByTestId('intro-video').scrollIntoViewIfNeeded();
    await still.waitForTimeout(800);
    expect(await stillHero.evaluate((video: VideoElement) => video.paused)).toBe(true);
    expect(await still.getByTestId('intro-video').evaluate((video: VideoElement) => video.paused)).toBe(true);
  });

  it('starts the course video only once half of it is on screen', async ({ page }) => {
    await page.goto(web);
    const intro = page.getByTestId('intro-video');
    await intro.waitFor({ state: 'attached' });
    const paused = isPaused(intro);
    // Only a quarter of it on screen: not yet.
    await showVideoFraction(intro, 0.25);
    await page.waitForTimeout(600);
    expect(await paused()).toBe(true);
    await showVideoFraction(intro, 0.75);
    await expect.poll(paused).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(paused).toBe(true);
    // Paused by scrolling away, so it resumes on the way back.
    await showVideoFraction(intro, 0.75);
    await expect.poll(paused).toBe(false);
  });

  it('keeps the course video paused after the visitor pauses it with its own controls, until they play it again', async ({ page }) => {
    await page.goto(web);
    const intro = page.getByTestId('intro-video');
    await intro.waitFor({ state: 'attached' });
    const paused = isPaused(intro);
    await showVideoFraction(intro, 0.75);
    await expect.poll(paused).toBe(false);

    // Space on the focused video is its native controls' play/pause (a mouse click does not start a
    // video that has loaded nothing yet in headless Chromium, so the keyboard serves every case).
    // The scroll just above can still be delivering observer callbacks: a pause the visitor makes in
    // that moment must hold too (it used to be undone before its pause event arrived).
    await intro.press('Space');
    await expect.poll(paused).toBe(true);
    // Scrolling away and back (past every threshold of the observer) does not override the visitor.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await showVideoFraction(intro, 1);
    await page.waitForTimeout(300);
    await showVideoFraction(intro, 0.75);
    await page.waitForTimeout(800);
    expect(await paused()).toBe(true);

    // Played again by hand: the visitor's pause is over, so scrolling pauses and resumes it as before.
    await intro.press('Space');
    expect(await keepsPlaying(page, intro)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(paused).toBe(true);
    await showVideoFraction(intro, 0.75);
    await expect.poll(paused).toBe(false);

    // Paused, played by hand, then paused by hand while a scroll crosses an observer threshold (fully on
    // screen): the observer's call must not undo that pause, whichever of the two it sees first.
    await intro.press('Space');
    await expect.poll(paused).toBe(true);
    await intro.press('Space');
    expect(await keepsPlaying(page, intro)).toBe(true);
    await showVideoFraction(intro, 1);
    await intro.press('Space');
    await page.waitForTimeout(800);
    expect(await paused()).toBe(true);
  });

  it('lets a visitor who prefers reduced motion play, pause and play again by hand, and never stops their play', async ({ newPage }) => {
    const page = await newPage({ ...desktop, reducedMotion: 'reduce' });
    await page.goto(web);
    const hero = page.getByTestId('hero-video');
    await hero.waitFor();
    const heroPaused = isPaused(hero);
    const play = page.getByRole('button', { name: 'Play background video' });
    const pause = page.getByRole('button', { name: 'Pause background video' });
    await play.click();
    expect(await keepsPlaying(page, hero)).toBe(true);
    await pause.click();
    await expect.poll(heroPaused).toBe(true);
    await play.click();
    expect(await keepsPlaying(page, hero)).toBe(true);
    expect(await keepsPlaying(page, hero)).toBe(true);

    // The course video, with its native controls: it stays paused when shown, then obeys the visitor.
    const intro = page.getByTestId('intro-video');
    const introPaused = isPaused(intro);
    await showVideoFraction(intro, 0.75);
    await page.waitForTimeout(600);
    expect(await introPaused()).toBe(true);
    await intro.press('Space');
    expect(await keepsPlaying(page, intro)).toBe(true);
    await intro.press('Space');
    await expect.poll(introPaused).toBe(true);
    await intro.press('Space');
    expect(await keepsPlaying(page, intro)).toBe(true);
    expect(await keepsPlaying(page, intro)).toBe(true);
    // The hero, scrolled off screen, still plays: nothing the component does stops a hand-started play.
    expect(await keepsPlaying(page, hero)).toBe(true);
  });

  it('keeps each testimonial at one height, and "Read more" opens the whole of a longer one in place (issue 37)', async ({ newPage }) => {
    for (const size of [phone, desktop]) {
      const page = await newPage(size);
      await page.goto(web);
      const cards = page.locator('.testimonial');
      expect(await cards.count()).toBe(3);
      const quotes = page.locator('.testimonial__quote');
      const boxes = await quotes.evaluateAll((elements) =>
        elements.map((element) => ({
          height: element.clientHeight,
          scrolls: element.scrollHeight > element.clientHeight + 1,
          focusable: element.tabIndex === 0,
        })),
      );
      expect(new Set(boxes.map((box) => box.height)).size).toBe(1);
      // A text longer than its card scrolls (reached by keyboard) and says so with "Read more"; a shorter one has nothing to open.
      for (const [index, box] of boxes.entries()) {
        const card = cards.nth(index);
        const more = card.getByRole('button', { name: new RegExp(`^${messages.common.readMore}`) });
        expect(await more.count(), `card ${index}`).toBe(box.scrolls ? 1 : 0);
        expect(box.focusable).toBe(box.scrolls);
        if (!box.scrolls) continue;
        const quote = quotes.nth(index);
        expect(await more.getAttribute('aria-expanded')).toBe('false');
        expect(await more.getAttribute('aria-controls')).toBe(await quote.getAttribute('id'));
        await more.click();
        const less = card.getByRole('button', { name: new RegExp(`^${messages.common.showLess}`) });
        expect(await less.getAttribute('aria-expanded')).toBe('true');
        // Open: the whole text shows, down to its last word, with nothing left to scroll.
        const whole = await quote.evaluate((element) => ({ fits: element.scrollHeight <= element.clientHeight + 1, text: element.textContent }));
        expect(whole.fits).toBe(true);
        expect(whole.text).toMatch(/\.$/);
        expect(await quote.getByText(whole.text!).isVisible()).toBe(true);
        if (process.env.E2E_SCREENSHOTS && index === 0)
          await page.locator('.testimonials').screenshot({ path: `${process.env.E2E_SCREENSHOTS}/testimonials-open-${size.viewport.width}.png` });
        await less.click();
        expect(await more.getAttribute('aria-expanded')).toBe('false');
      }
      // On a phone at least one is longer than its card (so "Read more" is exercised).
      if (size === phone) expect(boxes.some((box) => box.scrolls)).toBe(true);
    }
  });

  it('shows the staff e-mail from the configuration and the disclaimer in the footer', async ({ page }) => {
    await page.goto(web);
    const email = page.getByTestId('footer-staff-email');
    expect(await email.textContent()).toBe('staff@physician-contracts.local');
    expect(await email.getAttribute('href')).toBe('mailto:staff@physician-contracts.local');
    expect(await page.getByTestId('disclaimer').textContent()).toMatch(/educational purposes only.*do your own research and seek professional help/i);
    const footer = page.getByRole('contentinfo');
    for (const name of ['About Us', 'Contact Us', 'Register']) expect(await footer.getByRole('link', { name }).count()).toBe(1);
  });
});

describe('about', () => {
  it('opens at most one FAQ item at a time, and can close it again', async ({ page }) => {
    await page.goto(`${web}/about`);
    const questions = page.locator('.accordion__trigger');
    await questions.first().waitFor();
    expect(await questions.count()).toBe(5);
    const openCount = () => page.locator('.accordion__trigger[aria-expanded="true"]').count();
    const visiblePanels = () => page.locator('.accordion__panel:visible').count();
    expect(await openCount()).toBe(0);

    await page.getByRole('button', { name: 'How much does it cost to join?' }).click();
    expect(await openCount()).toBe(1);
    expect(await page.getByRole('region', { name: 'How much does it cost to join?' }).textContent()).toMatch(/free for physicians/);

    await page.getByRole('button', { name: 'How do I register?' }).click();
    expect(await openCount()).toBe(1);
    expect(await visiblePanels()).toBe(1);
    expect(await page.getByRole('button', { name: 'How much does it cost to join?' }).getAttribute('aria-expanded')).toBe('false');

    await page.getByRole('button', { name: 'How do I register?' }).click();
    expect(await openCount()).toBe(0);
    expect(await visiblePanels()).toBe(0);
  });

  it('links each of the Empower, Negotiate and Enhance cards to signup', async ({ page }) => {
    await page.goto(`${web}/about`);
    for (const title of ['Empower', 'Negotiate', 'Enhance']) {
      const card = page.locator('article.card', { has: page.getByRole('heading', { name: title }) });
      expect(await card.getByRole('link').getAttribute('href')).toBe('/signup');
    }
  });
});

describe('contact', () => {
  const dynamo = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: stack.endpoints.dynamodb,
      region: stack.resources.region,
      credentials: {
        accessKeyId: stack.functionEnv.AWS_ACCESS_KEY_ID ?? 'local',
        secretAccessKey: stack.functionEnv.AWS_SECRET_ACCESS_KEY ?? 'local',
      },
    }),
  );

  it('marks its three fields required, visibly and for screen readers, without changing their names', async ({ page }) => {
    await page.goto(`${web}/contact`);
    const form = page.getByRole('form', { name: 'Contact form' });
    for (const field of [
      form.getByRole('textbox', { name: 'Name', exact: true }),
      form.getByRole('textbox', { name: 'E-mail', exact: true }),
      form.getByRole('textbox', { name: 'Message', exact: true }),
    ]) {
      expect(await field.getAttribute('aria-required')).toBe('true');
    }
    const markers = form.locator('.field__required');
    expect(await markers.count()).toBe(3);
    expect(await markers.allTextContents()).toEqual(['(required)', '(required)', '(required)']);
    expect(await markers.first().isVisible()).toBe(true);
  });

  it('names each missing field and sends nothing', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => request.url().endsWith('/contact-messages') && (posted = true));
    await page.goto(`${web}/contact`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Name is required.').waitFor();
    await page.getByText('E-mail is required.').waitFor();
    await page.getByText('Message is required.').waitFor();
    expect(posted).toBe(false);
  });

  it('stores a submitted message in the table, confirms it and clears the form', async ({ page }) => {
    const text = `Do you review locum tenens contracts? ${Date.now()}`;
    await page.goto(`${web}/contact`);
    expect(await page.getByTestId('contact-staff-email').textContent()).toBe('staff@physician-contracts.local');
    await page.getByLabel('Name').fill('Dr Ada Lee');
    await page.getByLabel('E-mail', { exact: true }).fill('ada.lee@example.com');
    await page.getByLabel('Message').fill(text);
    await page.getByRole('button', { name: 'Send message' }).click();
    const status = page.getByRole('status').filter({ hasText: messages.contact.success });
    await status.waitFor();
    expect((await status.textContent())?.trim()).toBe(messages.contact.success);
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Message').inputValue()).toBe('');
    const { Items = [] } = await dynamo.send(
      new QueryCommand({
        TableName: stack.resources.tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :list',
        ExpressionAttributeValues: { ':list': 'CONTACT_MESSAGES' },
      }),
    );
    expect(Items.filter((item) => item.message === text)).toEqual([
      expect.objectContaining({ name: 'Dr Ada Lee', email: 'ada.lee@example.com', message: text }),
    ]);
  });

  it("starts from a signed-in physician's name and e-mail, still editable, and clears under the spec's message once sent (issue 37)", async ({
    page,
  }) => {
    const physician = await signIn(page, { role: 'physician', firstName: 'Priya', lastName: 'Prefill' });
    await page.goto(`${web}/contact`);
    const name = page.getByLabel('Name');
    const email = page.getByLabel('E-mail', { exact: true });
    const message = page.getByLabel('Message');
    await expect.poll(() => name.inputValue()).toBe('Priya Prefill');
    expect(await email.inputValue()).toBe(physician.email);
    // Still theirs to change.
    await name.fill('Dr Priya Prefill');
    const text = `Can I send a second contract? ${Date.now()}`;
    await message.fill(text);
    await page.getByRole('button', { name: 'Send message' }).click();
    const status = page.getByRole('status').filter({ hasText: messages.contact.success });
    await status.waitFor();
    expect((await status.textContent())?.trim()).toBe(messages.contact.success);
    expect([await name.inputValue(), await email.inputValue(), await message.inputValue()]).toEqual(['', '', '']);
    await screenshot(page, 'contact-sent-signed-in');
    const { Items = [] } = await dynamo.send(
      new QueryCommand({
        TableName: stack.resources.tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :list',
        ExpressionAttributeValues: { ':list': 'CONTACT_MESSAGES' },
      }),
    );
    expect(Items.filter((item) => item.message === text)).toEqual([
      expect.objectContaining({ name: 'Dr Priya Prefill', email: physician.email, message: text }),
    ]);
  });

  it('shows "An error occurred: {message}" when the API refuses, and keeps what was typed', async ({ page }) => {
    await page.route('**/contact-messages', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': web },
        body: JSON.stringify({ error: { code: 'too_many_requests', message: 'Please try again in an hour.' } }),
      }),
    );
    await page.goto(`${web}/contact`);
    await page.getByLabel('Name').fill('Dr Ada Lee');
    await page.getByLabel('E-mail', { exact: true }).fill('ada.lee@example.com');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send message' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(messages.contact.failure('Please try again in an hour.'));
    expect(await page.getByLabel('Message').inputValue()).toBe('Hello');
  });
});

describe('not found', () => {
  it('answers an unknown route with a page that leads back home', async ({ page }) => {
    await page.goto(`${web}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });
});
