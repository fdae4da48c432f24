import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';

const stack = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every CSP violation the page reports, as the browser describes it. */
function recordViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

describe('the built app under the production Content-Security-Policy', () => {
  it('is served with the CSP, nosniff and DENY framing that CloudFront adds', async () => {
    const response = await fetch(`${stack.urls.web}/about`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The API is the app's own origin (/api): connect-src is 'self', Cognito and the uploads bucket, nothing else.
    const connect = csp.match(/connect-src ([^;]*)/)?.[1];
    expect(connect).toBe(`'self' ${new URL(stack.endpoints.cognito).origin} ${new URL(stack.endpoints.s3).origin}`);
    expect(csp).not.toContain(new URL(stack.urls.api).origin);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('runs the public pages and a signed-in session without a single violation, calling the API on its own origin only', async () => {
    const page = await browser.newPage();
    const violations = recordViolations(page);
    const apiOrigins = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiOrigins.add(url.origin);
    });
    for (const path of ['/', '/about', '/contact', '/signup']) {
      await page.goto(`${stack.urls.web}${path}`);
      await page.waitForLoadState('networkidle');
    }
    await page.goto(`${stack.urls.web}/login`);
    await page.getByLabel('E-mail').fill(stack.resources.admin.email);
    await page.getByLabel('Password').fill(stack.resources.admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${stack.urls.web}/dashboard/compensation`);
    await page.goto(`${stack.urls.web}/profile/edit`);
    await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    expect([...apiOrigins]).toEqual([new URL(stack.urls.web).origin]);
    await page.close();
  });
});
