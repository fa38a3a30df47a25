import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { describePathModel } from '../_testing/pathTests';
import { selectIsOpen, selectOptions } from '../confirmDialog/confirmDialog.selectors';
import { freshSession } from '../session/session.paths';
import { selectIsPinned } from '../sidebar/sidebar.selectors';
import { selectMode } from '../theme/theme.selectors';
import { appMachine } from './app.machine';
import { appPathModel, emptyWorkspace, silentApp, storedDark, workspaceInput } from './app.paths';

describePathModel(appPathModel);

function startApp() {
  const app = createActor(appMachine.provide(silentApp), { input: storedDark }).start();
  return { app, children: app.getSnapshot().children };
}

describe('app', () => {
  it("starts the page's actors, each reachable by its systemId", () => {
    const { app, children } = startApp();
    for (const id of ['confirmDialog', 'toasts', 'theme', 'sidebar', 'session'] as const) {
      expect(children[id], id).toBeDefined();
      expect(app.system.get(id), id).toBe(children[id]);
    }
  });

  it('starts the theme and the sidebar from what was stored', () => {
    const { children } = startApp();
    expect(selectMode(children.theme!.getSnapshot())).toBe('dark');
    expect(selectIsPinned(children.sidebar!.getSnapshot())).toBe(true);
  });

  it("asks the app's one confirm dialog before logging out", () => {
    const { children } = startApp();
    const session = children.session!;
    session.send({ type: 'session.signedIn', session: freshSession });
    session.send({ type: 'logout.requested' });
    const dialog = children.confirmDialog!.getSnapshot();
    expect(selectIsOpen(dialog)).toBe(true);
    expect(selectOptions(dialog)?.title).toBe('Are you sure you want to logout?');
  });

  it("opens one workspace per user: the same user's stays, another's replaces it, and closing stops it", () => {
    const { app } = startApp();
    const open = (userId: string) => app.send({ type: 'workspace.open', userId, logic: emptyWorkspace, input: workspaceInput });
    open('user-1');
    const first = app.system.get('workspace')!;
    open('user-1');
    expect(app.system.get('workspace')).toBe(first);
    open('user-2');
    const second = app.system.get('workspace')!;
    expect(second).not.toBe(first);
    expect(first.getSnapshot().status).toBe('stopped');
    expect(app.getSnapshot().context.workspace).toEqual({ userId: 'user-2' });
    app.send({ type: 'workspace.close' });
    expect(second.getSnapshot().status).toBe('stopped');
    expect(app.system.get('workspace')).toBeUndefined();
    expect(app.getSnapshot().context.workspace).toBeNull();
  });

  it('stops every child with the app', () => {
    const { app, children } = startApp();
    app.stop();
    for (const child of Object.values(children)) expect(child.getSnapshot().status).toBe('stopped');
  });
});
