import type { ApiClient } from './client';

/**
 * The typed API client, loaded on its first call: it carries every route's zod schemas, which a
 * first visit to a public page does not need.
 */
export function createLazyApiClient(apiUrl: () => Promise<string>, getAccessToken: () => Promise<string | undefined>): ApiClient {
  let client: Promise<ApiClient> | undefined;
  return ((...args: Parameters<ApiClient>) => {
    client ??= Promise.all([import('./client'), apiUrl()]).then(([{ createApiClient }, url]) => createApiClient(url, getAccessToken));
    return client.then((call) => (call as (...a: unknown[]) => ReturnType<ApiClient>)(...args));
  }) as ApiClient;
}
