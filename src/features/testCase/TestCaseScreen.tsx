/**
 * One test in the Tests page: breadcrumb, button, action menu and details, with the editor in
 * place while editing. Confirmations run through the global dialog; what they changed comes
 * back to the page and the project's tree.
 */
import { Suspense, use } from 'react';
import { useLocation } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { testCasePageMachine, type TestCase } from '../../../machines/testCasePage/testCasePage.machine';
import { selectIsEditing, selectTest } from '../../../machines/testCasePage/testCasePage.selectors';
import { getTestCase, regenerateTestCase } from '../../api/testCases';
import { appActors, layoutActors } from '../../app/appActors';
import { emittedListener } from '../../app/emittedListener';
import { goTo } from '../../app/navigation';
import { canChooseShortName } from '../../session/roles';
import { showErrorToast, showToast } from '../../ui/toaster';
import { TestCaseEditor } from './TestCaseEditor';
import { TestCasePageView } from './TestCasePageView';

const page = testCasePageMachine.provide({
  actors: {
    getTestCase: fromPromise(({ input }) => getTestCase(input.id)),
    regenerateTestCase: fromPromise(({ input }) => regenerateTestCase(input.id)),
  },
  actions: {
    copyToClipboard: (_, { text, message }) => {
      void navigator.clipboard.writeText(text).then(() => showToast({ title: 'Copied to clipboard', text: message, type: 'success' }));
    },
    notifyFetchFailed: (_, params) => showToast(params),
    notifyGenerateFailed: (_, params) => showToast(params),
  },
});

const refreshTree = () => layoutActors().testTree.send({ type: 'tree.changed' });

function TestCasePage({ testId, suiteId }: { testId: string; suiteId: string }) {
  const actor = useActorRef(page, { input: { testId, canChooseShortName: use(canChooseShortName()), origin: window.location.origin } });
  const { confirmDialog } = appActors();
  useActorRef(emittedListener, {
    input: {
      actor,
      handlers: {
        'confirm.requested': (event) => confirmDialog.send({ type: 'dialog.open', options: event.options as never }),
        'generation.queued': () => refreshTree(),
        'run.requested': () => showToast({ title: 'Runs are not built yet', text: 'Running tests arrives with issue #6.', type: 'info' }),
        // Clone opens the new-test form prefilled with a copy (NewTestCaseScreen fetches the test).
        'clone.requested': (event) => goTo(`/tests/${event.suiteId}?new&clone=${encodeURIComponent(String(event.testId))}`),
      },
    },
  });
  useActorRef(emittedListener, {
    input: {
      actor: confirmDialog,
      handlers: {
        'dialog.confirmed': (event) => {
          const { intent, output } = event as unknown as { intent: { type: string; id?: string }; output: unknown };
          if (!intent.type.startsWith('testCase.') || intent.id !== testId) return;
          refreshTree();
          if (intent.type === 'testCase.delete') {
            actor.send({ type: 'test.deleted' });
            goTo(`/tests/${suiteId}`);
          } else if (output) actor.send({ type: 'test.changed', test: output as TestCase });
        },
      },
    },
  });
  const snapshot = useSelector(actor, (s) => s);
  const test = selectTest(snapshot);
  const editor =
    selectIsEditing(snapshot) && test ? (
      <TestCaseEditor
        input={{ mode: 'edit', suiteId, test }}
        onSaved={(saved) => {
          actor.send({ type: 'edit.finished', test: saved });
          refreshTree();
        }}
        onCancelled={() => actor.send({ type: 'edit.cancelled' })}
      />
    ) : undefined;
  return <TestCasePageView snapshot={snapshot} send={actor.send} editor={editor} />;
}

export function TestCaseScreen({ testId, suiteId }: { testId: string; suiteId: string }) {
  return (
    <Suspense fallback={null}>
      <TestCasePage key={testId} testId={testId} suiteId={suiteId} />
    </Suspense>
  );
}

/**
 * The test to clone, fetched once per navigation (the location key), so a re-render or a
 * suspended render does not fetch again and a later Clone of the same test sees its changes.
 * A failure toasts 'Unable to fetch the test to clone' and leaves the form empty (null).
 */
const cloneFetches = new Map<string, Promise<TestCase | null>>();

function fetchTestToClone(navigationKey: string, cloneId: string): Promise<TestCase | null> {
  const key = `${navigationKey}:${cloneId}`;
  let fetch = cloneFetches.get(key);
  if (!fetch) {
    fetch = getTestCase(cloneId).then(
      (test) => test as TestCase,
      () => {
        showErrorToast('Unable to fetch the test to clone');
        return null;
      },
    );
    cloneFetches.clear();
    cloneFetches.set(key, fetch);
  }
  return fetch;
}

/**
 * A copy is a test of this project: ids that belong to another project (a test cloned from
 * there through the address) would name nothing here, so they are dropped.
 */
function templateFor(test: TestCase, suiteId: string): TestCase {
  if (test.test_suite_id === suiteId) return test;
  return { ...test, test_suite_id: suiteId, browser_state_id: null, shared_parameter_ids: [], test_module_id_for_setup: null };
}

type NewTestProps = { suiteId: string; path: string; clone: Promise<TestCase | null> | null; cancelTo: string };

function NewTestCaseForm({ suiteId, path, clone, cancelTo }: NewTestProps) {
  const cloned = clone ? use(clone) : null;
  const template = cloned ? templateFor(cloned, suiteId) : undefined;
  return (
    <TestCaseEditor
      input={template ? { mode: 'create', suiteId, path: template.path, template } : { mode: 'create', suiteId, path }}
      onSaved={(test) => {
        refreshTree();
        goTo(`/tests/${suiteId}/${test._id}`);
      }}
      onCancelled={() => goTo(cancelTo)}
    />
  );
}

/** The form for a new test in `path`; with `cloneId`, prefilled with a copy of that test. */
export function NewTestCaseScreen({ suiteId, path, cloneId }: { suiteId: string; path: string; cloneId?: string | null }) {
  const navigationKey = useLocation().key;
  const clone = cloneId ? fetchTestToClone(navigationKey, cloneId) : null;
  return (
    <Suspense fallback={null}>
      {/* A copy keeps its test's folder, so only a new test's form starts over when the folder changes. */}
      <NewTestCaseForm
        key={cloneId ? `${navigationKey}:clone:${cloneId}` : `${navigationKey}:${path}`}
        suiteId={suiteId}
        path={path}
        clone={clone}
        // Cancelling a copy goes back to the test it copies.
        cancelTo={cloneId ? `/tests/${suiteId}/${encodeURIComponent(cloneId)}` : `/tests/${suiteId}`}
      />
    </Suspense>
  );
}
