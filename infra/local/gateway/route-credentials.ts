/**
 * In AWS each function's calls are signed with its own role's credentials, and S3, SES and Cognito
 * authorize them against that role. Here one process runs every handler, so each client the
 * functions share signs with the credentials of the route (or job) whose handler is running
 * (route-grants.ts), and the emulators' launchers hold the call to that route's declaration.
 * Outside any handler (never, in practice) the stack's own key signs, as before.
 */
import { localCredentials } from '../aws-env';
import { routeCredentials } from '../route-grants';
import { runningRoute } from './table-access';

interface SdkClient {
  readonly config: { credentials?: unknown };
}

/** Makes each client sign with the running route's credentials (the SDK reads config.credentials at every signing and presigning). */
export function signAsRunningRoute(clients: readonly SdkClient[]): void {
  for (const client of clients) {
    const provider = Object.assign(
      () => {
        const route = runningRoute();
        return Promise.resolve(route ? routeCredentials(route.id) : { ...localCredentials });
      },
      // The SDK wraps a provider it is given in a cache that keeps the first identity for good
      // (credentials without an expiry); marked as already memoized, it is asked on every signing.
      { memoized: true },
    );
    (client.config as { credentials: unknown }).credentials = provider;
  }
}
