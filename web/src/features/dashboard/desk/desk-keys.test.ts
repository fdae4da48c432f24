import { describe, expect, it } from 'vitest';
import { deskCommandOf, deskShortcuts, type DeskKey } from './desk-keys';

const press = (key: string, more: Partial<DeskKey> = {}): DeskKey => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  targetTag: 'BUTTON',
  targetEditable: false,
  ...more,
});

describe('the review desk’s keys', () => {
  it('gives one command per key, each listed once', () => {
    expect(deskCommandOf(press('c'))).toBe('confirm');
    expect(deskCommandOf(press('j'))).toBe('next');
    expect(deskCommandOf(press('ArrowUp'))).toBe('previous');
    expect(deskCommandOf(press('a'))).toBe('confirmSure');
    expect(deskCommandOf(press('q'))).toBeUndefined();
    expect(deskCommandOf(press('Escape'))).toBeUndefined();
    const keys = deskShortcuts.flatMap((shortcut) => shortcut.keys);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leaves typing, and the browser’s and screen readers’ own keys, alone', () => {
    expect(deskCommandOf(press('c', { targetTag: 'INPUT' }))).toBeUndefined();
    expect(deskCommandOf(press('e', { targetTag: 'select' }))).toBeUndefined();
    expect(deskCommandOf(press('x', { targetTag: 'DIV', targetEditable: true }))).toBeUndefined();
    expect(deskCommandOf(press('c', { ctrlKey: true }))).toBeUndefined();
    expect(deskCommandOf(press('a', { metaKey: true }))).toBeUndefined();
    expect(deskCommandOf(press('j', { altKey: true }))).toBeUndefined();
  });
});
