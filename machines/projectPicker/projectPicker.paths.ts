/** The path model of the project picker: names to type, projects to act on, save and delete outcomes, the dialog's answers. */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { recordingActor, recordingDialog } from '../_testing/confirmations';
import { projectPickerObservations, projectPickerTransitions } from './projectPicker.expectations';
import { projectPickerMachine, type TestSuite } from './projectPicker.machine';

const saved: TestSuite = { test_suite_id: 'suite-1', name: 'Shop', org_id: 'org-1' };

export const projectPickerPathModel: PathModel<typeof projectPickerMachine> = {
  machine: projectPickerMachine,
  inputs: [{ confirmDialog: recordingDialog().ref, layout: recordingActor('mainLayout').ref }],
  implementations: {
    actors: {
      createTestSuite: neverSettles<TestSuite, { name: string }>(),
      renameTestSuite: neverSettles<TestSuite, { id: string; new_name: string }>(),
      deleteTestSuite: neverSettles<unknown, { id: string }>(),
    },
    actions: { fallBackToTests: () => {}, notifyFailed: () => {} },
  },
  events: () => [
    { type: 'picker.open' },
    { type: 'picker.close' },
    { type: 'project.select', id: 'suite-1' },
    { type: 'project.create' },
    { type: 'project.rename', id: 'suite-1', name: 'Shop' },
    { type: 'project.delete', id: 'suite-1', name: 'Shop' },
    { type: 'draft.changed', value: ' Shop 2 ' },
    { type: 'draft.changed', value: '  ' },
    { type: 'draft.save' },
    { type: 'draft.cancel' },
    { type: 'confirm.accepted', value: '' },
    { type: 'confirm.declined' },
    doneEvent('createTestSuite', saved),
    errorEvent('createTestSuite', 'Unable to create the project'),
    doneEvent('renameTestSuite', saved),
    errorEvent('renameTestSuite', 'Unable to update the project name'),
    doneEvent('deleteTestSuite', null),
    errorEvent('deleteTestSuite', 'Unable to delete the project'),
  ],
  observations: projectPickerObservations,
  transitions: projectPickerTransitions,
};
