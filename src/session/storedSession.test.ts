import { describe, expect, it } from 'vitest';
import { clockSafeStorage, parseStoredSession, withLocalExpiry } from './storedSession';

const user = { id: '0b6a9c1e-5d7f-4a8e-9b2c-3d4e5f6a7b8c', email: 'ada@example.com' };
const stored = (fields: Record<string, unknown>) => JSON.stringify({ refresh_token: 'r', token_type: 'bearer', user, ...fields });

describe('the stored session, read as it is (R-36: an expired one is not refreshed)', () => {
  it('reads token, expiry and user, expired or not', () => {
    expect(parseStoredSession(stored({ access_token: 'a', expires_at: 1, expires_in: 3600 }))).toEqual({ accessToken: 'a', expiresAt: 1, user });
  });
  it("carries the profile name the user's metadata holds (R-127, D-11: the public user menu shows it)", () => {
    const named = (metadata: Record<string, unknown>) =>
      parseStoredSession(JSON.stringify({ access_token: 'a', expires_at: 1, user: { ...user, user_metadata: metadata } }))!.user;
    expect(named({ full_name: 'Ada Lovelace' })).toEqual({ ...user, name: 'Ada Lovelace' });
    expect(named({ name: ' Ada ' })).toEqual({ ...user, name: 'Ada' });
    expect(named({ full_name: '  ', name: 42 })).toEqual(user);
  });
  it('answers null for nothing, garbage, or a value without a token or expiry', () => {
    expect(parseStoredSession(null)).toBeNull();
    expect(parseStoredSession('{not json')).toBeNull();
    expect(parseStoredSession('"text"')).toBeNull();
    expect(parseStoredSession(stored({ expires_at: 5 }))).toBeNull();
    expect(parseStoredSession(stored({ access_token: 'a' }))).toBeNull();
    expect(parseStoredSession(JSON.stringify({ access_token: 'a', expires_at: 5 }))).toBeNull();
  });
});

describe("a new token's expiry is on this machine's clock (a clock an hour off does not loop refreshing)", () => {
  const now = 10_000_000_000; // ms on this machine; the server's clock is an hour behind it.
  // The server's expires_at for a token it just issued: already "past" on this machine's clock.
  const serverExpiry = (now - 3_600_000) / 1000 + 3600;

  it('a new access token expires expires_in after it arrived, whatever the server clock says', () => {
    const next = stored({ access_token: 'new', expires_in: 3600, expires_at: serverExpiry });
    expect(JSON.parse(withLocalExpiry(stored({ access_token: 'old', expires_at: 1, expires_in: 3600 }), next, now)).expires_at).toBe(
      now / 1000 + 3600,
    );
    expect(JSON.parse(withLocalExpiry(null, next, now)).expires_at).toBe(now / 1000 + 3600);
  });
  it('the same token saved again keeps its expiry (a re-save does not extend it)', () => {
    const same = stored({ access_token: 'a', expires_in: 3600, expires_at: 42 });
    expect(withLocalExpiry(stored({ access_token: 'a', expires_in: 3600, expires_at: 42 }), same, now)).toBe(same);
  });
  it('other values pass untouched', () => {
    expect(withLocalExpiry(null, '"code-verifier"', now)).toBe('"code-verifier"');
    expect(withLocalExpiry(null, 'not json', now)).toBe('not json');
  });
  it('the storage writes through with the local expiry and reads back what it holds', () => {
    const map = new Map<string, string>();
    const store = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    const storage = clockSafeStorage(store, () => now);
    storage.setItem('key', stored({ access_token: 'new', expires_in: 60, expires_at: 1 }));
    expect(parseStoredSession(storage.getItem('key'))?.expiresAt).toBe(now / 1000 + 60);
    storage.removeItem('key');
    expect(storage.getItem('key')).toBeNull();
  });
});
