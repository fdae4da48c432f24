import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { securityHeaders } from '#infra/web-security.ts';
import { it, logIn, stack, web } from '../support/e2e-fixtures';

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
    const response = await fetch(`${web}/about`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The API is the app's own origin (/api): connect-src is 'self', Cognito and the uploads bucket, nothing else.
    const connect = csp.match(/connect-src ([^;]*)/)?.[1];
    expect(connect).toBe(`'self' ${new URL(stack.endpoints.cognito).origin} ${new URL(stack.endpoints.s3).origin}`);
    expect(csp).not.toContain(new URL(stack.urls.api).origin);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // Every other header CloudFront's policy adds (infra/product.test.ts checks the template against the same list).
    for (const [name, value] of Object.entries(securityHeaders(csp))) expect(response.headers.get(name), name).toBe(value);
  });

  it('runs the public pages and a signed-in session without a single violation, calling the API on its own origin only', async ({ page }) => {
    const violations = recordViolations(page);
    const apiOrigins = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiOrigins.add(url.origin);
    });
    for (const path of ['/', '/about', '/contact', '/signup']) {
      await page.goto(`${web}${path}`);
      await page.waitForLoadState('networkidle');
    }
    // Signed in after the public pages, so the login form runs under the recorder too.
    await logIn(page, stack.resources.admin.email, stack.resources.admin.password);
    await page.waitForURL(`${web}/dashboard/compensation`);
    await page.goto(`${web}/profile/edit`);
    await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    expect([...apiOrigins]).toEqual([new URL(web).origin]);
  });
});
