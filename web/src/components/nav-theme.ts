/** Text colour of the navigation bar by path (spec §2 Navigation bar). */
export type NavTone = 'primary' | 'dark' | 'light';

export function navTone(pathname: string): NavTone {
  // The router treats /contact/ as /contact, so the bar does too.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  if (path === '/') return 'primary';
  const darkSection = ['/profile', '/dashboard'].some((section) => path === section || path.startsWith(`${section}/`));
  if (darkSection || path === '/contact') return 'dark';
  return 'light';
}

/** Scroll distance (px) from which the bar turns half transparent and the logo shrinks (spec §9). */
export const navScrollThreshold = 80;

export function isNavCondensed(scrollY: number): boolean {
  return scrollY >= navScrollThreshold;
}
