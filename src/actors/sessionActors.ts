/** Real implementations of the session machine's actors, over supabase-js. */
import { fromPromise } from 'xstate';
import { storedSession, toSession } from '../session/session';
import { supabase } from '../session/supabase';

/** A refusal (the refresh token is no longer valid) ends the session; anything else is transient. */
const isRefusal = (status: number | undefined) => status !== undefined && status >= 400 && status < 500;

export const sessionActors = {
  getSession: fromPromise(() => storedSession()),
  refreshSession: fromPromise(async () => {
    const { data, error } = await supabase().auth.refreshSession();
    if (error) {
      if (isRefusal(error.status)) return null;
      throw error;
    }
    return toSession(data.session);
  }),
};
