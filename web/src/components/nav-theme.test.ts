import { describe, expect, it } from 'vitest';
import { isNavCondensed, navTone } from './nav-theme';

describe('navigation bar colour rules', () => {
  it('is primary on the home page only', () => {
    expect(navTone('/')).toBe('primary');
  });

  it('is black on /contact and under /profile/ and /dashboard/', () => {
    for (const path of [
      '/contact',
      '/contact/',
      '/profile',
      '/dashboard',
      '/profile/edit',
      '/profile/content',
      '/dashboard/compensation',
      '/dashboard/settings',
    ]) {
      expect(navTone(path), path).toBe('dark');
    }
  });

  it('is white everywhere else, including look-alike paths', () => {
    for (const path of ['/about', '/login', '/signup', '/negotiation', '/contact/x', '/profiles', '/dashboardx', '/nowhere']) {
      expect(navTone(path), path).toBe('light');
    }
  });

  it('condenses from 80 px of scrolling', () => {
    expect(isNavCondensed(0)).toBe(false);
    expect(isNavCondensed(79)).toBe(false);
    expect(isNavCondensed(80)).toBe(true);
    expect(isNavCondensed(1200)).toBe(true);
  });
});
