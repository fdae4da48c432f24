import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction, type NavigateOptions } from 'react-router';

let navigate: NavigateFunction | undefined;
let arrived: Array<() => void> = [];

/**
 * Sits inside the router: lends its navigate() to code outside React (main.tsx's session end) and
 * tells navigateAndWait when a navigation is on screen.
 */
export function NavigationBridge() {
  navigate = useNavigate();
  const location = useLocation();
  useLayoutEffect(() => {
    const waiting = arrived;
    arrived = [];
    for (const resolve of waiting) resolve();
  }, [location]);
  return null;
}

/**
 * Goes to `to` and resolves once the new location is rendered (the signed-in screen is gone).
 * Ending a session must wait for it: the signed-in screen's own guard would otherwise send the
 * person to /login without the notice.
 */
export function navigateAndWait(to: string, options: NavigateOptions = {}): Promise<void> {
  if (!navigate) return Promise.reject(new Error('navigateAndWait before the router rendered'));
  const go = navigate;
  return new Promise<void>((resolve) => {
    arrived.push(resolve);
    void go(to, options);
  });
}
