/**
 * Real implementations of the sign-in screens' and change-password's actors: supabase-js
 * calls whose errors are thrown unchanged (the machines read `code` and `reasons`).
 */
import { fromPromise } from 'xstate';
import { supabase } from '../../session/supabase';

type Credentials = { email: string; password: string };

/** supabase-js answers `{data, error}`; the machines want a value or a thrown error. */
async function ok(call: PromiseLike<{ data: unknown; error: unknown }>): Promise<unknown> {
  const { data, error } = await call;
  if (error) throw error;
  return data;
}

const origin = () => window.location.origin;

export const loginActors = {
  signInWithPassword: fromPromise<unknown, Credentials>(({ input }) => ok(supabase().auth.signInWithPassword(input))),
  checkUserExists: fromPromise<boolean, { email: string }>(
    async ({ input }) => (await ok(supabase().rpc('check_user_exists', { user_email: input.email }))) === true,
  ),
  resendConfirmation: fromPromise<unknown, { email: string }>(({ input }) =>
    ok(supabase().auth.resend({ type: 'signup', email: input.email, options: { emailRedirectTo: `${origin()}/auth/login` } })),
  ),
  signInWithOAuth: fromPromise<unknown, { provider: 'google' | 'azure' }>(({ input }) =>
    ok(supabase().auth.signInWithOAuth({ provider: input.provider, options: { redirectTo: origin() } })),
  ),
};

export const registerActors = {
  signUp: fromPromise<unknown, Credentials>(({ input }) => ok(supabase().auth.signUp({ ...input, options: { emailRedirectTo: origin() } }))),
};

export const forgotPasswordActors = {
  resetPasswordForEmail: fromPromise<unknown, { email: string }>(({ input }) =>
    ok(supabase().auth.resetPasswordForEmail(input.email, { redirectTo: `${origin()}/change-password` })),
  ),
};

export const changePasswordActors = {
  updatePassword: fromPromise<unknown, { password: string }>(({ input }) => ok(supabase().auth.updateUser({ password: input.password }))),
};
