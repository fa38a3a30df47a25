/**
 * What the user observes in each state of the session, and what each transition must do: the
 * hand-written tables its path replays check (machines/_testing/expectations.ts). Spec section
 * 4, "Session and data": anonymous or authenticated, rechecked every 60 seconds, refreshed before
 * the token expires, paused while the page is hidden and resumed when visible; expired when now
 * is at or past expires_at, and a user id counts only when longer than 10 characters. Section 2:
 * an expired session or a missing stored token resets the stores and goes to /auth/login; 'Log
 * out' asks 'Are you sure you want to logout?' first.
 *
 * The machine is parallel (`auth` and `logout`), so every state is a pair and a step's key names
 * both regions. The tables are built from one statement per region: what each region shows and
 * does, combined for every pair the walk reaches.
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, Observation, StepExpectation } from '../_testing/expectations';
import type { Session, SessionContext, sessionMachine } from './session.machine';
import { selectAccessToken, selectIsAuthenticated, selectIsChecking, selectUser } from './session.selectors';

type Machine = typeof sessionMachine;
type Tables = ExpectationTables<Machine>;
type EventType = NonNullable<Observation<Machine>['can']>[number];

type AuthState =
  | 'checking'
  | 'anonymous'
  | 'authenticated.waitingToRecheck'
  | 'authenticated.waitingToRefresh'
  | 'authenticated.rechecking'
  | 'authenticated.refreshing'
  | 'authenticated.paused';
type LogoutState = 'idle' | 'asking' | 'signingOut';

const AUTH_STATES: ReadonlyArray<AuthState> = [
  'checking',
  'anonymous',
  'authenticated.waitingToRecheck',
  'authenticated.waitingToRefresh',
  'authenticated.rechecking',
  'authenticated.refreshing',
  'authenticated.paused',
];
const LOGOUT_STATES: ReadonlyArray<LogoutState> = ['idle', 'asking', 'signingOut'];

/** 'Log out' is offered only to a signed-in user, so the dialog never asks while the stored session is read. */
const reached = (auth: AuthState, logout: LogoutState) => auth !== 'checking' || logout === 'idle';
const key = (auth: AuthState, logout: LogoutState) => `auth.${auth}+logout.${logout}`;
const isAuthenticated = (auth: AuthState) => auth.startsWith('authenticated.');

const ADA = { id: '6f1c2a9e-4b7d-4e0a-9c3f-1d2e3f4a5b6c', email: 'ada@example.com' };

// --- What the user observes -------------------------------------------------------------------

/** The bearer token is there exactly while signed in. */
const hasAccessToken = (snapshot: SnapshotFrom<Machine>) => selectAccessToken(snapshot) !== null;

function observe(auth: AuthState, logout: LogoutState): Observation<Machine> {
  const signedIn = isAuthenticated(auth);
  // Reading the stored session, rechecking and refreshing are under way: route guards wait.
  const busy = ['checking', 'authenticated.rechecking', 'authenticated.refreshing'].includes(auth);
  const authCan: EventType[] = signedIn
    ? ['session.signedIn', 'session.refreshed', 'session.signedOut', 'page.hidden', 'page.visible']
    : ['session.signedIn', 'page.hidden', 'page.visible'];
  const logoutCan: EventType[] = {
    idle: signedIn ? (['logout.requested'] as const) : [],
    asking: ['confirm.accepted', 'confirm.declined'] as const,
    signingOut: [],
  }[logout] as EventType[];
  return {
    tags: busy ? ['busy'] : [],
    can: [...authCan, ...logoutCan],
    selectors: [
      [selectIsChecking, auth === 'checking'],
      [selectIsAuthenticated, signedIn],
      [selectUser, signedIn ? ADA : null],
      [hasAccessToken, signedIn],
    ],
  };
}

export const sessionObservations: Tables['observations'] = Object.fromEntries(
  AUTH_STATES.flatMap((auth) => LOGOUT_STATES.filter((logout) => reached(auth, logout)).map((logout) => [key(auth, logout), observe(auth, logout)])),
);

// --- What each step does, per region -----------------------------------------------------------

/** What one region does with an event: where it goes, and its effects; null when it does not handle it. */
type RegionStep = { target: string; effects?: Effect[] } | null;

/** A user id longer than 10 characters, and not yet expired: the samples' fresh and near-expiry sessions. */
const isLiveSample = (session: Session | null | undefined) =>
  Boolean(session && ['token-fresh', 'token-near'].includes(session.accessToken) && session.user.id === ADA.id);

/**
 * Where a live session waits: paused while the page is hidden; else a refresh when it falls due
 * before the next 60 s recheck (the near-expiry sample refreshes 120 s before its expiry, in about
 * 50 s), else the recheck.
 */
const scheduled = (session: Session, pageHidden: boolean) =>
  pageHidden ? 'authenticated.paused' : session.accessToken === 'token-near' ? 'authenticated.waitingToRefresh' : 'authenticated.waitingToRecheck';

const getSession: Effect = { invoke: 'getSession', input: undefined };
const refreshSession: Effect = { invoke: 'refreshSession', input: undefined };
/** Expired session or missing stored token: the stores reset and the user goes to /auth/login. */
const ended: RegionStep = {
  target: 'anonymous',
  effects: [
    { action: 'resetStores', params: undefined },
    { action: 'goToLogin', params: undefined },
  ],
};

/** Entering a state that waits: a recheck reads the stored session again. */
const enter = (target: string): RegionStep => ({ target, effects: target === 'authenticated.rechecking' ? [getSession] : [] });

const RECHECK_TIMER = 'xstate.after.recheckInterval.session.auth.authenticated.waitingToRecheck';
const REFRESH_TIMER = 'xstate.after.refreshDelay.session.auth.authenticated.waitingToRefresh';

function authStep(auth: AuthState, { pageHidden }: SessionContext, event: AnyEventObject): RegionStep {
  const session = (event.session ?? event.output) as Session | null | undefined;
  switch (event.type) {
    // Visibility is always noted; only a signed-in session pauses and resumes.
    case 'page.hidden':
      return { target: isAuthenticated(auth) ? 'authenticated.paused' : auth };
    case 'page.visible':
      return auth === 'authenticated.paused' ? enter('authenticated.rechecking') : { target: auth };
    // A sign-in (or a new token) counts only when live, and reschedules from its expiry.
    case 'session.signedIn':
      return isLiveSample(session) ? { target: scheduled(session!, pageHidden) } : null;
    case 'session.refreshed':
      return isAuthenticated(auth) && isLiveSample(session) ? { target: scheduled(session!, pageHidden) } : null;
    case 'session.signedOut':
      return isAuthenticated(auth) ? ended : null;
    // At start, nothing stored (or an expired session) is simply anonymous: the route guards send
    // protected routes to login and remember the address. A failure to read it too.
    case 'xstate.done.actor.getSession':
      if (auth === 'checking') return isLiveSample(session) ? { target: scheduled(session!, pageHidden) } : { target: 'anonymous' };
      return isLiveSample(session) ? { target: scheduled(session!, pageHidden) } : ended;
    // It could not tell: ask again at the next interval (a signed-in session is kept).
    case 'xstate.error.actor.getSession':
      return { target: auth === 'checking' ? 'anonymous' : 'authenticated.waitingToRecheck' };
    case 'xstate.done.actor.refreshSession':
      return isLiveSample(session) ? { target: scheduled(session!, pageHidden) } : ended;
    // Offline, say: the session is kept until the next recheck.
    case 'xstate.error.actor.refreshSession':
      return { target: 'authenticated.waitingToRecheck' };
    case RECHECK_TIMER:
      return enter('authenticated.rechecking');
    case REFRESH_TIMER:
      return { target: 'authenticated.refreshing', effects: [refreshSession] };
    default:
      return null;
  }
}

const toDialog = (event: object): Effect => ({ send: 'confirmDialog', event });

function logoutStep(logout: LogoutState, event: AnyEventObject): RegionStep {
  switch (`${logout} ${event.type}`) {
    case 'idle logout.requested':
      return {
        target: 'asking',
        effects: [
          toDialog({
            type: 'confirm.request',
            options: {
              title: 'Are you sure you want to logout?',
              message: 'You will be logged out of your account.',
              cancelLabel: 'Cancel',
              confirmLabel: 'Yes, Logout',
              icon: 'warning',
            },
            replyTo: 'actor:session',
          }),
        ],
      };
    case 'asking confirm.declined':
      return { target: 'idle' };
    // The dialog loads meanwhile.
    case 'asking confirm.accepted':
      return { target: 'signingOut', effects: [{ invoke: 'signOut', input: undefined }] };
    // Signed out (SIGNED_OUT ends the session on its own): the dialog closes.
    case 'signingOut xstate.done.actor.signOut':
      return { target: 'idle', effects: [toDialog({ type: 'confirm.settled' })] };
    // The dialog shows why and may answer Yes again; the session goes on.
    case 'signingOut xstate.error.actor.signOut':
      return { target: 'asking', effects: [toDialog({ type: 'confirm.failed', error: 'Failed to fetch' })] };
    default:
      return null;
  }
}

/** The event types each region's state handles (with a sample that is taken there). */
function authEvents(auth: AuthState): string[] {
  const always = ['session.signedIn', 'page.hidden', 'page.visible'];
  switch (auth) {
    case 'checking':
      return [...always, 'xstate.done.actor.getSession', 'xstate.error.actor.getSession'];
    case 'anonymous':
      return always;
    default: {
      const own = {
        'authenticated.waitingToRecheck': [RECHECK_TIMER],
        'authenticated.waitingToRefresh': [REFRESH_TIMER],
        'authenticated.rechecking': ['xstate.done.actor.getSession', 'xstate.error.actor.getSession'],
        'authenticated.refreshing': ['xstate.done.actor.refreshSession', 'xstate.error.actor.refreshSession'],
        'authenticated.paused': [],
      }[auth];
      return [...always, 'session.refreshed', 'session.signedOut', ...own];
    }
  }
}
function logoutEvents(auth: AuthState, logout: LogoutState): string[] {
  if (logout === 'idle') return isAuthenticated(auth) ? ['logout.requested'] : [];
  return logout === 'asking' ? ['confirm.accepted', 'confirm.declined'] : ['xstate.done.actor.signOut', 'xstate.error.actor.signOut'];
}

/** Both regions' statements combined: an unhandled event leaves its region where it is. */
const step =
  (auth: AuthState, logout: LogoutState) =>
  (context: SessionContext, event: AnyEventObject): StepExpectation => {
    const a = authStep(auth, context, event);
    const l = logoutStep(logout, event);
    return {
      target: key((a?.target ?? auth) as AuthState, (l?.target ?? logout) as LogoutState),
      effects: [...(a?.effects ?? []), ...(l?.effects ?? [])],
    };
  };

export const sessionTransitions: Tables['transitions'] = {
  // The stored session is read once at start.
  'start + xstate.init': { target: key('checking', 'idle'), effects: [getSession] },
  ...Object.fromEntries(
    AUTH_STATES.flatMap((auth) =>
      LOGOUT_STATES.filter((logout) => reached(auth, logout)).flatMap((logout) =>
        [...authEvents(auth), ...logoutEvents(auth, logout)].map((type) => [`${key(auth, logout)} + ${type}`, step(auth, logout)]),
      ),
    ),
  ),
};
