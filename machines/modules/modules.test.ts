import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { recordingDialog } from '../_testing/confirmations';
import { createActor } from 'xstate';
import { confirmDialogMachine, type ConfirmDialogRef } from '../confirmDialog/confirmDialog.machine';
import { selectIsOpen } from '../confirmDialog/confirmDialog.selectors';
import { deleteModuleOptions, modulesMachine, type TestModule } from './modules.machine';
import {
  checkoutModule,
  EDITED_LOGIN_SCRIPT,
  loginModule,
  modulesPathModel,
  OTHER_SUITE_ID,
  RENAMED_LOGIN,
  SHOP_SUITE_ID,
  SIGN_UP_SCRIPT,
  signUpModule,
} from './modules.paths';
import {
  selectHasFailed,
  selectHasNoOwner,
  selectIsCreating,
  selectIsDeleting,
  selectIsLoading,
  selectIsUpdating,
} from '../listResource/listResource.selectors';
import {
  selectCanSaveScript,
  selectDraftNameError,
  selectModules,
  selectRenameValue,
  selectScriptDraft,
  selectSelectedModule,
} from './modules.selectors';

describePathModel(modulesPathModel);

/** Started with a recording dialog, or the given one. */
function startModules(suiteId: string | null = SHOP_SUITE_ID, confirmDialog?: ConfirmDialogRef) {
  const dialog = recordingDialog();
  const started = startRecorded(modulesMachine, {
    input: { ownerId: suiteId, confirmDialog: confirmDialog ?? dialog.ref },
    actors: ['list', 'create', 'update', 'remove'],
    actions: ['notify'],
  });
  const load = (modules: TestModule[] = [loginModule, checkoutModule]) => {
    started.settle(doneEvent('list', modules));
  };
  /** Asks to delete the module and answers Yes in the dialog. */
  const deleteWithYes = (id: string) => {
    started.actor.send({ type: 'item.delete', id });
    started.actor.send({ type: 'confirm.accepted', value: '' });
  };
  return { ...started, load, deleteWithYes, dialog: dialog.received };
}

describe('modules', () => {
  it('loads at once with a suite, once per suite, and selects the first module', () => {
    const { actor, settle, calls, snapshot } = startModules();
    expect(snapshot().value).toBe('loading');
    expect(selectIsLoading(snapshot())).toBe(true);
    settle(doneEvent('list', [loginModule, checkoutModule]));
    actor.send({ type: 'list.retry' });
    expect(calls).toEqual([['list', { ownerId: SHOP_SUITE_ID }]]);
    expect(selectModules(snapshot())).toEqual([loginModule, checkoutModule]);
    expect(selectSelectedModule(snapshot())).toEqual(loginModule);
    expect(selectScriptDraft(snapshot())).toBe(loginModule.defining_py_script);
  });

  it('reports a failed load with the server message, or the generic text, and retries', () => {
    const { actor, settle, calls, done, snapshot } = startModules();
    settle(errorEvent('list', 'Project not found'));
    expect(selectHasFailed(snapshot())).toBe(true);
    actor.send({ type: 'list.retry' });
    settle(errorEvent('list', ''));
    actor.send({ type: 'list.retry' });
    settle(doneEvent('list', []));
    expect(calls).toHaveLength(3);
    expect(selectSelectedModule(snapshot())).toBeNull();
    expect(done).toEqual([
      ['notify', { title: 'Failed to fetch modules', text: 'Project not found', type: 'error' }],
      ['notify', { title: 'Failed to fetch modules', text: 'An unexpected error occurred', type: 'error' }],
    ]);
  });

  it("never shows a network failure's or a bare status's text: only what the server said (E-56)", () => {
    const { actor, settle, done } = startModules();
    // fetch's own rejection when the request never reached the server.
    settle({ type: 'xstate.error.actor.list', error: new TypeError('Failed to fetch') });
    actor.send({ type: 'list.retry' });
    // An API error from a bare 500: the client fell back to the status text, the server said nothing.
    settle({
      type: 'xstate.error.actor.list',
      error: Object.assign(new Error('Internal Server Error'), { status: 500, serverMessage: '' }),
    });
    actor.send({ type: 'list.retry' });
    settle({
      type: 'xstate.error.actor.list',
      error: Object.assign(new Error('Project not found'), { status: 404, serverMessage: 'Project not found' }),
    });
    expect(done.map(([, params]) => params)).toEqual([
      { title: 'Failed to fetch modules', text: 'An unexpected error occurred', type: 'error' },
      { title: 'Failed to fetch modules', text: 'An unexpected error occurred', type: 'error' },
      { title: 'Failed to fetch modules', text: 'Project not found', type: 'error' },
    ]);
  });

  it('makes no module call without a suite and says so', () => {
    const { actor, calls, done, snapshot } = startModules(null);
    expect(selectHasNoOwner(snapshot())).toBe(true);
    actor.send({ type: 'item.create' });
    actor.send({ type: 'item.save', part: 'name' });
    actor.send({ type: 'item.save', part: 'script' });
    actor.send({ type: 'item.delete', id: loginModule.module_id });
    expect(snapshot().value).toBe('idle');
    expect(calls).toEqual([]);
    const text = 'No test suite selected';
    expect(done).toEqual([
      ['notify', { title: 'Failed to create module', text, type: 'error' }],
      ['notify', { title: 'Failed to rename module', text, type: 'error' }],
      ['notify', { title: 'Failed to update module', text, type: 'error' }],
      ['notify', { title: 'Failed to delete module', text, type: 'error' }],
    ]);
  });

  it('requires a name, then creates with nulls for the missing test and a blank script', () => {
    const { actor, settle, load, calls, done, snapshot } = startModules();
    load();
    expect(selectDraftNameError(snapshot())).toBeNull();
    actor.send({ type: 'item.create' });
    expect(selectDraftNameError(snapshot())).toBe('This field is required');
    actor.send({ type: 'draft.changed', patch: { name: '   ' } });
    actor.send({ type: 'item.create' });
    expect(selectIsCreating(snapshot())).toBe(false);
    actor.send({ type: 'draft.changed', patch: { name: '  Accept cookies ' } });
    actor.send({ type: 'draft.changed', patch: { script: '  \n ' } });
    expect(selectDraftNameError(snapshot())).toBeNull();
    actor.send({ type: 'item.create' });
    expect(selectIsCreating(snapshot())).toBe(true);
    // A second create while the first runs is ignored; the form is read-only meanwhile.
    actor.send({ type: 'item.create' });
    actor.send({ type: 'draft.changed', patch: { name: 'x' } });
    expect(calls.slice(1)).toEqual([
      [
        'create',
        {
          ownerId: SHOP_SUITE_ID,
          create: { name: 'Accept cookies', module_type: 'setup', test_case_id: null, defining_py_script: null },
        },
      ],
    ]);
    const created: TestModule = { ...signUpModule, name: 'Accept cookies', module_type: 'setup', defining_py_script: null };
    settle(doneEvent('create', created));
    expect(selectIsCreating(snapshot())).toBe(false);
    expect(selectModules(snapshot())).toEqual([loginModule, checkoutModule, created]);
    expect(selectSelectedModule(snapshot())).toEqual(created);
    expect(snapshot().context.draft).toEqual({ name: '', moduleType: 'setup', script: '' });
    expect(snapshot().context.showDraftErrors).toBe(false);
    expect(done).toEqual([['notify', { title: 'Module created', text: 'Accept cookies is ready to use as a setup module.', type: 'success' }]]);
  });

  it('sends the type and script it was given, and keeps the draft when the create fails', () => {
    const { actor, settle, load, calls, done, snapshot } = startModules();
    load();
    actor.send({ type: 'draft.changed', patch: { name: 'Sign up' } });
    actor.send({ type: 'draft.changed', patch: { moduleType: 'steps' } });
    actor.send({ type: 'draft.changed', patch: { script: SIGN_UP_SCRIPT } });
    actor.send({ type: 'item.create' });
    expect(calls[1]).toEqual([
      'create',
      { ownerId: SHOP_SUITE_ID, create: { name: 'Sign up', module_type: 'steps', test_case_id: null, defining_py_script: SIGN_UP_SCRIPT } },
    ]);
    settle(errorEvent('create', 'A module with this name already exists'));
    expect(snapshot().context.draft).toEqual({ name: 'Sign up', moduleType: 'steps', script: SIGN_UP_SCRIPT });
    expect(done).toEqual([['notify', { title: 'Failed to create module', text: 'A module with this name already exists', type: 'error' }]]);
  });

  it('renames inline and changes the name locally on success', () => {
    const { actor, settle, load, calls, done, snapshot } = startModules();
    load();
    actor.send({ type: 'edit.changed', patch: { name: loginModule.name } });
    expect(selectRenameValue(snapshot())).toBe('Log in');
    // The same name just closes the editor; an empty one saves nothing and keeps it open.
    actor.send({ type: 'item.save', part: 'name' });
    expect(selectRenameValue(snapshot())).toBeNull();
    actor.send({ type: 'edit.changed', patch: { name: loginModule.name } });
    actor.send({ type: 'edit.changed', patch: { name: '  ' } });
    actor.send({ type: 'item.save', part: 'name' });
    expect(selectRenameValue(snapshot())).toBe('  ');
    actor.send({ type: 'edit.changed', patch: { name: ` ${RENAMED_LOGIN} ` } });
    actor.send({ type: 'item.save', part: 'name' });
    expect(selectIsUpdating(snapshot())).toBe(true);
    actor.send({ type: 'item.save', part: 'name' });
    actor.send({ type: 'edit.changed', patch: { name: null } });
    expect(calls.slice(1)).toEqual([['update', { ownerId: SHOP_SUITE_ID, id: loginModule.module_id, changes: { name: RENAMED_LOGIN } }]]);
    settle(doneEvent('update', null));
    expect(selectRenameValue(snapshot())).toBeNull();
    expect(selectModules(snapshot())).toEqual([{ ...loginModule, name: RENAMED_LOGIN }, checkoutModule]);
    expect(done).toEqual([['notify', { title: 'Module updated', text: `${RENAMED_LOGIN} is saved.`, type: 'success' }]]);
  });

  it('keeps the rename open and the name unchanged when the rename fails', () => {
    const { actor, settle, load, done, snapshot } = startModules();
    load();
    actor.send({ type: 'edit.changed', patch: { name: loginModule.name } });
    actor.send({ type: 'edit.changed', patch: { name: RENAMED_LOGIN } });
    actor.send({ type: 'item.save', part: 'name' });
    settle(errorEvent('update', 'Module not found'));
    expect(selectRenameValue(snapshot())).toBe(RENAMED_LOGIN);
    expect(selectModules(snapshot())[0]).toEqual(loginModule);
    expect(done).toEqual([['notify', { title: 'Failed to rename module', text: 'Module not found', type: 'error' }]]);
    actor.send({ type: 'edit.changed', patch: { name: null } });
    expect(selectRenameValue(snapshot())).toBeNull();
  });

  it('saves the edited script and changes it locally on success; a blank script is saved as null', () => {
    const { actor, settle, load, calls, done, snapshot } = startModules();
    load();
    expect(selectCanSaveScript(snapshot())).toBe(false);
    actor.send({ type: 'item.save', part: 'script' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'edit.changed', patch: { script: EDITED_LOGIN_SCRIPT } });
    expect(selectCanSaveScript(snapshot())).toBe(true);
    actor.send({ type: 'item.save', part: 'script' });
    expect(selectCanSaveScript(snapshot())).toBe(false);
    settle(doneEvent('update', null));
    expect(selectModules(snapshot())[0]).toEqual({ ...loginModule, defining_py_script: EDITED_LOGIN_SCRIPT });
    actor.send({ type: 'edit.changed', patch: { script: ' ' } });
    actor.send({ type: 'item.save', part: 'script' });
    settle(errorEvent('update', ''));
    expect(selectModules(snapshot())[0]!.defining_py_script).toBe(EDITED_LOGIN_SCRIPT);
    expect(calls.slice(1)).toEqual([
      ['update', { ownerId: SHOP_SUITE_ID, id: loginModule.module_id, changes: { defining_py_script: EDITED_LOGIN_SCRIPT } }],
      ['update', { ownerId: SHOP_SUITE_ID, id: loginModule.module_id, changes: { defining_py_script: null } }],
    ]);
    expect(done).toEqual([
      ['notify', { title: 'Module updated', text: 'Log in is saved.', type: 'success' }],
      ['notify', { title: 'Failed to update module', text: 'An unexpected error occurred', type: 'error' }],
    ]);
  });

  it('updates nothing without a selected module', () => {
    const { actor, load, calls, snapshot } = startModules();
    load([]);
    actor.send({ type: 'edit.changed', patch: { script: 'page.goto("/")' } });
    actor.send({ type: 'item.save', part: 'script' });
    actor.send({ type: 'edit.changed', patch: { name: loginModule.name } });
    actor.send({ type: 'item.save', part: 'name' });
    expect(selectIsUpdating(snapshot())).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('selects a module and loads its script into the editor, closing a rename', () => {
    const { actor, load, snapshot } = startModules();
    load();
    actor.send({ type: 'edit.changed', patch: { script: EDITED_LOGIN_SCRIPT } });
    actor.send({ type: 'edit.changed', patch: { name: loginModule.name } });
    actor.send({ type: 'item.edit', id: checkoutModule.module_id });
    expect(selectSelectedModule(snapshot())).toEqual(checkoutModule);
    expect(selectScriptDraft(snapshot())).toBe('');
    expect(selectRenameValue(snapshot())).toBeNull();
    actor.send({ type: 'item.edit', id: 'unknown' });
    expect(selectSelectedModule(snapshot())).toEqual(checkoutModule);
  });

  it('asks the dialog before deleting, deletes on Yes, closes the dialog and moves the selection', () => {
    const { actor, settle, load, calls, done, dialog, deleteWithYes, snapshot } = startModules();
    load();
    actor.send({ type: 'item.delete', id: 'unknown' });
    expect(dialog).toEqual([]);
    actor.send({ type: 'item.delete', id: loginModule.module_id });
    expect(dialog).toEqual([{ type: 'confirm.request', options: deleteModuleOptions('Log in'), replyTo: actor }]);
    expect(deleteModuleOptions('Log in')).toEqual({
      title: 'Delete module "Log in"?',
      message: 'This action cannot be undone. Tests that use <b>Log in</b> as their setup will run without it.',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      icon: 'danger',
    });
    expect(calls).toHaveLength(1);
    expect(selectIsDeleting(snapshot())).toBe(false);
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(selectIsDeleting(snapshot())).toBe(true);
    // A second deletion is not asked while one is in flight.
    actor.send({ type: 'item.delete', id: checkoutModule.module_id });
    expect(dialog).toHaveLength(1);
    expect(calls.slice(1)).toEqual([['remove', { ownerId: SHOP_SUITE_ID, id: loginModule.module_id }]]);
    settle(doneEvent('remove', null));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.settled' }]);
    expect(selectModules(snapshot())).toEqual([checkoutModule]);
    expect(selectSelectedModule(snapshot())).toEqual(checkoutModule);
    deleteWithYes(checkoutModule.module_id);
    settle(doneEvent('remove', null));
    expect(selectModules(snapshot())).toEqual([]);
    expect(selectSelectedModule(snapshot())).toBeNull();
    expect(done).toEqual([
      ['notify', { title: 'Module deleted', text: 'Log in is deleted.', type: 'success' }],
      ['notify', { title: 'Module deleted', text: 'Open checkout is deleted.', type: 'success' }],
    ]);
  });

  it('keeps the module when the user answers No', () => {
    const { actor, load, calls, dialog, snapshot } = startModules();
    load();
    actor.send({ type: 'item.delete', id: loginModule.module_id });
    actor.send({ type: 'confirm.declined' });
    expect(snapshot().value).toEqual({ loaded: { creating: 'idle', updating: 'idle', deleting: 'idle' } });
    expect(snapshot().context.deletingId).toBeNull();
    expect(calls).toHaveLength(1);
    expect(dialog).toHaveLength(1);
  });

  it('reports a failed delete in the dialog and a toast, keeps the module, and deletes on a second Yes', () => {
    const { actor, settle, load, calls, done, dialog, deleteWithYes, snapshot } = startModules();
    load();
    deleteWithYes(checkoutModule.module_id);
    settle(errorEvent('remove', 'Module is used by 3 tests'));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.failed', error: 'Module is used by 3 tests' }]);
    expect(selectIsDeleting(snapshot())).toBe(false);
    expect(selectModules(snapshot())).toEqual([loginModule, checkoutModule]);
    expect(done).toEqual([['notify', { title: 'Failed to delete module', text: 'Module is used by 3 tests', type: 'error' }]]);
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(calls.slice(1)).toEqual([
      ['remove', { ownerId: SHOP_SUITE_ID, id: checkoutModule.module_id }],
      ['remove', { ownerId: SHOP_SUITE_ID, id: checkoutModule.module_id }],
    ]);
    settle(doneEvent('remove', null));
    expect(dialog.at(-1)).toEqual({ type: 'confirm.settled' });
    // Another module was deleted: the selection stays.
    expect(selectModules(snapshot())).toEqual([loginModule]);
    expect(selectSelectedModule(snapshot())).toEqual(loginModule);
  });

  it('leaves no dialog waiting when the suite changes while it asks or while the DELETE runs', () => {
    for (const yesFirst of [false, true]) {
      const dialog = createActor(confirmDialogMachine).start();
      const { actor, load, calls } = startModules(SHOP_SUITE_ID, dialog);
      load();
      actor.send({ type: 'item.delete', id: loginModule.module_id });
      if (yesFirst) dialog.send({ type: 'dialog.confirm' });
      actor.send({ type: 'owner.changed', ownerId: OTHER_SUITE_ID });
      // Asked only: the user's later Yes no longer deletes anything, and the dialog closes.
      if (!yesFirst) dialog.send({ type: 'dialog.confirm' });
      expect(selectIsOpen(dialog.getSnapshot())).toBe(false);
      expect(actor.getSnapshot().value).toBe('loading');
      expect(calls.filter(([name]) => name === 'remove')).toHaveLength(yesFirst ? 1 : 0);
    }
  });

  it('escapes the name in the dialog message', () => {
    expect(deleteModuleOptions('<script>').message).toBe(
      'This action cannot be undone. Tests that use <b>&#60;script&#62;</b> as their setup will run without it.',
    );
  });

  it('runs a create, an update and a delete side by side', () => {
    const { actor, settle, load, calls, deleteWithYes, snapshot } = startModules();
    load();
    actor.send({ type: 'draft.changed', patch: { name: 'Sign up' } });
    actor.send({ type: 'item.create' });
    actor.send({ type: 'edit.changed', patch: { script: EDITED_LOGIN_SCRIPT } });
    actor.send({ type: 'item.save', part: 'script' });
    deleteWithYes(checkoutModule.module_id);
    expect(snapshot().value).toEqual({ loaded: { creating: 'saving', updating: 'saving', deleting: 'deleting' } });
    expect(calls.map(([name]) => name)).toEqual(['list', 'create', 'update', 'remove']);
    settle(doneEvent('remove', null));
    settle(doneEvent('create', signUpModule));
    settle(doneEvent('update', null));
    expect(selectModules(snapshot())).toEqual([{ ...loginModule, defining_py_script: EDITED_LOGIN_SCRIPT }, signUpModule]);
    expect(selectSelectedModule(snapshot())).toEqual(signUpModule);
  });

  it('drops everything when the suite changes and loads the new suite at once', () => {
    const { actor, settle, load, calls, deleteWithYes, snapshot } = startModules();
    load();
    actor.send({ type: 'draft.changed', patch: { name: 'Sign up' } });
    deleteWithYes(loginModule.module_id);
    actor.send({ type: 'owner.changed', ownerId: OTHER_SUITE_ID });
    expect(snapshot().value).toBe('loading');
    expect(snapshot().context).toEqual({
      ownerId: OTHER_SUITE_ID,
      confirmDialog: expect.anything(),
      items: [],
      draft: { name: '', moduleType: 'setup', script: '' },
      showDraftErrors: false,
      editing: null,
      showEditErrors: false,
      saving: null,
      deletingId: null,
    });
    settle(doneEvent('list', [checkoutModule]));
    expect(calls.at(-1)).toEqual(['list', { ownerId: OTHER_SUITE_ID }]);
    expect(selectModules(snapshot())).toEqual([checkoutModule]);
    actor.send({ type: 'owner.changed', ownerId: null });
    expect(selectHasNoOwner(snapshot())).toBe(true);
  });
});
