/**
 * The actors that live as long as the page: theme, sidebar, the confirmation dialog and the
 * session, wired to their real implementations (supabase-js, storage, navigation).
 *
 * Every screen loads this module, the login screen too, so it must not import the signed-in
 * user's actors (appActors.ts): they pull in the machines of every signed-in screen. That
 * module registers here how to stop its actors when the session ends.
 */
import { createActor } from 'xstate';
import { confirmDialogMachine, type ConfirmDialogRef } from '../../machines/confirmDialog/confirmDialog.machine';
import { sessionMachine } from '../../machines/session/session.machine';
import { sidebarMachine } from '../../machines/sidebar/sidebar.machine';
import { themeMachine } from '../../machines/theme/theme.machine';
import { sessionActors } from '../actors/sessionActors';
import { supabase } from '../session/supabase';
import { forgetStoredSession, readStoredSession, toSession } from '../session/session';
import { forgetRoles } from '../session/roles';
import { inspector } from './inspect';
import { readStored, storageKeys, writeStored, clearSelections } from './storage';
import { goTo } from './navigation';

const prefersDarkQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null);

function createThemeActor() {
  const stored = readStored(storageKeys.theme);
  const actor = createActor(themeMachine.provide({ actions: { storeMode: (_, params) => writeStored(storageKeys.theme, params.mode) } }), {
    input: {
      storedMode: stored === 'light' || stored === 'dark' || stored === 'system' ? stored : null,
      systemPrefersDark: prefersDarkQuery()?.matches ?? false,
    },
    inspect: inspector(),
  });
  prefersDarkQuery()?.addEventListener('change', (event) => actor.send({ type: 'system.changed', prefersDark: event.matches }));
  return actor.start();
}

function createSidebarActor() {
  return createActor(
    sidebarMachine.provide({ actions: { storePinned: (_, params) => writeStored(storageKeys.sidebarPinned, String(params.pinned)) } }),
    { input: { pinned: readStored(storageKeys.sidebarPinned) === 'true' }, inspect: inspector() },
  ).start();
}

function createConfirmDialogActor() {
  // What Yes does is the asking machine's own: the dialog only asks (confirmDialog.machine.ts).
  return createActor(confirmDialogMachine, { inspect: inspector() }).start();
}

/** The session asks `confirmDialog` before logging out. */
function createSessionActor(confirmDialog: ConfirmDialogRef) {
  const actor = createActor(
    sessionMachine.provide({
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
    }),
    { input: { confirmDialog }, inspect: inspector() },
  ).start();
  supabase().auth.onAuthStateChange((event, session) => {
    if (event === 'SIGNED_OUT') {
      actor.send({ type: 'session.signedOut' });
      return;
    }
    if (!session) return;
    // The stored copy, saved before the event fires (in this tab or another): its expiry is on
    // this machine's clock, the event's on the server's (storedSession.ts). Read at once, so the
    // user is known before the sign-in's own navigation runs the route loaders.
    const current = readStoredSession() ?? toSession(session)!;
    if (event === 'TOKEN_REFRESHED') actor.send({ type: 'session.refreshed', session: current });
    else if (event === 'SIGNED_IN' || event === 'USER_UPDATED' || event === 'PASSWORD_RECOVERY')
      actor.send({ type: 'session.signedIn', session: current });
  });
  document.addEventListener('visibilitychange', () => actor.send({ type: document.hidden ? 'page.hidden' : 'page.visible' }));
  return actor;
}

export type AppActors = {
  theme: ReturnType<typeof createThemeActor>;
  sidebar: ReturnType<typeof createSidebarActor>;
  confirmDialog: ReturnType<typeof createConfirmDialogActor>;
  session: ReturnType<typeof createSessionActor>;
};

let actors: AppActors | null = null;
/** Stops the signed-in user's actors; null until their module has loaded. */
let stopLayoutActors: (() => void) | null = null;

export function appActors(): AppActors {
  if (!actors) {
    const confirmDialog = createConfirmDialogActor();
    actors = { theme: createThemeActor(), sidebar: createSidebarActor(), confirmDialog, session: createSessionActor(confirmDialog) };
  }
  return actors;
}

/** Called once by the signed-in user's actors' module: how to stop them when the session ends. */
export function registerLayoutActorsStop(stop: () => void): void {
  stopLayoutActors = stop;
}

/** Stops the signed-in user's actors and forgets their roles and saved selections. */
export function resetLayoutActors(): void {
  forgetRoles();
  stopLayoutActors?.();
  clearSelections();
}
