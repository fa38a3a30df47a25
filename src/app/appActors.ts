/**
 * The app-level actors, created once and wired to their real implementations (API calls,
 * supabase-js, storage, toasts, navigation). Components read them through selectors and only
 * send events.
 *
 * Two lifetimes: `appActors()` lives as long as the page (theme, sidebar, the confirmation
 * dialog, the session); `layoutActors()` holds the signed-in user's data (organizations,
 * projects) and is thrown away when the session ends, so the next user starts clean.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoaderFunctionArgs } from 'react-router';
import { confirmDialogMachine } from '../../machines/confirmDialog/confirmDialog.machine';
import { sessionMachine } from '../../machines/session/session.machine';
import { sidebarMachine } from '../../machines/sidebar/sidebar.machine';
import { themeMachine } from '../../machines/theme/theme.machine';
import { sessionActors } from '../actors/sessionActors';
import { selectIsChecking, selectUser } from '../../machines/session/session.selectors';
import { supabase } from '../session/supabase';
import { isSignedIn, toSession } from '../session/session';
import { forgetRoles } from '../session/roles';
import { inspector } from './inspect';
import { runConfirmedIntent } from './confirmIntents';
import { readStored, storageKeys, writeStored, clearSelections } from './storage';
import { goTo } from './navigation';
import { createLayoutActors, type LayoutActors } from './layoutActors';

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
  return createActor(
    confirmDialogMachine.provide({ actors: { confirmAction: fromPromise(({ input }) => runConfirmedIntent(input.intent, input.value)) } }),
    { inspect: inspector() },
  ).start();
}

function createSessionActor() {
  const actor = createActor(
    sessionMachine.provide({
      actors: sessionActors,
      actions: {
        // "Expired session or missing stored token: the stores reset and the user goes to /auth/login."
        resetStores: () => resetLayoutActors(),
        goToLogin: () => goTo('/auth/login'),
      },
    }),
    { inspect: inspector() },
  ).start();
  supabase().auth.onAuthStateChange((event, session) => {
    if (event === 'SIGNED_OUT') actor.send({ type: 'session.signedOut' });
    else if (event === 'TOKEN_REFRESHED' && session) actor.send({ type: 'session.refreshed', session: toSession(session)! });
    else if ((event === 'SIGNED_IN' || event === 'USER_UPDATED' || event === 'PASSWORD_RECOVERY') && session)
      actor.send({ type: 'session.signedIn', session: toSession(session)! });
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
let layout: LayoutActors | null = null;
/** Whose data the layout actors hold: they never outlive that user's session. */
let layoutUserId: string | null = null;

const signedInUserId = () => selectUser(appActors().session.getSnapshot())?.id ?? null;

export function appActors(): AppActors {
  actors ??= {
    theme: createThemeActor(),
    sidebar: createSidebarActor(),
    confirmDialog: createConfirmDialogActor(),
    session: createSessionActor(),
  };
  return actors;
}

/** The signed-in user's actors; `routeSuiteId` seeds the layout with the address's project. */
export function layoutActors(routeSuiteId: string | null = null): LayoutActors {
  const userId = signedInUserId();
  if (layout && layoutUserId !== userId) resetLayoutActors();
  if (!layout) {
    layout = createLayoutActors(appActors(), routeSuiteId);
    layoutUserId = userId;
  }
  return layout;
}

/** Stops the signed-in user's actors and forgets their saved selections. */
export function resetLayoutActors(): void {
  forgetRoles();
  layout?.stopAll();
  layout = null;
  layoutUserId = null;
  clearSelections();
}

/**
 * Route loader: tells the layout which project the address names. React Router runs it in
 * parallel with the parent's sign-in guard, so it must not start the layout for a visitor who
 * is about to be sent to the login screen (the layout would call the API without a session).
 */
export async function followRouteSuite({ params }: LoaderFunctionArgs) {
  if (!(await isSignedIn())) return null;
  // The layout belongs to the session's user: wait until the session machine knows who it is.
  await waitFor(appActors().session, (snapshot) => !selectIsChecking(snapshot));
  const suiteId = params.testSuiteId ?? null;
  layoutActors(suiteId).mainLayout.send({ type: 'route.changed', suiteId });
  return null;
}
