/**
 * The path model of a test's script history: the list loaded or failing (and retried), reloaded
 * quietly (a generation ended) with the same list or a changed one, Compare on the current and on
 * the first version (and on a version the list does not have), the other side and the language
 * switched, the diff closed, and Restore asked, declined, accepted, refused by the server (the
 * dialog a recording stand-in), and refused on the current version.
 */
import { fromCallback, type EventObject } from 'xstate';
import { recordingDialog } from '../_testing/confirmations';
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { scriptVersionsObservations, scriptVersionsTransitions } from './scriptVersions.expectations';
import { scriptVersionsMachine, type ScriptVersion, type TestCase } from './scriptVersions.machine';
import { RESTORE_REFUSED, restoredTest, restoredVersions, sampleVersions, TEST_ID } from './scriptVersions.samples';

export const scriptVersionsPathModel: PathModel<typeof scriptVersionsMachine> = {
  machine: scriptVersionsMachine,
  inputs: [{ testId: TEST_ID, confirmDialog: recordingDialog().ref }],
  implementations: {
    actors: {
      listScriptVersions: neverSettles<ScriptVersion[], { testId: string }>(),
      restoreScriptVersion: neverSettles<TestCase, { testId: string; version: number }>(),
      generationEnds: fromCallback<EventObject, { testId: string }>(() => {}),
    },
    actions: { testChanged: () => {}, notifyRestored: () => {}, notifyRestoreFailed: () => {} },
  },
  events: (snapshot) => [
    { type: 'versions.retry' },
    { type: 'versions.refresh' },
    { type: 'version.selected', version: 3 },
    { type: 'version.selected', version: 1 },
    { type: 'version.selected', version: 9 },
    { type: 'compare.changed', version: 1 },
    { type: 'compare.changed', version: 2 },
    { type: 'language.changed', language: 'python' },
    { type: 'language.changed', language: 'typescript' },
    { type: 'diff.closed' },
    { type: 'version.restore', version: 1 },
    // The current version: nothing to restore.
    { type: 'version.restore', version: 3 },
    { type: 'confirm.accepted', value: '' },
    { type: 'confirm.declined' },
    doneEvent('listScriptVersions', sampleVersions),
    // The list after version 1 was restored; only a reload can answer it.
    ...(snapshot.matches({ shown: 'refreshing' }) ? [doneEvent('listScriptVersions', restoredVersions)] : []),
    errorEvent('listScriptVersions', 'Service Unavailable'),
    doneEvent('restoreScriptVersion', restoredTest),
    errorEvent('restoreScriptVersion', RESTORE_REFUSED),
  ],
  observations: scriptVersionsObservations,
  transitions: scriptVersionsTransitions,
};
