/** Samples shared by the auth machines' path models and tests. */
import type { ErrorActorEvent } from '../_testing/paths';

/** An error as supabase-js raises it: a message and the server's error code. */
export function authError(message: string, code: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), { code, ...extra });
}

/** The error event of an invoked auth call failing with a server error code. */
export function authErrorEvent<TId extends string>(
  id: TId,
  message: string,
  code: string,
  extra: Record<string, unknown> = {},
): ErrorActorEvent<TId> {
  return { type: `xstate.error.actor.${id}`, error: authError(message, code, extra) };
}
