/**
 * Item 26: a destructive dialog shows its loading state until the server answers, also for the
 * intents a section carries out itself (here: deleting a shared parameter). Real machines; only
 * the API call is a fake the test settles by hand.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { confirmDialogMachine } from '../../machines/confirmDialog/confirmDialog.machine';
import { sharedParametersMachine, type SharedParameter } from '../../machines/sharedParameters/sharedParameters.machine';
import { selectIsDeleting, selectParameters } from '../../machines/sharedParameters/sharedParameters.selectors';
import { ACME_SUITE_ID, baseUrl } from '../../machines/sharedParameters/sharedParameters.fixtures';
import { actOnConfirmation, runSectionAction, settleAfter } from './confirmSections';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred() {
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const unregister: Array<() => void> = [];
afterEach(() => unregister.splice(0).forEach((stop) => stop()));

async function setUp() {
  const deletion = deferred();
  const parameters = createActor(
    sharedParametersMachine.provide({
      actors: {
        listSharedParameters: fromPromise<SharedParameter[], { suiteId: string }>(async () => [baseUrl]),
        deleteSharedParameter: fromPromise<void, { suiteId: string; id: string }>(() => deletion.promise),
      },
      actions: { notifyDeleteFailed: () => {} },
    }),
    { input: { suiteId: ACME_SUITE_ID } },
  ).start();
  parameters.send({ type: 'parameters.load' });
  await flush();
  const dialog = createActor(
    confirmDialogMachine.provide({ actors: { confirmAction: fromPromise(({ input }) => runSectionAction(input.intent)) } }),
  ).start();
  unregister.push(
    actOnConfirmation('sharedParameter.delete', (intent) =>
      settleAfter(parameters, { type: 'parameter.deleteConfirmed', id: String(intent.id) }, selectIsDeleting),
    ),
  );
  const intent = { type: 'sharedParameter.delete', id: baseUrl._id };
  dialog.send({ type: 'dialog.open', options: { title: 'Delete shared parameter?', message: 'x', intent } });
  dialog.send({ type: 'dialog.confirm' });
  await flush();
  return { dialog, parameters, deletion };
}

describe('a section-carried confirmation keeps the dialog loading until the server answers', () => {
  it('closes only once the DELETE succeeded', async () => {
    const { dialog, parameters, deletion } = await setUp();
    expect(selectIsDeleting(parameters.getSnapshot())).toBe(true);
    expect(dialog.getSnapshot().value).toBe('confirming');
    expect(dialog.getSnapshot().hasTag('busy')).toBe(true);
    deletion.resolve();
    await flush();
    await flush();
    expect(selectParameters(parameters.getSnapshot())).toEqual([]);
    expect(dialog.getSnapshot().value).toBe('closed');
  });

  it('closes once the DELETE failed too (the section reports it)', async () => {
    const { dialog, deletion } = await setUp();
    expect(dialog.getSnapshot().value).toBe('confirming');
    deletion.reject(new Error('Shared parameter not found'));
    await flush();
    await flush();
    expect(dialog.getSnapshot().value).toBe('closed');
  });

  it('acts on nothing no shown section registered for', async () => {
    await expect(runSectionAction({ type: 'module.delete', id: 'm1' })).resolves.toBeNull();
  });
});
