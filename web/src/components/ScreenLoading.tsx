import { useLocation } from 'react-router';
import { screenFrame, type ScreenFrame } from '../lib/screen-frames';

/** Grey bars where the screen's content will be; hidden from assistive technology, which hears "Loading…". */
function Skeleton({ lines = 4, block = true }: { readonly lines?: number; readonly block?: boolean }) {
  return (
    <div className="skeleton" aria-hidden="true">
      {Array.from({ length: lines }, (_, line) => (
        <span key={line} className="skeleton__line" />
      ))}
      {block && <span className="skeleton__block" />}
    </div>
  );
}

function Waiting() {
  return (
    <p className="visually-hidden" role="status">
      Loading…
    </p>
  );
}

/** Inside a screen whose heading is already there: grey bars where its data will be, and "Loading…" for screen readers. */
export function ContentLoading({ lines = 4 }: { readonly lines?: number }) {
  return (
    <div aria-busy="true">
      <Skeleton lines={lines} />
      <Waiting />
    </div>
  );
}

/** The whole frame, shell included: what a first view shows before anything of the screen is here. */
function WholeFrame({ frame }: { readonly frame: ScreenFrame }) {
  switch (frame.shell) {
    case 'hero':
      return (
        <div className="screen-frame" aria-busy="true">
          <section className="page-hero">
            <div className="container">
              <h1>{frame.title}</h1>
            </div>
          </section>
          <div className="container">
            <Skeleton />
          </div>
          <Waiting />
        </div>
      );
    case 'page':
      return (
        <section className="page screen-frame" aria-busy="true">
          <h1>{frame.title}</h1>
          <Skeleton />
          <Waiting />
        </section>
      );
    case 'profile':
      // The classes of ProfileLayout: the same grid, so nothing moves when the shell arrives.
      return (
        <div className="page profile-page screen-frame" aria-busy="true">
          <aside className="profile-sidebar" aria-hidden="true">
            <div className="profile-identity">
              <span className="skeleton__avatar" />
              <span className="skeleton__line" />
            </div>
            <span className="skeleton__line profile-frame__menu-line" />
            <div className="profile-menu">
              <Skeleton lines={5} block={false} />
            </div>
          </aside>
          <section className="profile-content">
            <h1>{frame.title}</h1>
            <Skeleton />
            <Waiting />
          </section>
        </div>
      );
    case 'dashboard':
      return (
        <section className="page screen-frame" aria-busy="true">
          <h1>{frame.title}</h1>
          <div className="skeleton skeleton--tabs" aria-hidden="true">
            <span className="skeleton__tab" />
            <span className="skeleton__tab" />
            <span className="skeleton__tab" />
          </div>
          <Skeleton lines={6} />
          <Waiting />
        </section>
      );
  }
}

/**
 * What a screen's place shows while its code or the account it needs arrives (issue 37): the frame
 * of the page the address names (its heading, its shell) with grey bars where the content will be,
 * never a bare "Loading…". `whole`: the app's layout and the access guards, where nothing of the
 * screen's shell is on the page yet; without it (a shell's own <Suspense>, around its <Outlet>),
 * only what goes inside the shell. A screen already downloaded (visited, or prefetched) renders at once.
 */
export function ScreenLoading({ whole = false }: { readonly whole?: boolean }) {
  const { pathname } = useLocation();
  const frame = screenFrame(pathname);
  if (frame && whole) return <WholeFrame frame={frame} />;
  return (
    <div className="screen-frame" aria-busy="true">
      {/* Inside the profile shell the screen's heading is known; the dashboard's tabs head their own. */}
      {frame?.shell === 'profile' && <h1>{frame.title}</h1>}
      <Skeleton />
      <Waiting />
    </div>
  );
}
