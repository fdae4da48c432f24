import type { WebConfig } from '#shared/web-config.ts';
import { loadOnce } from './load-once';

/** /config.json as the server sent it: the staff address to show, and the checked whole on demand. */
export interface ServedConfig {
  /** Shown as text (the footer, Contact); '' when the file has none. */
  readonly staffEmail: string;
  /** The file checked against its schema (shared/web-config.ts); rejects with zod's message when it does not match. */
  readonly checked: () => Promise<WebConfig>;
}

/**
 * Reads /config.json once at boot; the build carries no environment-specific value. Its zod check
 * runs when the API client or Amplify first needs the endpoints: zod with its messages is about
 * 10 KB of gzip JavaScript that a first visit to a public page does not download.
 */
export async function loadConfig(): Promise<ServedConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`could not load /config.json (HTTP ${response.status})`);
  const served: unknown = await response.json();
  const staffEmail = typeof served === 'object' && served !== null && 'staffEmail' in served ? served.staffEmail : undefined;
  return {
    staffEmail: typeof staffEmail === 'string' ? staffEmail : '',
    checked: loadOnce(async () => (await import('#shared/web-config.ts')).webConfigSchema.parse(served)),
  };
}
