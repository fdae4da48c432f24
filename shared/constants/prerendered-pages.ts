/**
 * The public pages the web build prerenders (web/src/prerender.tsx), by path, with the file each
 * is written to in web/dist. CloudFront's rewrite and the local web server serve that file for its
 * path, and app.html (the empty shell) for every other route, so a first visit paints the page
 * before any JavaScript runs and React then adopts it. A form here must be one of useApiForm's:
 * its submit waits for React, and what a person typed before is taken up (/login).
 */
export const prerenderedPages = {
  '/': 'index.html',
  '/about': 'about.html',
  '/negotiation': 'negotiation.html',
  '/login': 'login.html',
  '/terms': 'terms.html',
  '/privacy': 'privacy.html',
} as const satisfies Record<string, string>;

/**
 * The lazy modules (repository paths) each page's screen loads as it comes to life: the build links
 * their styles from the page's HTML, so the prerendered page is styled at its first paint, and the
 * budget check (bench/budgets.test.ts) counts their JavaScript. The home page is in the entry.
 */
export const prerenderedScreens: Record<keyof typeof prerenderedPages, readonly string[]> = {
  '/': [],
  '/about': ['web/src/features/public/AboutPage.tsx'],
  '/negotiation': ['web/src/features/course/CoursePage.tsx', 'web/src/lib/queries.tsx'],
  '/login': ['web/src/features/account/LoginPage.tsx'],
  '/terms': ['web/src/features/public/TermsPage.tsx'],
  '/privacy': ['web/src/features/public/PrivacyPage.tsx'],
};

/** The shell every other route gets: the app renders the page in the browser. */
export const appShell = 'app.html';

/** The file served for an app route (a path without a file extension). */
export function pageFileFor(path: string): string {
  return (prerenderedPages as Record<string, string>)[path] ?? appShell;
}
