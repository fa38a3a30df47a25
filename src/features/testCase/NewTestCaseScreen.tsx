/**
 * The new-test form, empty or prefilled with a copy of another test (Clone): the newTestCase
 * machine fetches the copy, runs the form as its child and decides where to go once it ends.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'react-router';
import { newTestCase } from '../../wiring/testCase';
import { TestCaseEditor } from './TestCaseEditor';

function NewTestCaseForm({ suiteId, path, cloneId }: { suiteId: string; path: string; cloneId: string | null }) {
  const actor = useActorRef(newTestCase, { input: { suiteId, path, cloneId } });
  const editor = useSelector(actor, (snapshot) => snapshot.children.editor);
  return editor ? <TestCaseEditor editor={editor} /> : null;
}

/** The form for a new test in `path`; with `cloneId`, prefilled with a copy of that test. */
export function NewTestCaseScreen({ suiteId, path, cloneId }: { suiteId: string; path: string; cloneId?: string | null }) {
  // One form per navigation: a later Clone of the same test fetches it again and sees its changes.
  const navigationKey = useLocation().key;
  // A copy keeps its test's folder, so only a new test's form starts over when the folder changes.
  const key = cloneId ? `${navigationKey}:clone:${cloneId}` : `${navigationKey}:${path}`;
  return <NewTestCaseForm key={key} suiteId={suiteId} path={path} cloneId={cloneId ?? null} />;
}
