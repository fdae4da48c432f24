import { describe, expect, it, vi } from 'vitest';
import { allOrNothing } from './all-or-nothing';

describe('allOrNothing', () => {
  it('returns the result and undoes nothing when every step succeeds', async () => {
    const undo = vi.fn(async () => undefined);
    await expect(
      allOrNothing(async (onUndo) => {
        onUndo(undo);
        return 42;
      }),
    ).resolves.toBe(42);
    expect(undo).not.toHaveBeenCalled();
  });

  it('undoes the steps done so far, newest first, then rethrows', async () => {
    const order: string[] = [];
    const failure = new Error('third step failed');
    await expect(
      allOrNothing(async (onUndo) => {
        onUndo(async () => order.push('undo first'));
        onUndo(async () => order.push('undo second'));
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(order).toEqual(['undo second', 'undo first']);
  });

  it('keeps undoing when one undo fails', async () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const first = vi.fn(async () => undefined);
    await expect(
      allOrNothing(async (onUndo) => {
        onUndo(first);
        onUndo(async () => {
          throw new Error('undo broke');
        });
        throw new Error('step failed');
      }),
    ).rejects.toThrow('step failed');
    expect(first).toHaveBeenCalled();
    spy.mockRestore();
    // The failed undo is logged, as one JSON line.
    expect(JSON.parse(written.join(''))).toMatchObject({ level: 'ERROR', message: 'Undo failed', error: { message: 'undo broke' } });
  });
});
