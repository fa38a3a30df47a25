/** Real implementations of the session machine's actors, over supabase-js. */
import { fromPromise } from 'xstate';
import { storedSession, toSession } from '../../session/session';
import { supabase } from '../../session/supabase';

type RefreshFailure = { name?: string; status?: number };

/**
 * What a failed refresh means: the refresh token was refused (the session is over), another
 * tab changed the stored session while this refresh was in flight (supabase-js discarded this
 * answer: the stored session is the one to keep), or a transient failure (offline).
 */
export function refreshOutcome(error: RefreshFailure): 'refused' | 'storedChanged' | 'transient' {
  if (error.name === 'AuthRefreshDiscardedError') return 'storedChanged';
  if (error.name === 'AuthRetryableFetchError') return 'transient';
  return error.status !== undefined && error.status >= 400 && error.status < 500 ? 'refused' : 'transient';
}

export const sessionActors = {
  getSession: fromPromise(() => storedSession()),
  refreshSession: fromPromise(async () => {
    const { data, error } = await supabase().auth.refreshSession();
    if (error) {
      const outcome = refreshOutcome(error);
      if (outcome === 'refused') return null;
      if (outcome === 'storedChanged') return storedSession();
      throw error;
    }
    // The stored copy: its expiry is on this machine's clock (storedSession.ts).
    return (await storedSession()) ?? toSession(data.session);
  }),
  // 'Log out' confirmed. supabase-js reports SIGNED_OUT (the machine's session.signedOut) before
  // this resolves; an error means the session is still there.
  signOut: fromPromise(async () => {
    const { error } = await supabase().auth.signOut();
    if (error) throw error;
  }),
};
