import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { VersionedJsonCache, type VersionedJson } from './versionedJsonCache.ts';

const json = (text: string) => Buffer.from(text);
/** A build that counts its calls and answers `text` at `version`. */
function builder(version: number, text: string) {
  const build = async (): Promise<VersionedJson> => {
    build.calls++;
    return { version, json: json(text) };
  };
  build.calls = 0;
  return build;
}

describe('the versioned JSON cache', () => {
  it('answers the kept copy while the version is the same, and builds anew when it moved', async () => {
    const cache = new VersionedJsonCache(1000);
    const v1 = builder(1, '[1]');
    expect(String(await cache.get('suite', 1, v1))).toBe('[1]');
    expect(String(await cache.get('suite', 1, v1))).toBe('[1]');
    expect(v1.calls).toBe(1);

    const v2 = builder(2, '[2]');
    expect(String(await cache.get('suite', 2, v2))).toBe('[2]');
    expect(v2.calls).toBe(1);
    // The old copy is gone, not kept beside the new one.
    expect([cache.size, cache.bytes]).toEqual([1, 3]);
  });

  it('builds once for requests that miss together', async () => {
    const cache = new VersionedJsonCache(1000);
    const build = builder(7, '[7]');
    const answers = await Promise.all([cache.get('suite', 7, build), cache.get('suite', 7, build), cache.get('suite', 7, build)]);
    expect(answers.map(String)).toEqual(['[7]', '[7]', '[7]']);
    expect(build.calls).toBe(1);
  });

  it('keeps what a build read under the version it read, which may be newer than asked', async () => {
    const cache = new VersionedJsonCache(1000);
    await cache.get('suite', 3, builder(4, '[4]'));
    const stale = builder(3, '[3]');
    expect(String(await cache.get('suite', 4, stale))).toBe('[4]');
    expect(stale.calls).toBe(0);
    // Asked for the older version again (a request that read it before the change): built, not the newer copy.
    expect(String(await cache.get('suite', 3, stale))).toBe('[3]');
  });

  it('holds at most its bytes, dropping the least recently used first', async () => {
    const cache = new VersionedJsonCache(10);
    await cache.get('a', 1, builder(1, 'aaaa'));
    await cache.get('b', 1, builder(1, 'bbbb'));
    await cache.get('a', 1, builder(1, 'never built')); // a is now the most recently used
    await cache.get('c', 1, builder(1, 'cccc'));
    expect([cache.size, cache.bytes]).toEqual([2, 8]);
    const b = builder(1, 'bbbb');
    await cache.get('b', 1, b);
    expect(b.calls).toBe(1);
    const a = builder(1, 'aaaa');
    await cache.get('c', 1, builder(1, 'never built'));
    // a was least recently used when b came back.
    await cache.get('a', 1, a);
    expect(a.calls).toBe(1);

    const huge = builder(1, 'x'.repeat(11));
    expect(String(await cache.get('huge', 1, huge))).toBe('x'.repeat(11));
    expect(cache.bytes).toBeLessThanOrEqual(10);
  });

  it('keeps the compressed forms beside the JSON: made once, counted in its bytes, gone with its version', async () => {
    const cache = new VersionedJsonCache(100_000);
    const text = JSON.stringify(Array.from({ length: 500 }, (_, n) => ({ entity_name: `Step ${n}`, is_folder: false })));
    const v1 = builder(1, text);
    const [br, alsoBr, gzip] = await Promise.all([
      cache.get('suite', 1, v1, 'br'),
      cache.get('suite', 1, v1, 'br'),
      cache.get('suite', 1, v1, 'gzip'),
    ]);
    expect(v1.calls).toBe(1);
    expect(String(zlib.brotliDecompressSync(br))).toBe(text);
    expect(String(zlib.gunzipSync(gzip))).toBe(text);
    // Requests that came together share one compression, and a later one gets the same bytes.
    expect(alsoBr).toBe(br);
    expect(await cache.get('suite', 1, v1, 'br')).toBe(br);
    expect(String(await cache.get('suite', 1, v1))).toBe(text);
    expect(cache.bytes).toBe(text.length + br.length + gzip.length);

    const v2 = builder(2, '[2]');
    expect(String(zlib.brotliDecompressSync(await cache.get('suite', 2, v2, 'br')))).toBe('[2]');
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(3 + (await cache.get('suite', 2, v2, 'br')).length);
  });

  it('drops the least recently used answers to make room for compressed forms', async () => {
    const text = 'x'.repeat(400);
    // Room for both JSON copies, not for a compressed form too (gzip of 400 x's is over 10 bytes).
    const cache = new VersionedJsonCache(810);
    await cache.get('a', 1, builder(1, text));
    await cache.get('b', 1, builder(1, text));
    await cache.get('b', 1, builder(1, 'never built'), 'gzip');
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBeLessThanOrEqual(810);
    const a = builder(1, text);
    await cache.get('a', 1, a);
    expect(a.calls).toBe(1);
  });

  it('keeps nothing from a failed build, and tries again next time', async () => {
    const cache = new VersionedJsonCache(1000);
    await expect(cache.get('suite', 1, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(String(await cache.get('suite', 1, builder(1, '[1]')))).toBe('[1]');
  });
});
