/** The new-test form, empty or prefilled with a copy of another test (Clone). */
import { Suspense, use } from 'react';
import { useLocation } from 'react-router';
import type { TestCase } from '../../../machines/testCasePage/testCasePage.machine';
import { getTestCase } from '../../api/testCases';
import { goTo } from '../../app/navigation';
import { showErrorToast } from '../../ui/toaster';
import { refreshTree } from './testCasePageActors';
import { TestCaseEditor } from './TestCaseEditor';

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
