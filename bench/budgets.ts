/**
 * The web app's performance budgets (issue 20), in one place: `npm run bench:web` measures the
 * running site against them, and bench/budgets.test.ts (in `npm test`) checks the build output's
 * first-visit JavaScript against the same numbers, so neither can drift from the other.
 */
import { gzipSync } from 'node:zlib';
import { prerenderedScreens } from '#shared/constants/prerendered-pages.ts';

/** A public page a physician may open first, with what its first visit may download. */
export interface PublicPage {
  path: keyof typeof prerenderedScreens;
  /** JavaScript a first visit downloads, KB (1024 bytes) gzip. */
  jsKb: number;
  /**
   * The lazy modules its screen loads as it comes to life, as Vite's manifest names them (relative
   * to web/): their chunks and those chunks' static imports load with the page. The list is the
   * prerender's own (shared/constants/prerendered-pages.ts), which preloads exactly these; empty:
   * the screen is in the entry (Home is eager).
   */
  screens: readonly string[];
}

const screensOf = (path: keyof typeof prerenderedScreens) => prerenderedScreens[path].map((module) => module.replace(/^web\//, ''));

export const publicPages: readonly PublicPage[] = [
  { path: '/', jsKb: 110, screens: screensOf('/') },
  { path: '/about', jsKb: 110, screens: screensOf('/about') },
  { path: '/negotiation', jsKb: 130, screens: screensOf('/negotiation') },
  { path: '/login', jsKb: 130, screens: screensOf('/login') },
  { path: '/terms', jsKb: 110, screens: screensOf('/terms') },
  { path: '/privacy', jsKb: 110, screens: screensOf('/privacy') },
];

/** Lighthouse targets, on the median of the runs (mobile, default throttling). */
export const lighthouseBudgets = { performance: 98, accessibility: 100, cls: 0.02 } as const;

/** pdf.js (unpdf's build of it): about 1.6 MB, drawn only by the review desk's PDF pane (issue 29). */
export const pdfJsModule = /node_modules\/unpdf\//;

/** The one module that imports pdf.js, and only ever with a dynamic import from the desk. */
export const pdfJsLoader = 'src/features/dashboard/desk/pdf-document.ts';

/** Code no public page may load: the auth library arrives with sign-in, the dashboard with staff. */
export const notOnPublicPages: ReadonlyArray<{ what: string; moduleId: RegExp }> = [
  { what: 'the Amplify/auth library', moduleId: /node_modules\/(aws-amplify|@aws-amplify)\// },
  // Its routes.tsx is the exception: the route table every page carries, naming lazy screens only.
  { what: 'dashboard code', moduleId: /web\/src\/features\/dashboard\/(?!routes\.tsx$)/ },
  { what: 'pdf.js', moduleId: pdfJsModule },
];

/**
 * The signed-in areas, which may be heavier than a public page but load nothing of each other's:
 * a lazy screen of one area (its chunk and static imports) holds no module of the other. Each
 * area's routes.tsx is the exception, as above (the route table every page carries).
 */
export const signedInAreas: ReadonlyArray<{ name: string; module: RegExp; notLoading: RegExp }> = [
  { name: 'dashboard', module: /^web\/src\/features\/dashboard\//, notLoading: /^web\/src\/features\/(profile|requests|offers)\/(?!routes\.tsx$)/ },
  { name: 'account', module: /^web\/src\/features\/(profile|requests|offers)\//, notLoading: /^web\/src\/features\/dashboard\/(?!routes\.tsx$)/ },
];

/** Gzip size in bytes, at zlib's default level (what a CDN's on-the-fly gzip gives, near enough). */
export const gzipSize = (data: Uint8Array | string): number => gzipSync(data).length;

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/**
 * The Compare offers screen (issue 30): its own lazy area. Its own JavaScript, beyond what the app
 * shell and the profile area it opens in (`shell`: the profile shell's screen and TanStack Query,
 * loaded with it) have loaded before it, is at most `jsKb` KB gzip.
 */
export const compareOffersScreen = {
  module: 'src/features/offers/CompareOffersPage.tsx',
  shell: ['src/features/profile/ProfileLayout.tsx', 'src/lib/queries.tsx'],
  jsKb: 60,
} as const;
