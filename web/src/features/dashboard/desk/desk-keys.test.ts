import { describe, expect, it } from 'vitest';
import { deskCommandOf, deskShortcuts, stepTo, type DeskKey } from './desk-keys';

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

  it('lands the first j (or k) on the finding the desk chose to settle first, then steps one at a time', () => {
    // The desk opens on the least sure finding (index 0), nothing focused yet: j lands on it, not the next.
    expect(stepTo('next', 0, 5, false)).toBe(0);
    expect(stepTo('previous', 0, 5, false)).toBe(0);
    // Opened on a later one (earlier ones settled): it too is landed on first.
    expect(stepTo('next', 2, 5, false)).toBe(2);
    // From a focused finding: one step, never past either end.
    expect(stepTo('next', 0, 5, true)).toBe(1);
    expect(stepTo('previous', 2, 5, true)).toBe(1);
    expect(stepTo('next', 4, 5, true)).toBe(4);
    expect(stepTo('previous', 0, 5, true)).toBe(0);
    // Nothing chosen yet: the first (j) or the last (k); no findings: nowhere.
    expect(stepTo('next', -1, 5, false)).toBe(0);
    expect(stepTo('previous', -1, 5, true)).toBe(4);
    expect(stepTo('next', 0, 0, false)).toBeUndefined();
  });
});
