import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The DOM flavour: it gives navigate({ flushSync }) access to ReactDOM.flushSync.
import { RouterProvider } from 'react-router/dom';
import { createBrowserRouter } from 'react-router';
import { createLazyApiClient } from './lib/api/lazy-client';
import { AppContext } from './lib/app-context';
import * as messages from '#shared/messages.ts';
import { accessToken, loadAuth, setAuthConfig } from './auth/auth-loader';
import { SessionProvider } from './auth/session';
import { endingSessions, onSignedOutPage } from './auth/session-end';
import { shareSessionAcrossTabs } from './auth/tab-session';
import { loadConfig } from './lib/config';
import { routes } from './routes';
import './styles.css';

const router = createBrowserRouter(routes);
const root = createRoot(document.getElementById('root') as HTMLElement);

try {
  // A session-only sign-in in another tab of this browser is borrowed before the first render.
  const [config] = await Promise.all([loadConfig(), shareSessionAcrossTabs()]);
  setAuthConfig(config);
  // A session ended elsewhere: to /login with the notice first (outside the signed-in screens), then
  // the tokens go; the session follows Amplify's sign-out event. A page for signed-out visitors (an
  // e-mailed link being used) stays where it is.
  const api = endingSessions(createLazyApiClient(config.apiUrl, accessToken), async () => {
    if (!onSignedOutPage(router.state.location.pathname)) {
      // flushSync: the signed-in screen must be gone before the sign-out renders, or its own
      // redirect to /login (without the notice) would win.
      await router.navigate('/login', { replace: true, flushSync: true, state: { notice: messages.auth.sessionEnded, noticeTone: 'error' } });
    }
    await (await loadAuth()).forgetEndedSession().catch(() => undefined);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  root.render(
    <StrictMode>
      <AppContext.Provider value={{ config, api }}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </AppContext.Provider>
    </StrictMode>,
  );
} catch (error) {
  root.render(
    <main className="boot-error" role="alert">
      <h1>The app could not start</h1>
      <p>{(error as Error).message}</p>
    </main>,
  );
}
