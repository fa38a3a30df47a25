/**
 * The path model of a project's environments: one listed environment, an environment to add (a
 * name, then a row without a key, then its key), an edit (its name emptied, or a stored value's
 * row removed, each from the untouched edit), a deletion answered Yes or No in the confirm
 * dialog (a recording stand-in), and both outcomes of every call. Each form sample is offered
 * only while it changes something, so the snapshots stay few.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent } from '../_testing/paths';
import { recordingDialog } from '../_testing/confirmations';
import { listResourceFakes } from '../listResource/listResource.fakes';
import { environmentsObservations, environmentsTransitions } from './environments.expectations';
import { qaEnvironment, SHOP_SUITE_ID, stagingEnvironment } from './environments.fixtures';
import {
  environmentsMachine,
  MASKED_VALUE,
  type Environment,
  type EnvironmentCreate,
  type EnvironmentFormPatch,
  type EnvironmentUpdate,
} from './environments.machine';

export { productionEnvironment, qaEnvironment, SHOP_SUITE_ID, stagingEnvironment } from './environments.fixtures';

/** The draft's next sample: a name, a row, then its key. */
function draftSamples({ name, rows }: { name: string; rows: ReadonlyArray<{ key: string }> }): EnvironmentFormPatch[] {
  if (name === '') return [{ name: 'qa' }];
  if (rows.length === 0) return [{ addRow: true }];
  return rows[0]!.key === '' ? [{ row: 0, key: 'API_TOKEN' }] : [];
}

export const environmentsPathModel: PathModel<typeof environmentsMachine> = {
  machine: environmentsMachine,
  inputs: [{ ownerId: SHOP_SUITE_ID, confirmDialog: recordingDialog().ref }],
  implementations: listResourceFakes<Environment, EnvironmentCreate, EnvironmentUpdate>(),
  events: ({ context: { draft, editing } }) => {
    const untouchedEdit =
      editing !== null &&
      editing.name === stagingEnvironment.name &&
      editing.rows.length === 2 &&
      editing.rows.every((row) => row.value === MASKED_VALUE);
    return [
      { type: 'owner.changed', ownerId: null },
      { type: 'list.retry' },
      doneEvent('list', [stagingEnvironment]),
      errorEvent('list', 'Network error'),
      ...draftSamples(draft).map((patch) => ({ type: 'draft.changed' as const, patch })),
      { type: 'draft.clear' },
      { type: 'item.create' },
      doneEvent('create', qaEnvironment),
      errorEvent('create', 'This project already has an environment named "qa".'),
      { type: 'item.edit', id: stagingEnvironment._id },
      ...(untouchedEdit
        ? [
            { type: 'edit.changed' as const, patch: { name: '' } },
            { type: 'edit.changed' as const, patch: { removeRow: 0 } },
          ]
        : []),
      { type: 'edit.cancel' },
      { type: 'item.save' },
      doneEvent('update', undefined),
      errorEvent('update', 'Environment not found'),
      { type: 'item.delete', id: stagingEnvironment._id },
      { type: 'confirm.accepted', value: '' },
      { type: 'confirm.declined' },
      doneEvent('remove', undefined),
      errorEvent('remove', 'Environment not found'),
    ];
  },
  observations: environmentsObservations,
  transitions: environmentsTransitions,
};
