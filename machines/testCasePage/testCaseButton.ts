/**
 * The test-case button of spec section 4, as a pure rule: Not generated: 'Generate'.
 * Generating: 'Cancel' after confirmation. Error: 'Regenerate' after confirmation. A test with a
 * final script (JS or Python) in a runnable state: 'Run'; one without: 'Regenerate'. Nothing while
 * the test is edited.
 * The groups come from the tree's status-icon rule and rules/states.ts (the server refuses by the
 * same groups), so the icon, the button and the server never disagree.
 */
import type { components } from '../../openapi/schema';
import { isGeneratingState } from '../../rules/states';
import { isRunnable, statusIcon } from '../testTree/treeModel';

type TestCase = components['schemas']['TestCase'];

export type TestCaseButtonKind = 'generate' | 'cancel' | 'regenerate' | 'run';

export const TEST_CASE_BUTTON_LABELS: Record<TestCaseButtonKind, string> = {
  generate: 'Generate',
  cancel: 'Cancel',
  regenerate: 'Regenerate',
  run: 'Run',
};

export type ButtonTest = Pick<TestCase, 'state' | 'final_script' | 'final_script_py'>;

/** Which button the test shows, or null for none. */
export function testCaseButton(test: ButtonTest | null, isEditing = false): TestCaseButtonKind | null {
  if (!test || isEditing) return null;
  const { kind } = statusIcon(test.state);
  if (kind === 'notGenerated') return 'generate';
  if (isGeneratingState(test.state)) return 'cancel';
  if (kind === 'error') return 'regenerate';
  // A runnable test without a script has nothing to run: without Regenerate it would be a dead
  // end (audit item 13: a `failed` generation often leaves no final script).
  if (isRunnable(test.state)) return test.final_script || test.final_script_py ? 'run' : 'regenerate';
  return null;
}
