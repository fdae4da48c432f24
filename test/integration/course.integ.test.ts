import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chapterMediaKey, chapterTranscriptKey } from '#shared/constants/chapters.ts';
import type { WebServer } from '#infra/local/web-server.ts';
import type { ChapterLink, CourseProgress } from '#shared/api/course-schemas.ts';
import { chapterDuration } from '#shared/course/progress.ts';
import { keys } from '#functions/adapters/table.ts';
import { callApi, createTestAccount, signInTokens, type TestAccount, type TestAccountOptions } from '../support/accounts';
import { getItem } from '../support/signup-flow';
import { rawGet } from '../support/raw-http';
import { startStandInWeb } from '../support/stand-in-web';

const stack = inject('stack');

async function tokenFor(options: TestAccountOptions): Promise<{ account: TestAccount; token: string }> {
  const account = await createTestAccount(stack, options);
  return { account, token: (await signInTokens(stack, account.email, account.password)).accessToken };
}

describe('a members-only chapter link (GET /chapters/{chapter}/link)', () => {
  it('is refused to an anonymous caller (401), with no link', async () => {
    const response = await fetch(`${stack.urls.api}/chapters/5/link`);
    expect(response.status).toBe(401);
    expect(await response.text()).not.toMatch(/X-Amz-Signature|Chapter 5/);
  });

  it('is refused to an unverified physician, to staff and to an admin (403), with no link', async () => {
    for (const options of [
      { role: 'physician', emailVerified: false },
      { role: 'staff', approved: true },
      { role: 'admin', approved: true },
    ] as const) {
      const { token } = await tokenFor(options);
      const answer = await callApi(stack, token, 'GET', '/chapters/5/link');
      expect(answer.status, JSON.stringify(options)).toBe(403);
      expect(JSON.stringify(answer.body)).not.toContain('X-Amz-Signature');
    }
  });

  it('is served to a verified physician: a short-lived presigned GET of the chapter and its transcript', async () => {
    const { token } = await tokenFor({ role: 'physician' });
    const before = Date.now();
    const answer = await callApi(stack, token, 'GET', '/chapters/5/link');
    expect(answer.status).toBe(200);
    const link = answer.body as ChapterLink;
    expect(link.chapter).toBe(5);
    const url = new URL(link.url);
    expect(decodeURIComponent(url.pathname)).toBe(`/${stack.resources.mediaBucket}/${chapterMediaKey(5)}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('1800');
    expect(link.expiresAt).toBeGreaterThan(before);
    expect(link.expiresAt).toBeLessThanOrEqual(Date.now() + 30 * 60 * 1000);
    // The transcript of the chapter the bootstrap uploaded (content/course), one cue per sentence.
    expect(link.transcript[0]?.text).toBe('Chapter 5. Benchmarks and fair market value.');
    expect(link.transcript.length).toBeGreaterThan(20);
  });

  it('answers a Range request on the link with 206 and just those bytes, so the player can seek', async () => {
    const { token } = await tokenFor({ role: 'physician' });
    const link = (await callApi(stack, token, 'GET', '/chapters/5/link')).body as ChapterLink;
    const whole = await fetch(link.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    const size = (await whole.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(100_000);
    const ranged = await fetch(link.url, { headers: { range: 'bytes=100000-100099' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100000-100099/${size}`);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
  });

  it('is the only way to a members-only chapter: the bucket refuses it unsigned or with a tampered signature', async () => {
    const { token } = await tokenFor({ role: 'physician' });
    const link = new URL(((await callApi(stack, token, 'GET', '/chapters/5/link')).body as ChapterLink).url);
    const unsigned = `${link.origin}${link.pathname}`;
    expect((await fetch(unsigned)).status).toBe(403);
    link.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    expect((await fetch(link)).status).toBe(403);
  });

  it('refuses chapter 1 (public, no link needed) and a chapter out of range with 400 naming the field', async () => {
    const { token } = await tokenFor({ role: 'physician' });
    for (const chapter of ['1', '14', '0', 'x']) {
      const answer = await callApi(stack, token, 'GET', `/chapters/${chapter}/link`);
      expect(answer.status, chapter).toBe(400);
      expect(JSON.stringify(answer.body), chapter).toContain('chapter');
    }
  });
});

describe('course progress (PUT /me/chapters/{chapter}, GET /me/chapters)', () => {
  let physician: TestAccount;
  let token: string;
  beforeAll(async () => {
    ({ account: physician, token } = await tokenFor({ role: 'physician' }));
  });

  const stored = async () => (await getItem(stack, keys.account(physician.userId)))?.chaptersDone as Set<number> | undefined;

  it('records an opened chapter in chaptersDone once, however often it is opened', async () => {
    expect((await callApi(stack, token, 'PUT', '/me/chapters/5', {})).status).toBe(200);
    const again = await callApi(stack, token, 'PUT', '/me/chapters/5', {});
    expect(again.status).toBe(200);
    expect((again.body as CourseProgress).chaptersDone).toEqual([5]);
    expect([...((await stored()) ?? [])]).toEqual([5]);
    const me = await callApi(stack, token, 'GET', '/me');
    expect((me.body as { chaptersDone: number[] }).chaptersDone).toEqual([5]);
  });

  it('does not count chapter 1 among the chapters done', async () => {
    const answer = await callApi(stack, token, 'PUT', '/me/chapters/1', { position: 3 });
    expect(answer.status).toBe(200);
    expect((answer.body as CourseProgress).chaptersDone).not.toContain(1);
  });

  it('saves the position per chapter and marks a chapter completed at 95%, never unmarking it', async () => {
    const duration = chapterDuration(6);
    await callApi(stack, token, 'PUT', '/me/chapters/6', { position: 12.5 });
    let progress = (await callApi(stack, token, 'GET', '/me/chapters')).body as CourseProgress;
    expect(progress.chapters.find((c) => c.chapter === 6)).toMatchObject({ position: 12.5, completed: false });
    await callApi(stack, token, 'PUT', '/me/chapters/6', { position: Math.ceil(duration * 0.95) });
    await callApi(stack, token, 'PUT', '/me/chapters/6', { position: 4 });
    progress = (await callApi(stack, token, 'GET', '/me/chapters')).body as CourseProgress;
    expect(progress.chapters.find((c) => c.chapter === 6)).toMatchObject({ position: 4, completed: true });
    expect(progress.chaptersDone).toEqual([5, 6]);
  });

  it('refuses a bad position with 400 naming the field and changes nothing', async () => {
    for (const position of [-1, chapterDuration(7) + 60, 'ten']) {
      const answer = await callApi(stack, token, 'PUT', '/me/chapters/7', { position });
      expect(answer.status, String(position)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('position');
    }
    const progress = (await callApi(stack, token, 'GET', '/me/chapters')).body as CourseProgress;
    expect(progress.chaptersDone).not.toContain(7);
    expect(progress.chapters.map((c) => c.chapter)).not.toContain(7);
  });

  it('is refused to staff and to an unverified physician (403), recording nothing', async () => {
    for (const options of [
      { role: 'staff', approved: true },
      { role: 'physician', emailVerified: false },
    ] as const) {
      const { account, token: other } = await tokenFor(options);
      expect((await callApi(stack, other, 'PUT', '/me/chapters/3', {})).status).toBe(403);
      expect((await callApi(stack, other, 'GET', '/me/chapters')).status).toBe(403);
      expect((await getItem(stack, keys.account(account.userId)))?.chaptersDone).toBeUndefined();
    }
    expect((await fetch(`${stack.urls.api}/me/chapters/3`, { method: 'PUT' })).status).toBe(401);
  });
});

describe('course progress and account deletion', () => {
  it('goes with the account: DELETE /me leaves no chapter progress behind', async () => {
    const { account, token } = await tokenFor({ role: 'physician' });
    expect((await callApi(stack, token, 'PUT', '/me/chapters/4', { position: 10 })).status).toBe(200);
    expect(await getItem(stack, keys.chapterProgress(account.userId, 4))).toBeDefined();
    expect((await callApi(stack, token, 'DELETE', '/me', { currentPassword: account.password })).status).toBe(204);
    expect(await getItem(stack, keys.chapterProgress(account.userId, 4))).toBeUndefined();
  });
});

describe('chapter 1, public at /media/* as CloudFront serves the media bucket’s public prefix', () => {
  let web: WebServer;
  beforeAll(async () => {
    web = await startStandInWeb(stack);
  });
  afterAll(async () => {
    await web?.close();
  });

  it('serves the video (ranged: 206) and its transcript to anyone, and nothing of content/', async () => {
    const video = await fetch(`${web.url}/${encodeURI(chapterMediaKey(1))}`, { headers: { range: 'bytes=0-1023' } });
    expect(video.status).toBe(206);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect((await video.arrayBuffer()).byteLength).toBe(1024);
    const transcript = await fetch(`${web.url}/${encodeURI(chapterTranscriptKey(1))}`);
    expect(transcript.status).toBe(200);
    expect(await transcript.text()).toMatch(/^WEBVTT/);
    // Members-only chapters are not under /media/, and the path cannot climb out of it.
    for (const path of [
      `/${encodeURI(chapterMediaKey(5))}`,
      `/media/../${encodeURI(chapterMediaKey(5))}`,
      `/media/%2e%2e/${encodeURI(chapterMediaKey(5))}`,
    ]) {
      const answer = await rawGet(web.url, path);
      expect(answer.contentType, path).not.toBe('audio/mpeg');
    }
    expect((await fetch(`${web.url}/${encodeURI(chapterMediaKey(1))}`, { method: 'POST' })).status).toBe(403);
  });
});
