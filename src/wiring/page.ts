/**
 * The actors that live as long as the page: theme, sidebar, the confirmation dialog and the
 * session, the children of the app's root actor (machines/app), wired here to their real
 * implementations (supabase-js, storage, navigation) and to the browser's events.
 *
 * Every screen loads this module, the login screen too, so it must not import the signed-in
 * user's actors (workspace.ts): they pull in the machines of every signed-in screen. That
 * module registers here how to stop its actors when the session ends.
 */
import { createActor, type Actor } from 'xstate';
import { appMachine, type AppInput } from '../../machines/app/app.machine';
import { sessionMachine } from '../../machines/session/session.machine';
import { sidebarMachine } from '../../machines/sidebar/sidebar.machine';
import { themeMachine } from '../../machines/theme/theme.machine';
import { toastsMachine, type Toast } from '../../machines/toasts/toasts.machine';
import { showToast } from '../ui/toaster';
import { sessionActors } from './actors/sessionActors';
import { supabase } from '../session/supabase';
import { forgetStoredSession, readStoredSession, toSession } from '../session/session';
import { forgetRoles } from '../session/roles';
import { inspector } from '../app/inspect';
import { readStored, storageKeys, writeStored, clearSelections } from '../app/storage';
import { goTo } from '../app/navigation';

const prefersDarkQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null);

/** The real session: supabase-js, and what a lost session does to the app (stores, address). */
const session = sessionMachine.provide({
  actors: sessionActors,
  actions: {
    // "Expired session or missing stored token: the stores reset and the user goes to /auth/login."
    // The stored session goes too: expired or refused, it must not be refreshed back to life.
    resetStores: () => {
      forgetStoredSession();
      resetLayoutActors();
    },
    goToLogin: () => goTo('/auth/login'),
  },
});

const app = appMachine.provide({
  actors: {
    toasts: toastsMachine.provide({ actions: { display: (_, toast) => showToast(toast) } }),
    theme: themeMachine.provide({ actions: { storeMode: (_, params) => writeStored(storageKeys.theme, params.mode) } }),
    sidebar: sidebarMachine.provide({ actions: { storePinned: (_, params) => writeStored(storageKeys.sidebarPinned, String(params.pinned)) } }),
    session,
  },
});

/** What the page's actors start from: the stored theme and pin, and the system's colour scheme. */
function appInput(): AppInput {
  const stored = readStored(storageKeys.theme);
  return {
    theme: {
      storedMode: stored === 'light' || stored === 'dark' || stored === 'system' ? stored : null,
      systemPrefersDark: prefersDarkQuery()?.matches ?? false,
    },
    sidebar: { pinned: readStored(storageKeys.sidebarPinned) === 'true' },
  };
}

/** The browser's own events the page's actors follow: colour scheme, auth changes, visibility. */
function followBrowser({ theme, session }: AppActors) {
  prefersDarkQuery()?.addEventListener('change', (event) => theme.send({ type: 'system.changed', prefersDark: event.matches }));
  supabase().auth.onAuthStateChange((event, current) => {
    if (event === 'SIGNED_OUT') {
      session.send({ type: 'session.signedOut' });
      return;
    }
    if (!current) return;
    // The stored copy, saved before the event fires (in this tab or another): its expiry is on
    // this machine's clock, the event's on the server's (storedSession.ts). Read at once, so the
    // user is known before the sign-in's own navigation runs the route loaders.
    const stored = readStoredSession() ?? toSession(current)!;
    if (event === 'TOKEN_REFRESHED') session.send({ type: 'session.refreshed', session: stored });
    else if (event === 'SIGNED_IN' || event === 'USER_UPDATED' || event === 'PASSWORD_RECOVERY')
      session.send({ type: 'session.signedIn', session: stored });
  });
  document.addEventListener('visibilitychange', () => session.send({ type: document.hidden ? 'page.hidden' : 'page.visible' }));
}

/** The children of the app's root actor; each is there from the start (machines/app). */
function childrenOf(root: Actor<typeof app>) {
  const { theme, sidebar, confirmDialog, toasts, session } = root.getSnapshot().children;
  if (!theme || !sidebar || !confirmDialog || !toasts || !session) throw new Error('The app actor started without its children');
  return { theme, sidebar, confirmDialog, toasts, session };
}

export type AppActors = ReturnType<typeof childrenOf>;

let root: Actor<typeof app> | null = null;
let actors: AppActors | null = null;
/** Stops what follows the signed-in user's actors from outside (the router); null until their module has loaded. */
let stopLayoutFollowers: (() => void) | null = null;

/** The app's root actor: its children are the page's actors, and the signed-in user's workspace. */
export function appRoot(): Actor<typeof app> {
  if (!root) {
    root = createActor(app, { input: appInput(), inspect: inspector() }).start();
    actors = childrenOf(root);
    followBrowser(actors);
  }
  return root;
}

export function appActors(): AppActors {
  appRoot();
  return actors!;
}

/** A machine's notify action, as the app provides it: the toast goes to the one toasts actor. */
export function notify(_: unknown, toast: Toast): void {
  appActors().toasts.send({ type: 'toast.show', toast });
}

/** Called by the signed-in user's actors' module with each workspace: how to stop its followers. */
export function registerLayoutActorsStop(stop: () => void): void {
  stopLayoutFollowers = stop;
}

/** Closes the signed-in user's workspace and forgets their roles and saved selections. */
export function resetLayoutActors(): void {
  forgetRoles();
  stopLayoutFollowers?.();
  stopLayoutFollowers = null;
  appRoot().send({ type: 'workspace.close' });
  clearSelections();
}
