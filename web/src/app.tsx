import { StrictMode, type ReactNode } from 'react';
import { AppContext, type AppServices } from './lib/app-context';
import { NavigationBridge } from './lib/navigation';
import { SessionProvider } from './auth/session';
import { AppRoutes } from './routes';

/**
 * The whole app under a router: main.tsx gives it the browser's, the build's prerender
 * (prerender.tsx) a static one, so both render the same tree and the browser can hydrate the
 * prerendered HTML.
 */
export function App({ services, router }: { readonly services: AppServices; readonly router: (screens: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <AppContext.Provider value={services}>
        <SessionProvider>
          {router(
            <>
              <NavigationBridge />
              <AppRoutes />
            </>,
          )}
        </SessionProvider>
      </AppContext.Provider>
    </StrictMode>
  );
}
