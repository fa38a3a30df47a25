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
  selectCanSaveScript,
  selectDraftNameError,
  selectHasFailed,
  selectIsCreating,
  selectIsDeleting,
  selectIsLoading,
  selectIsUpdating,
  selectModules,
  selectNeedsSuite,
  selectRenameValue,
  selectSelectedModule,
} from './modules.selectors';

describePathModel(modulesPathModel);

const NOTIFY = [
  'notifyLoadFailed',
  'notifyCreated',
  'notifyCreateFailed',
  'notifyUpdated',
  'notifyRenameFailed',
  'notifyUpdateFailed',
  'notifyDeleted',
  'notifyDeleteFailed',
] as const;

/** Started with a recording dialog, or the given one. */
function startModules(suiteId: string | null = SHOP_SUITE_ID, confirmDialog?: ConfirmDialogRef) {
  const dialog = recordingDialog();
  const started = startRecorded(modulesMachine, {
    input: { suiteId, confirmDialog: confirmDialog ?? dialog.ref },
    actors: ['listTestModules', 'createTestModule', 'updateTestModule', 'deleteTestModule'],
    actions: [...NOTIFY],
  });
  const load = (modules: TestModule[] = [loginModule, checkoutModule]) => {
    started.settle(doneEvent('listTestModules', modules));
  };
  /** Asks to delete the module and answers Yes in the dialog. */
  const deleteWithYes = (id: string) => {
    started.actor.send({ type: 'module.delete', id });
    started.actor.send({ type: 'confirm.accepted', value: '' });
  };
  return { ...started, load, deleteWithYes, dialog: dialog.received };
}

describe('modules', () => {
  it('loads at once with a suite, once per suite, and selects the first module', () => {
    const { actor, settle, calls, snapshot } = startModules();
    expect(snapshot().value).toBe('loading');
    expect(selectIsLoading(snapshot())).toBe(true);
    settle(doneEvent('listTestModules', [loginModule, checkoutModule]));
    actor.send({ type: 'modules.retry' });
    expect(calls).toEqual([['listTestModules', { suiteId: SHOP_SUITE_ID }]]);
    expect(selectModules(snapshot())).toEqual([loginModule, checkoutModule]);
    expect(selectSelectedModule(snapshot())).toEqual(loginModule);
    expect(snapshot().context.scriptDraft).toBe(loginModule.defining_py_script);
  });

  it('reports a failed load with the server message, or the generic text, and retries', () => {
    const { actor, settle, calls, done, snapshot } = startModules();
    settle(errorEvent('listTestModules', 'Project not found'));
    expect(selectHasFailed(snapshot())).toBe(true);
    actor.send({ type: 'modules.retry' });
    settle(errorEvent('listTestModules', ''));
    actor.send({ type: 'modules.retry' });
    settle(doneEvent('listTestModules', []));
    expect(calls).toHaveLength(3);
    expect(selectSelectedModule(snapshot())).toBeNull();
    expect(done).toEqual([
      ['notifyLoadFailed', { title: 'Failed to fetch modules', text: 'Project not found', type: 'error' }],
      ['notifyLoadFailed', { title: 'Failed to fetch modules', text: 'An unexpected error occurred', type: 'error' }],
    ]);
  });

  it("never shows a network failure's or a bare status's text: only what the server said (E-56)", () => {
    const { actor, settle, done } = startModules();
    // fetch's own rejection when the request never reached the server.
    settle({ type: 'xstate.error.actor.listTestModules', error: new TypeError('Failed to fetch') });
    actor.send({ type: 'modules.retry' });
    // An API error from a bare 500: the client fell back to the status text, the server said nothing.
    settle({
      type: 'xstate.error.actor.listTestModules',
      error: Object.assign(new Error('Internal Server Error'), { status: 500, serverMessage: '' }),
    });
    actor.send({ type: 'modules.retry' });
    settle({
      type: 'xstate.error.actor.listTestModules',
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
    expect(selectNeedsSuite(snapshot())).toBe(true);
    actor.send({ type: 'module.create' });
    actor.send({ type: 'module.rename' });
    actor.send({ type: 'module.saveScript' });
    actor.send({ type: 'module.delete', id: loginModule.module_id });
    expect(snapshot().value).toBe('idle');
    expect(calls).toEqual([]);
    const text = 'No test suite selected';
    expect(done).toEqual([
      ['notifyCreateFailed', { title: 'Failed to create module', text, type: 'error' }],
      ['notifyRenameFailed', { title: 'Failed to rename module', text, type: 'error' }],
      ['notifyUpdateFailed', { title: 'Failed to update module', text, type: 'error' }],
      ['notifyDeleteFailed', { title: 'Failed to delete module', text, type: 'error' }],
    ]);
  });

  it('requires a name, then creates with nulls for the missing test and a blank script', () => {
    const { actor, settle, load, calls, done, snapshot } = startModules();
    load();
    expect(selectDraftNameError(snapshot())).toBeNull();
    actor.send({ type: 'module.create' });
    expect(selectDraftNameError(snapshot())).toBe('This field is required');
    actor.send({ type: 'draft.nameChanged', value: '   ' });
    actor.send({ type: 'module.create' });
    expect(selectIsCreating(snapshot())).toBe(false);
    actor.send({ type: 'draft.nameChanged', value: '  Accept cookies ' });
    actor.send({ type: 'draft.scriptChanged', value: '  \n ' });
    expect(selectDraftNameError(snapshot())).toBeNull();
    actor.send({ type: 'module.create' });
    expect(selectIsCreating(snapshot())).toBe(true);
    // A second create while the first runs is ignored; the form is read-only meanwhile.
    actor.send({ type: 'module.create' });
    actor.send({ type: 'draft.nameChanged', value: 'x' });
    expect(calls.slice(1)).toEqual([
      [
        'createTestModule',
        {
          suiteId: SHOP_SUITE_ID,
          module: { name: 'Accept cookies', module_type: 'setup', test_case_id: null, defining_py_script: null },
        },
      ],
    ]);
    const created: TestModule = { ...signUpModule, name: 'Accept cookies', module_type: 'setup', defining_py_script: null };
    settle(doneEvent('createTestModule', created));
    expect(selectIsCreating(snapshot())).toBe(false);
    expect(selectModules(snapshot())).toEqual([loginModule, checkoutModule, created]);
    expect(selectSelectedModule(snapshot())).toEqual(created);
    expect(snapshot().context.draft).toEqual({ name: '', moduleType: 'setup', script: '' });
    expect(snapshot().context.showErrors).toBe(false);
    expect(done).toEqual([
      ['notifyCreated', { title: 'Module created', text: 'Accept cookies is ready to use as a setup module.', type: 'success' }],
    ]);
  });

  it('sends the type and script it was given, and keeps the draft when the create fails', () => {
    const { actor, settle, load, calls, done, snapshot } = startModules();
    load();
    actor.send({ type: 'draft.nameChanged', value: 'Sign up' });
    actor.send({ type: 'draft.typeChanged', value: 'steps' });
    actor.send({ type: 'draft.scriptChanged', value: SIGN_UP_SCRIPT });
    actor.send({ type: 'module.create' });
    expect(calls[1]).toEqual([
      'createTestModule',
      { suiteId: SHOP_SUITE_ID, module: { name: 'Sign up', module_type: 'steps', test_case_id: null, defining_py_script: SIGN_UP_SCRIPT } },
    ]);
    settle(errorEvent('createTestModule', 'A module with this name already exists'));
    expect(snapshot().context.draft).toEqual({ name: 'Sign up', moduleType: 'steps', script: SIGN_UP_SCRIPT });
    expect(done).toEqual([
      ['notifyCreateFailed', { title: 'Failed to create module', text: 'A module with this name already exists', type: 'error' }],
    ]);
  });

  it('renames inline and changes the name locally on success', () => {
    const { actor, settle, load, calls, done, snapshot } = startModules();
    load();
    actor.send({ type: 'module.renameStart', id: loginModule.module_id });
    expect(selectRenameValue(snapshot())).toBe('Log in');
    // The same name just closes the editor; an empty one saves nothing and keeps it open.
    actor.send({ type: 'module.rename' });
    expect(selectRenameValue(snapshot())).toBeNull();
    actor.send({ type: 'module.renameStart', id: loginModule.module_id });
    actor.send({ type: 'rename.changed', value: '  ' });
    actor.send({ type: 'module.rename' });
    expect(selectRenameValue(snapshot())).toBe('  ');
    actor.send({ type: 'rename.changed', value: ` ${RENAMED_LOGIN} ` });
    actor.send({ type: 'module.rename' });
    expect(selectIsUpdating(snapshot())).toBe(true);
    actor.send({ type: 'module.rename' });
    actor.send({ type: 'rename.cancel' });
    expect(calls.slice(1)).toEqual([
      ['updateTestModule', { suiteId: SHOP_SUITE_ID, moduleId: loginModule.module_id, patch: { name: RENAMED_LOGIN } }],
    ]);
    settle(doneEvent('updateTestModule', null));
    expect(selectRenameValue(snapshot())).toBeNull();
    expect(selectModules(snapshot())).toEqual([{ ...loginModule, name: RENAMED_LOGIN }, checkoutModule]);
    expect(done).toEqual([['notifyUpdated', { title: 'Module updated', text: `${RENAMED_LOGIN} is saved.`, type: 'success' }]]);
  });

  it('keeps the rename open and the name unchanged when the rename fails', () => {
    const { actor, settle, load, done, snapshot } = startModules();
    load();
    actor.send({ type: 'module.renameStart', id: loginModule.module_id });
    actor.send({ type: 'rename.changed', value: RENAMED_LOGIN });
    actor.send({ type: 'module.rename' });
    settle(errorEvent('updateTestModule', 'Module not found'));
    expect(selectRenameValue(snapshot())).toBe(RENAMED_LOGIN);
    expect(selectModules(snapshot())[0]).toEqual(loginModule);
    expect(done).toEqual([['notifyRenameFailed', { title: 'Failed to rename module', text: 'Module not found', type: 'error' }]]);
    actor.send({ type: 'rename.cancel' });
    expect(selectRenameValue(snapshot())).toBeNull();
  });

  it('saves the edited script and changes it locally on success; a blank script is saved as null', () => {
    const { actor, settle, load, calls, done, snapshot } = startModules();
    load();
    expect(selectCanSaveScript(snapshot())).toBe(false);
    actor.send({ type: 'module.saveScript' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'script.changed', value: EDITED_LOGIN_SCRIPT });
    expect(selectCanSaveScript(snapshot())).toBe(true);
    actor.send({ type: 'module.saveScript' });
    expect(selectCanSaveScript(snapshot())).toBe(false);
    settle(doneEvent('updateTestModule', null));
    expect(selectModules(snapshot())[0]).toEqual({ ...loginModule, defining_py_script: EDITED_LOGIN_SCRIPT });
    actor.send({ type: 'script.changed', value: ' ' });
    actor.send({ type: 'module.saveScript' });
    settle(errorEvent('updateTestModule', ''));
    expect(selectModules(snapshot())[0]!.defining_py_script).toBe(EDITED_LOGIN_SCRIPT);
    expect(calls.slice(1)).toEqual([
      ['updateTestModule', { suiteId: SHOP_SUITE_ID, moduleId: loginModule.module_id, patch: { defining_py_script: EDITED_LOGIN_SCRIPT } }],
      ['updateTestModule', { suiteId: SHOP_SUITE_ID, moduleId: loginModule.module_id, patch: { defining_py_script: null } }],
    ]);
    expect(done).toEqual([
      ['notifyUpdated', { title: 'Module updated', text: 'Log in is saved.', type: 'success' }],
      ['notifyUpdateFailed', { title: 'Failed to update module', text: 'An unexpected error occurred', type: 'error' }],
    ]);
  });

  it('updates nothing without a selected module', () => {
    const { actor, load, calls, snapshot } = startModules();
    load([]);
    actor.send({ type: 'script.changed', value: 'page.goto("/")' });
    actor.send({ type: 'module.saveScript' });
    actor.send({ type: 'module.renameStart', id: loginModule.module_id });
    actor.send({ type: 'module.rename' });
    expect(selectIsUpdating(snapshot())).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('selects a module and loads its script into the editor, closing a rename', () => {
    const { actor, load, snapshot } = startModules();
    load();
    actor.send({ type: 'script.changed', value: EDITED_LOGIN_SCRIPT });
    actor.send({ type: 'module.renameStart', id: loginModule.module_id });
    actor.send({ type: 'module.select', id: checkoutModule.module_id });
    expect(selectSelectedModule(snapshot())).toEqual(checkoutModule);
    expect(snapshot().context.scriptDraft).toBe('');
    expect(selectRenameValue(snapshot())).toBeNull();
    actor.send({ type: 'module.select', id: 'unknown' });
    expect(selectSelectedModule(snapshot())).toEqual(checkoutModule);
  });

  it('asks the dialog before deleting, deletes on Yes, closes the dialog and moves the selection', () => {
    const { actor, settle, load, calls, done, dialog, deleteWithYes, snapshot } = startModules();
    load();
    actor.send({ type: 'module.delete', id: 'unknown' });
    expect(dialog).toEqual([]);
    actor.send({ type: 'module.delete', id: loginModule.module_id });
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
    actor.send({ type: 'module.delete', id: checkoutModule.module_id });
    expect(dialog).toHaveLength(1);
    expect(calls.slice(1)).toEqual([['deleteTestModule', { suiteId: SHOP_SUITE_ID, moduleId: loginModule.module_id }]]);
    settle(doneEvent('deleteTestModule', null));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.settled' }]);
    expect(selectModules(snapshot())).toEqual([checkoutModule]);
    expect(selectSelectedModule(snapshot())).toEqual(checkoutModule);
    deleteWithYes(checkoutModule.module_id);
    settle(doneEvent('deleteTestModule', null));
    expect(selectModules(snapshot())).toEqual([]);
    expect(selectSelectedModule(snapshot())).toBeNull();
    expect(done).toEqual([
      ['notifyDeleted', { title: 'Module deleted', text: 'Log in is deleted.', type: 'success' }],
      ['notifyDeleted', { title: 'Module deleted', text: 'Open checkout is deleted.', type: 'success' }],
    ]);
  });

  it('keeps the module when the user answers No', () => {
    const { actor, load, calls, dialog, snapshot } = startModules();
    load();
    actor.send({ type: 'module.delete', id: loginModule.module_id });
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
    settle(errorEvent('deleteTestModule', 'Module is used by 3 tests'));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.failed', error: 'Module is used by 3 tests' }]);
    expect(selectIsDeleting(snapshot())).toBe(false);
    expect(selectModules(snapshot())).toEqual([loginModule, checkoutModule]);
    expect(done).toEqual([['notifyDeleteFailed', { title: 'Failed to delete module', text: 'Module is used by 3 tests', type: 'error' }]]);
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(calls.slice(1)).toEqual([
      ['deleteTestModule', { suiteId: SHOP_SUITE_ID, moduleId: checkoutModule.module_id }],
      ['deleteTestModule', { suiteId: SHOP_SUITE_ID, moduleId: checkoutModule.module_id }],
    ]);
    settle(doneEvent('deleteTestModule', null));
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
      actor.send({ type: 'module.delete', id: loginModule.module_id });
      if (yesFirst) dialog.send({ type: 'dialog.confirm' });
      actor.send({ type: 'suite.changed', suiteId: OTHER_SUITE_ID });
      // Asked only: the user's later Yes no longer deletes anything, and the dialog closes.
      if (!yesFirst) dialog.send({ type: 'dialog.confirm' });
      expect(selectIsOpen(dialog.getSnapshot())).toBe(false);
      expect(actor.getSnapshot().value).toBe('loading');
      expect(calls.filter(([name]) => name === 'deleteTestModule')).toHaveLength(yesFirst ? 1 : 0);
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
    actor.send({ type: 'draft.nameChanged', value: 'Sign up' });
    actor.send({ type: 'module.create' });
    actor.send({ type: 'script.changed', value: EDITED_LOGIN_SCRIPT });
    actor.send({ type: 'module.saveScript' });
    deleteWithYes(checkoutModule.module_id);
    expect(snapshot().value).toEqual({ loaded: { creating: 'saving', updating: 'saving', deleting: 'deleting' } });
    expect(calls.map(([name]) => name)).toEqual(['listTestModules', 'createTestModule', 'updateTestModule', 'deleteTestModule']);
    settle(doneEvent('deleteTestModule', null));
    settle(doneEvent('createTestModule', signUpModule));
    settle(doneEvent('updateTestModule', null));
    expect(selectModules(snapshot())).toEqual([{ ...loginModule, defining_py_script: EDITED_LOGIN_SCRIPT }, signUpModule]);
    expect(selectSelectedModule(snapshot())).toEqual(signUpModule);
  });

  it('drops everything when the suite changes and loads the new suite at once', () => {
    const { actor, settle, load, calls, deleteWithYes, snapshot } = startModules();
    load();
    actor.send({ type: 'draft.nameChanged', value: 'Sign up' });
    deleteWithYes(loginModule.module_id);
    actor.send({ type: 'suite.changed', suiteId: OTHER_SUITE_ID });
    expect(snapshot().value).toBe('loading');
    expect(snapshot().context).toEqual({
      suiteId: OTHER_SUITE_ID,
      confirmDialog: expect.anything(),
      modules: [],
      selectedId: null,
      draft: { name: '', moduleType: 'setup', script: '' },
      rename: null,
      scriptDraft: '',
      showErrors: false,
      pendingUpdate: null,
      deletingId: null,
    });
    settle(doneEvent('listTestModules', [checkoutModule]));
    expect(calls.at(-1)).toEqual(['listTestModules', { suiteId: OTHER_SUITE_ID }]);
    expect(selectModules(snapshot())).toEqual([checkoutModule]);
    actor.send({ type: 'suite.changed', suiteId: null });
    expect(selectNeedsSuite(snapshot())).toBe(true);
  });
});
