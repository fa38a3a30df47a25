import { describe, expect, it } from 'vitest';
import { doneEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { recordingDialog } from '../_testing/confirmations';
import { selectEditing, selectIsCreating, selectIsUpdating } from '../listResource/listResource.selectors';
import {
  applyUpdate,
  changeForm,
  deleteEnvironmentOptions,
  emptyForm,
  environmentsMachine,
  formErrors,
  isUnchanged,
  MASKED_VALUE,
  startEdit,
  toCreate,
  toUpdate,
} from './environments.machine';
import { environmentsPathModel, productionEnvironment, qaEnvironment, SHOP_SUITE_ID, stagingEnvironment } from './environments.paths';
import { selectDraftErrors, selectEditErrors, selectEnvironmentOptions, selectEnvironments } from './environments.selectors';

// The list, form, edit and confirmation behaviour is the list resource's (listResource.test.ts);
// this file tests what environments add: the rows of values, the partial update and the masking.
describePathModel(environmentsPathModel);

function loaded(items = [stagingEnvironment, productionEnvironment]) {
  const dialog = recordingDialog();
  const started = startRecorded(environmentsMachine, {
    input: { ownerId: SHOP_SUITE_ID, confirmDialog: dialog.ref },
    actors: ['list', 'create', 'update', 'remove'],
    actions: ['notify'],
  });
  started.settle(doneEvent('list', items));
  started.calls.length = 0;
  return started;
}

describe('environments', () => {
  it('lists by name with every value masked, and offers the names to the pickers once loaded', () => {
    const { snapshot } = loaded([stagingEnvironment, { ...productionEnvironment, values: { TOKEN: 'leaked' } }]);
    expect(selectEnvironments(snapshot()).map((environment) => [environment.name, environment.values])).toEqual([
      ['production', { TOKEN: MASKED_VALUE }],
      ['staging', { API_TOKEN: MASKED_VALUE, ADMIN_EMAIL: MASKED_VALUE }],
    ]);
    expect(selectEnvironmentOptions(snapshot())).toEqual([
      { id: productionEnvironment._id, name: 'production' },
      { id: stagingEnvironment._id, name: 'staging' },
    ]);
  });

  it('checks the name, the base URL and every key once the user tried, then creates with the values typed', () => {
    const { actor, calls, snapshot } = loaded();
    const change = (patch: Parameters<typeof changeForm>[1]) => actor.send({ type: 'draft.changed', patch });
    change({ name: ' staging ' });
    change({ baseUrl: 'ftp://files.shop.example' });
    change({ addRow: true });
    change({ addRow: true });
    change({ row: 0, key: '9lives' });
    change({ row: 1, key: 'TOKEN', value: 's3cret' });
    expect(selectDraftErrors(snapshot())).toEqual({ name: null, baseUrl: null, rows: [null, null] });
    actor.send({ type: 'item.create' });
    expect(selectDraftErrors(snapshot())).toEqual({
      name: 'This project already has an environment named "staging".',
      baseUrl: 'The base URL must be an http:// or https:// address, such as https://staging.example.com.',
      rows: ['Invalid parameter key. It must start with a letter or underscore and can contain only letters, numbers, and underscores.', null],
    });
    change({ row: 0, key: 'TOKEN ' });
    expect(selectDraftErrors(snapshot()).rows).toEqual([null, 'TOKEN is given twice: each key takes one value.']);
    expect(calls).toEqual([]);
    change({ name: ' qa ' });
    change({ baseUrl: ' https://qa.shop.example/any/path ' });
    change({ row: 0, key: 'ADMIN_EMAIL', value: ' qa@shop.example ', secret: false });
    actor.send({ type: 'item.create' });
    expect(selectIsCreating(snapshot())).toBe(true);
    expect(calls).toEqual([
      [
        'create',
        {
          ownerId: SHOP_SUITE_ID,
          create: { name: 'qa', base_url: 'https://qa.shop.example/any/path', values: { ADMIN_EMAIL: ' qa@shop.example ', TOKEN: 's3cret' } },
        },
      ],
    ]);
  });

  it('edits from masked values: sends only what changed, and keeps the list masked', () => {
    const { actor, calls, settle, done, snapshot } = loaded();
    actor.send({ type: 'item.edit', id: stagingEnvironment._id });
    expect(selectEditing(snapshot())).toEqual(startEdit(stagingEnvironment));
    // A stored key is fixed; its value is typed again or left masked.
    actor.send({ type: 'edit.changed', patch: { row: 0, key: 'RENAMED', value: 'n3w' } });
    actor.send({ type: 'edit.changed', patch: { removeRow: 1 } });
    actor.send({ type: 'edit.changed', patch: { addRow: true } });
    actor.send({ type: 'edit.changed', patch: { row: 1, key: 'CARD', value: '4242' } });
    actor.send({ type: 'edit.changed', patch: { baseUrl: '' } });
    actor.send({ type: 'item.save' });
    expect(selectIsUpdating(snapshot())).toBe(true);
    expect(calls).toEqual([
      [
        'update',
        {
          ownerId: SHOP_SUITE_ID,
          id: stagingEnvironment._id,
          changes: { name: 'staging', base_url: null, values: { ADMIN_EMAIL: null, API_TOKEN: 'n3w', CARD: '4242' } },
        },
      ],
    ]);
    settle(doneEvent('update', undefined));
    expect(selectEditing(snapshot())).toBeNull();
    expect(done).toEqual([['notify', { title: 'Environment saved', text: '', type: 'success' }]]);
    expect(selectEnvironments(snapshot())[1]).toEqual({
      ...stagingEnvironment,
      base_url: null,
      values: { API_TOKEN: MASKED_VALUE, CARD: MASKED_VALUE },
    });
  });

  it("saves an untouched edit without a call, and lets an edited environment keep its own name but not take another's", () => {
    const { actor, calls, snapshot } = loaded();
    actor.send({ type: 'item.edit', id: stagingEnvironment._id });
    actor.send({ type: 'item.save' });
    expect(selectEditing(snapshot())).toBeNull();
    actor.send({ type: 'item.edit', id: stagingEnvironment._id });
    actor.send({ type: 'edit.changed', patch: { name: 'production' } });
    actor.send({ type: 'item.save' });
    expect(selectEditErrors(snapshot())?.name).toBe('This project already has an environment named "production".');
    expect(calls).toEqual([]);
  });

  it('adds the created environment masked', () => {
    const { actor, settle, snapshot } = loaded();
    actor.send({ type: 'draft.changed', patch: { name: 'qa' } });
    actor.send({ type: 'item.create' });
    settle(doneEvent('create', { ...qaEnvironment, values: { API_TOKEN: 'typed' } }));
    expect(selectEnvironments(snapshot()).map((environment) => environment.name)).toEqual(['production', 'qa', 'staging']);
    expect(selectEnvironments(snapshot())[1]!.values).toEqual({ API_TOKEN: MASKED_VALUE });
    expect(snapshot().context.draft).toEqual(emptyForm);
  });
});

describe('the form', () => {
  it('changes one thing at a time, and ignores rows it does not have', () => {
    const form = changeForm(changeForm(emptyForm, { addRow: true }), { row: 0, key: 'K', value: 'v', secret: false });
    expect(form.rows).toEqual([{ key: 'K', value: 'v', secret: false, stored: false }]);
    expect(changeForm(form, { row: 3, value: 'x' })).toEqual(form);
    expect(changeForm(form, { removeRow: 0 }).rows).toEqual([]);
  });

  it('needs a name of 1 to 64 characters', () => {
    expect(formErrors({ ...emptyForm, name: '   ' }, []).name).toBe("The environment's name must be 1 to 64 characters.");
    expect(formErrors({ ...emptyForm, name: 'x'.repeat(65) }, []).name).toBe("The environment's name must be 1 to 64 characters.");
    expect(formErrors({ ...emptyForm, name: 'x'.repeat(64) }, []).name).toBeNull();
  });

  it('sends no values and no base URL when none were given', () => {
    expect(toCreate({ name: 'qa', baseUrl: ' ', rows: [] })).toEqual({ name: 'qa', base_url: null, values: {} });
  });

  it('tells an unchanged edit from one whose name, base URL or values changed', () => {
    const edit = startEdit(stagingEnvironment);
    expect(isUnchanged(edit, stagingEnvironment)).toBe(true);
    expect(isUnchanged({ ...edit, name: ' staging ' }, stagingEnvironment)).toBe(true);
    expect(isUnchanged({ ...edit, name: 'stage' }, stagingEnvironment)).toBe(false);
    expect(isUnchanged(changeForm(edit, { row: 0, value: 'x' }), stagingEnvironment)).toBe(false);
    expect(isUnchanged(changeForm(edit, { removeRow: 0 }), stagingEnvironment)).toBe(false);
  });

  it('removes a stored key and adds it back when a new row takes it', () => {
    const edit = changeForm(changeForm(changeForm(startEdit(stagingEnvironment), { removeRow: 0 }), { addRow: true }), {
      row: 1,
      key: 'API_TOKEN',
      value: 'again',
    });
    expect(toUpdate(edit).values).toEqual({ API_TOKEN: 'again' });
    expect(applyUpdate(stagingEnvironment, toUpdate(edit)).values).toEqual({ API_TOKEN: MASKED_VALUE, ADMIN_EMAIL: MASKED_VALUE });
  });

  it('asks before deleting, the name escaped', () => {
    expect(deleteEnvironmentOptions('a<b>')).toEqual({
      title: 'Delete environment "a<b>"?',
      message: 'Runs keep the name <b>a&#60;b&#62;</b>; test suites scheduled against it will run without an environment.',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      icon: 'danger',
    });
  });
});
