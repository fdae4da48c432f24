import { webConfigSchema, type WebConfig } from '#shared/web-config.ts';

/** Reads /config.json once at boot; the build carries no environment-specific value. */
export async function loadConfig(): Promise<WebConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`could not load /config.json (HTTP ${response.status})`);
  return webConfigSchema.parse(await response.json());
}
