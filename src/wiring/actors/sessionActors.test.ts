import { describe, expect, it } from 'vitest';
import { refreshOutcome } from './sessionActors';

describe('what a failed refresh means (a session revoked elsewhere ends; two tabs do not end each other)', () => {
  it('a refused refresh token ends the session', () => {
    expect(refreshOutcome({ name: 'AuthApiError', status: 400 })).toBe('refused');
    expect(refreshOutcome({ name: 'AuthSessionMissingError', status: 400 })).toBe('refused');
  });
  it("another tab's refresh, which supabase-js saw change the stored session, keeps the stored one", () => {
    expect(refreshOutcome({ name: 'AuthRefreshDiscardedError', status: 409 })).toBe('storedChanged');
  });
  it('being offline or a server failure is transient', () => {
    expect(refreshOutcome({ name: 'AuthRetryableFetchError', status: 0 })).toBe('transient');
    expect(refreshOutcome({ name: 'AuthRetryableFetchError', status: 503 })).toBe('transient');
    expect(refreshOutcome({ name: 'AuthUnknownError' })).toBe('transient');
  });
});
