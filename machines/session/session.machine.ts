/**
 * The signed-in session (spec section 4, "Session and data"): anonymous or authenticated. An
 * authenticated session is rechecked every 60 seconds and refreshed shortly before its access
 * token expires; both pause while the page is hidden and a recheck runs as soon as it is
 * visible again. A session found expired, or no stored session at all, resets the stores and
 * sends the user to /auth/login (spec section 2, route rules).
 *
 * The session itself lives in supabase-js; its auth state changes arrive as `session.signedIn`,
 * `session.refreshed` and `session.signedOut`. The actors' contract, which keeps the expiry
 * decision here:
 * - `getSession` resolves with the stored session even when it has expired, or null when none
 *   is stored; it rejects only when it cannot tell (a transient failure).
 * - `refreshSession` resolves with the new session, or null when the refresh token was refused
 *   (the session is over); it rejects on a transient failure (offline).
 *
 * Logging out is a region of its own beside the session's (`logout`): 'Log out' asks the global
 * confirm dialog (machines/confirmDialog) and, on Yes, `signOut` ends the session in
 * supabase-js. Its SIGNED_OUT event (`session.signedOut`) then does what every end of a session
 * does (stores reset, login), usually before `signOut` itself resolves: the logout region
 * outlives the session's states, so it still hears the outcome and closes the dialog.
 */
import { assign, setup } from 'xstate';
import { errorMessage } from '../_shared/authErrors';
import { confirmationActions, type ConfirmAnswerEvent, type ConfirmDialogRef, type ConfirmOptions } from '../confirmDialog/confirmation';
import { providedActor, providedAction } from '../_shared/provided';

export interface SessionUser {
  id: string;
  email: string;
  /** The profile name, when the user has one (the public user menu shows it). */
  name?: string;
}

export interface Session {
  accessToken: string;
  /** Seconds since the epoch, as GoTrue's `expires_at`. */
  expiresAt: number;
  user: SessionUser;
}

export interface SessionInput {
  /** The global confirm dialog, asked before logging out. */
  confirmDialog: ConfirmDialogRef;
}

export interface SessionContext {
  confirmDialog: ConfirmDialogRef;
  session: Session | null;
  /** The page is hidden (visibilitychange); kept so a session that starts hidden starts paused. */
  pageHidden: boolean;
}

export type SessionEvent =
  | { type: 'session.signedIn'; session: Session }
  | { type: 'session.refreshed'; session: Session }
  | { type: 'session.signedOut' }
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  /** The user chose 'Log out' (user menu, public pages); the dialog asks first. */
  | { type: 'logout.requested' }
  | ConfirmAnswerEvent;

/** What the dialog asks before logging out. */
export const logoutConfirmation: ConfirmOptions = {
  title: 'Are you sure you want to logout?',
  message: 'You will be logged out of your account.',
  cancelLabel: 'Cancel',
  confirmLabel: 'Yes, Logout',
  icon: 'warning',
};

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 120_000;
/** The spec's session check interval (section 9). */
export const RECHECK_INTERVAL_MS = 60_000;
// Browsers run a longer setTimeout at once (the delay overflows 32 bits).
const MAX_TIMER_MS = 2 ** 31 - 1;

const expiresAtMs = (session: Session) => session.expiresAt * 1000;

/** Expired when now is at or past expires_at (spec section 4). */
export function isExpired(session: Session | null, now: number): boolean {
  return session === null || now >= expiresAtMs(session);
}

/** A user id counts as authenticated only if longer than 10 characters (spec section 5). */
export function isLive(session: Session | null, now: number): session is Session {
  return session !== null && session.user.id.length > 10 && !isExpired(session, now);
}

/** Milliseconds until the refresh is due: REFRESH_MARGIN_MS before expiry, never negative. */
export function msUntilRefresh(session: Session | null, now: number): number {
  if (session === null) return 0;
  return Math.min(MAX_TIMER_MS, Math.max(0, expiresAtMs(session) - REFRESH_MARGIN_MS - now));
}

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'busy',
    children: {} as { getSession: 'getSession'; refreshSession: 'refreshSession'; signOut: 'signOut' },
  },
  actors: {
    getSession: providedActor<Session | null>('getSession'),
    refreshSession: providedActor<Session | null>('refreshSession'),
    /** Ends the session in supabase-js (which reports SIGNED_OUT); rejects when it could not. */
    signOut: providedActor<void>('signOut'),
  },
  actions: {
    ...confirmationActions<SessionContext, SessionEvent>(),
    setSession: assign((_, params: { session: Session }) => ({ session: params.session })),
    clearSession: assign({ session: null }),
    markHidden: assign({ pageHidden: true }),
    markVisible: assign({ pageHidden: false }),
    resetStores: providedAction('resetStores'),
    goToLogin: providedAction('goToLogin'),
  },
  guards: {
    // Guards read the wall clock: expiry is a fact about now, not about an event.
    isLiveSession: (_, params: { session: Session | null }) => isLive(params.session, Date.now()),
    isPageHidden: ({ context }) => context.pageHidden,
    // One timer at a time: when the refresh falls due before the next recheck, the refresh is
    // that check (it returns the session or ends it), so checks stay at most 60 s apart.
    isRefreshDueFirst: ({ context }) => msUntilRefresh(context.session, Date.now()) < RECHECK_INTERVAL_MS,
  },
  delays: {
    recheckInterval: RECHECK_INTERVAL_MS,
    refreshDelay: ({ context }) => msUntilRefresh(context.session, Date.now()),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ confirmDialog: input.confirmDialog, session: null, pageHidden: false }),
  type: 'parallel',
  states: {
    auth: {
      initial: 'checking',
      on: {
        'page.hidden': { actions: 'markHidden' },
        'page.visible': { actions: 'markVisible' },
      },
      states: {
        // The stored session, read once at start. None (or an expired one) is simply anonymous: the
        // route guards send protected routes to login and remember the address.
        checking: {
          tags: 'busy',
          invoke: {
            id: 'getSession',
            src: 'getSession',
            onDone: [
              {
                guard: { type: 'isLiveSession', params: ({ event }) => ({ session: event.output }) },
                target: 'authenticated',
                actions: { type: 'setSession', params: ({ event }) => ({ session: event.output! }) },
              },
              { target: 'anonymous' },
            ],
            onError: { target: 'anonymous' },
          },
          on: {
            'session.signedIn': {
              guard: { type: 'isLiveSession', params: ({ event }) => ({ session: event.session }) },
              target: 'authenticated',
              actions: { type: 'setSession', params: ({ event }) => ({ session: event.session }) },
            },
          },
        },
        anonymous: {
          on: {
            'session.signedIn': {
              guard: { type: 'isLiveSession', params: ({ event }) => ({ session: event.session }) },
              target: 'authenticated',
              actions: { type: 'setSession', params: ({ event }) => ({ session: event.session }) },
            },
          },
        },
        authenticated: {
          initial: 'scheduling',
          on: {
            // A new token (or a sign-in in another tab) reschedules the timers from its expiry.
            'session.refreshed': {
              guard: { type: 'isLiveSession', params: ({ event }) => ({ session: event.session }) },
              target: '.scheduling',
              actions: { type: 'setSession', params: ({ event }) => ({ session: event.session }) },
            },
            'session.signedIn': {
              guard: { type: 'isLiveSession', params: ({ event }) => ({ session: event.session }) },
              target: '.scheduling',
              actions: { type: 'setSession', params: ({ event }) => ({ session: event.session }) },
            },
            'session.signedOut': { target: 'anonymous', actions: ['clearSession', 'resetStores', 'goToLogin'] },
            // A check in flight is dropped: the recheck on `page.visible` replaces it.
            'page.hidden': { target: '.paused', actions: 'markHidden' },
          },
          states: {
            scheduling: {
              always: [
                { guard: 'isPageHidden', target: 'paused' },
                { guard: 'isRefreshDueFirst', target: 'waitingToRefresh' },
                { target: 'waitingToRecheck' },
              ],
            },
            waitingToRecheck: {
              after: { recheckInterval: 'rechecking' },
            },
            waitingToRefresh: {
              after: { refreshDelay: 'refreshing' },
            },
            rechecking: {
              tags: 'busy',
              invoke: {
                id: 'getSession',
                src: 'getSession',
                onDone: [
                  {
                    guard: { type: 'isLiveSession', params: ({ event }) => ({ session: event.output }) },
                    target: 'scheduling',
                    actions: { type: 'setSession', params: ({ event }) => ({ session: event.output! }) },
                  },
                  // Expired, or the stored token is gone.
                  { target: '#session.auth.anonymous', actions: ['clearSession', 'resetStores', 'goToLogin'] },
                ],
                // It could not tell (storage unreadable): ask again at the next interval.
                onError: { target: 'waitingToRecheck' },
              },
            },
            refreshing: {
              tags: 'busy',
              invoke: {
                id: 'refreshSession',
                src: 'refreshSession',
                onDone: [
                  {
                    guard: { type: 'isLiveSession', params: ({ event }) => ({ session: event.output }) },
                    target: 'scheduling',
                    actions: { type: 'setSession', params: ({ event }) => ({ session: event.output! }) },
                  },
                  { target: '#session.auth.anonymous', actions: ['clearSession', 'resetStores', 'goToLogin'] },
                ],
                // A refresh that failed for now (offline, say) keeps the session until the next
                // recheck, which ends it once expired or leads to another refresh.
                onError: { target: 'waitingToRecheck' },
              },
            },
            paused: {
              on: {
                'page.visible': { target: 'rechecking', actions: 'markVisible' },
              },
            },
          },
        },
      },
    },
    // 'Log out', beside the session's states rather than inside `authenticated`: the session
    // ends (SIGNED_OUT) while `signOut` is still running, and the dialog must still be closed.
    logout: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'logout.requested': { target: 'asking', actions: { type: 'askToConfirm', params: { options: logoutConfirmation } } } },
        },
        asking: {
          on: {
            'confirm.declined': { target: 'idle' },
            'confirm.accepted': { target: 'signingOut' },
          },
        },
        // The dialog loads meanwhile. A failure (offline, say) shows there and the session goes
        // on; the dialog may answer Yes again.
        signingOut: {
          invoke: {
            id: 'signOut',
            src: 'signOut',
            onDone: { target: 'idle', actions: 'settleConfirmation' },
            onError: {
              target: 'asking',
              actions: { type: 'failConfirmation', params: ({ event }) => ({ error: errorMessage(event.error) }) },
            },
          },
        },
      },
    },
  },
});
