import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

/** Signed in with a live session; the stored session is still being read while `checking`. */
export const selectIsAuthenticated = (snapshot: Snapshot) => snapshot.matches({ auth: 'authenticated' });

/** The stored session has not been read yet: route guards wait instead of redirecting. */
export const selectIsChecking = (snapshot: Snapshot) => snapshot.matches({ auth: 'checking' });

export const selectUser = (snapshot: Snapshot) => snapshot.context.session?.user ?? null;

/** The bearer token for product API calls and the live-watch `auth` message. */
export const selectAccessToken = (snapshot: Snapshot) => snapshot.context.session?.accessToken ?? null;
