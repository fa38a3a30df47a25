/**
 * Step screenshots by key (spec sections 3 and 4, "Session and data"): a key is exchanged for a
 * temporary address (operation getScreenshotUrl) that carries its expiry, and the address is
 * cached until then. An expired entry is dropped and fetched again; callers asking for a key
 * whose fetch is in flight share it. A failed fetch answers null, with no toast.
 *
 * `get` answers the same promise for a key for as long as the entry lives, so React's `use()`
 * can read it during render (a new promise on every render would suspend forever). For the same
 * reason a failure is remembered for a while: forgetting it at once would have the re-render
 * that follows fetch again, fail again, and so on.
 */
import { getScreenshotUrl, type ScreenshotUrl } from '../api/generation';

export interface ScreenshotCacheOptions {
  fetchUrl: (key: string) => Promise<ScreenshotUrl>;
  now?: () => number;
  /** An address this close to its expiry counts as expired: the image still has to load. */
  marginMs?: number;
  /** How long a failed key answers null before it is asked again. */
  failureMs?: number;
}

/** A promise React's `use()` can read without suspending once it settled. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled'; value?: T };

interface Entry {
  promise: Tracked<string | null>;
  /** Milliseconds since the epoch; Infinity while the fetch is in flight. */
  validUntil: number;
}

/** An entry is kept at least this long, so the render that reads an answer still finds it. */
const MIN_VALID_MS = 1000;

/** The address's expiry: `expires_at`, else its `expires` parameter (seconds), else null. */
export function expiryOf(answer: ScreenshotUrl): number | null {
  const expiresAt = Date.parse(answer.expires_at);
  if (Number.isFinite(expiresAt)) return expiresAt;
  try {
    const seconds = Number(new URL(answer.url, 'http://localhost').searchParams.get('expires'));
    return seconds > 0 ? seconds * 1000 : null;
  } catch {
    return null;
  }
}

export function createScreenshotCache({ fetchUrl, now = Date.now, marginMs = 5000, failureMs = 30_000 }: ScreenshotCacheOptions) {
  const entries = new Map<string, Entry>();

  const settle = (key: string, promise: Tracked<string | null>, value: string | null, validUntil: number) => {
    promise.status = 'fulfilled';
    promise.value = value;
    // A newer fetch of the key (after `clear`) owns the entry now.
    if (entries.get(key)?.promise === promise) entries.set(key, { promise, validUntil: Math.max(validUntil, now() + MIN_VALID_MS) });
    return value;
  };

  function get(key: string): Promise<string | null> {
    const entry = entries.get(key);
    if (entry && now() < entry.validUntil) return entry.promise;
    entries.delete(key);
    const promise: Tracked<string | null> = fetchUrl(key).then(
      (answer) => settle(key, promise, answer.url, (expiryOf(answer) ?? now()) - marginMs),
      () => settle(key, promise, null, now() + failureMs),
    );
    promise.status = 'pending';
    entries.set(key, { promise, validUntil: Number.POSITIVE_INFINITY });
    return promise;
  }

  return {
    get,
    /** Forgets every address (another user signs in). */
    clear: () => entries.clear(),
  };
}

export type ScreenshotCache = ReturnType<typeof createScreenshotCache>;

/** The app's cache over the product API. */
export const screenshotCache = createScreenshotCache({ fetchUrl: getScreenshotUrl });
