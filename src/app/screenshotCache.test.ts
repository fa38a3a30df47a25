import { describe, expect, it } from 'vitest';
import type { ScreenshotUrl } from '../api/generation';
import { createScreenshotCache, expiryOf } from './screenshotCache';

const T0 = Date.parse('2026-11-02T10:00:00.000Z');

/** A fake getScreenshotUrl the test answers by hand, with a clock the test moves. */
function setup() {
  let time = T0;
  const requests: Array<{ key: string; resolve: (answer: ScreenshotUrl) => void; reject: (error: Error) => void }> = [];
  const cache = createScreenshotCache({
    fetchUrl: (key) => new Promise<ScreenshotUrl>((resolve, reject) => requests.push({ key, resolve, reject })),
    now: () => time,
  });
  const answer = (index: number, validForSeconds: number) => {
    const expires = Math.floor((time + validForSeconds * 1000) / 1000);
    requests[index]!.resolve({
      url: `/api/public/images/${requests[index]!.key}?expires=${expires}&signature=s${index}`,
      expires_at: new Date(expires * 1000).toISOString(),
    });
  };
  const advance = (ms: number) => {
    time += ms;
  };
  return { cache, requests, answer, advance };
}

describe('screenshot cache', () => {
  it('shares a fetch in flight between callers asking for the same key', async () => {
    const { cache, requests, answer } = setup();
    const first = cache.get('shots/1.png');
    const second = cache.get('shots/1.png');
    expect(second).toBe(first);
    expect(requests.map((request) => request.key)).toEqual(['shots/1.png']);
    answer(0, 600);
    await expect(first).resolves.toBe(`/api/public/images/shots/1.png?expires=${T0 / 1000 + 600}&signature=s0`);
  });

  it('answers the cached address (the same settled promise) until it expires, then fetches again', async () => {
    const { cache, requests, answer, advance } = setup();
    const first = cache.get('shots/1.png');
    answer(0, 600);
    await first;
    advance(500_000);
    expect(cache.get('shots/1.png')).toBe(first);
    // Within 5 s of its expiry the address would not load in time: it counts as expired.
    advance(96_000);
    const again = cache.get('shots/1.png');
    expect(again).not.toBe(first);
    expect(requests).toHaveLength(2);
    answer(1, 600);
    await expect(again).resolves.toContain('signature=s1');
  });

  it('marks a settled promise so React can read it without suspending', async () => {
    const { cache, answer } = setup();
    const promise = cache.get('shots/1.png') as Promise<string | null> & { status?: string; value?: unknown };
    expect(promise.status).toBe('pending');
    answer(0, 600);
    const url = await promise;
    expect(promise).toMatchObject({ status: 'fulfilled', value: url });
  });

  it('answers null for a failed fetch, without throwing, and asks again after a while', async () => {
    const { cache, requests, advance } = setup();
    const failed = cache.get('shots/missing.png');
    requests[0]!.reject(new Error('Not Found'));
    await expect(failed).resolves.toBeNull();
    // The render that reads the failure must not start another fetch.
    expect(cache.get('shots/missing.png')).toBe(failed);
    advance(30_000);
    cache.get('shots/missing.png');
    expect(requests).toHaveLength(2);
  });

  it('keeps keys apart, and forgets everything on clear', async () => {
    const { cache, requests, answer } = setup();
    const one = cache.get('a.png');
    cache.get('b.png');
    expect(requests.map((request) => request.key)).toEqual(['a.png', 'b.png']);
    answer(0, 600);
    await one;
    cache.clear();
    expect(cache.get('a.png')).not.toBe(one);
    expect(requests).toHaveLength(3);
  });

  it('keeps an address that is already about to expire long enough to be read', async () => {
    const { cache, requests, answer } = setup();
    const first = cache.get('a.png');
    answer(0, 2);
    await first;
    expect(cache.get('a.png')).toBe(first);
    expect(requests).toHaveLength(1);
  });
});

describe('expiryOf', () => {
  it('reads expires_at, else the expires parameter of the address', () => {
    expect(expiryOf({ url: '/x?expires=1', expires_at: '2026-11-02T10:00:00.000Z' })).toBe(T0);
    expect(expiryOf({ url: `/x?expires=${T0 / 1000}&signature=s`, expires_at: 'soon' })).toBe(T0);
    expect(expiryOf({ url: '/x', expires_at: 'soon' })).toBeNull();
  });
});
