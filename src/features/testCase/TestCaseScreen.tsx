/**
 * One test in the Tests page: breadcrumb, button, action menu and details, with the editor in
 * place while editing. Confirmations run through the global dialog; what they changed comes
 * back to the page and the project's tree.
 */
import { Suspense, use } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { testCasePageMachine, type TestCase } from '../../../machines/testCasePage/testCasePage.machine';
import { selectIsEditing, selectTest } from '../../../machines/testCasePage/testCasePage.selectors';
import { getTestCase, regenerateTestCase } from '../../api/testCases';
import { appActors, layoutActors } from '../../app/appActors';
import { emittedListener } from '../../app/emittedListener';
import { goTo } from '../../app/navigation';
import { canChooseShortName } from '../../session/roles';
import { showToast } from '../../ui/toaster';
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

export function NewTestCaseScreen({ suiteId, path }: { suiteId: string; path: string }) {
  return (
    <Suspense fallback={null}>
      <TestCaseEditor
        input={{ mode: 'create', suiteId, path }}
        onSaved={(test) => {
          refreshTree();
          goTo(`/tests/${suiteId}/${test._id}`);
        }}
        onCancelled={() => goTo(`/tests/${suiteId}`)}
      />
    </Suspense>
  );
}
