/** Text colour of the navigation bar by path (spec §2 Navigation bar). */
export type NavTone = 'primary' | 'dark' | 'light';

export function navTone(pathname: string): NavTone {
  if (pathname === '/') return 'primary';
  if (pathname.startsWith('/profile/') || pathname.startsWith('/dashboard/') || pathname === '/contact') return 'dark';
  return 'light';
}

/** Scroll distance (px) from which the bar turns half transparent and the logo shrinks (spec §9). */
export const navScrollThreshold = 80;

export function isNavCondensed(scrollY: number): boolean {
  return scrollY >= navScrollThreshold;
}
