import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../lib/api/client';
import { endingSessions, isSessionEnded, onSignedOutPage, renewSession } from './session-end';

const ended = Object.assign(new Error('Your session has ended. Please log in again.'), { status: 401, code: 'session_ended' });
const other401 = Object.assign(new Error('Sign in to continue.'), { status: 401, code: 'unauthenticated' });

function fakeApi(...answers: unknown[]) {
  const call = vi.fn(async () => {
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { call, api: call as unknown as ApiClient };
}

describe('ended sessions in the web app', () => {
  it('recognises only the API’s session_ended answer', () => {
    expect(isSessionEnded(ended)).toBe(true);
    expect(isSessionEnded(other401)).toBe(false);
    expect(isSessionEnded(undefined)).toBe(false);
  });

  it('signs out once when the session has really ended, and still throws to the caller', async () => {
    const { api } = fakeApi(ended, ended);
    const onEnded = vi.fn(async () => undefined);
    await expect(endingSessions(api, onEnded)('getMe')).rejects.toBe(ended);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('retries once with the stored token, which another tab (or this one) may have renewed', async () => {
    const { api, call } = fakeApi(ended, { userId: 'u-1' });
    const onEnded = vi.fn(async () => undefined);
    await expect(endingSessions(api, onEnded)('getMe')).resolves.toEqual({ userId: 'u-1' });
    expect(call).toHaveBeenCalledTimes(2);
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('waits for this tab’s own re-sign-in before retrying', async () => {
    let finish: () => void = () => undefined;
    const renewal = renewSession(new Promise<void>((resolve) => (finish = resolve)));
    const order: string[] = [];
    const { api } = fakeApi(ended, 'ok');
    const answer = endingSessions(api, async () => undefined)('getMe').then((value) => order.push(`answer ${String(value)}`));
    await new Promise((resolve) => setTimeout(resolve, 10));
    order.push('renewed');
    finish();
    await renewal;
    await answer;
    expect(order).toEqual(['renewed', 'answer ok']);
  });

  it('leaves other errors alone', async () => {
    const { api } = fakeApi(other401);
    const onEnded = vi.fn(async () => undefined);
    await expect(endingSessions(api, onEnded)('getMe')).rejects.toBe(other401);
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('knows the pages for signed-out visitors', () => {
    expect(onSignedOutPage('/verify')).toBe(true);
    expect(onSignedOutPage('/profile/edit')).toBe(false);
  });
});
