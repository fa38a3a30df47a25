import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { testCaseButton, type TestCaseButtonKind } from './testCaseButton';

type State = components['schemas']['TestCaseState'];

const withScript = (state: State) => ({ state, final_script: "test('x', async () => {});", final_script_py: null });
const withPython = (state: State) => ({ state, final_script: null, final_script_py: 'def test_x(page): pass' });
const withoutScript = (state: State) => ({ state, final_script: null, final_script_py: null });

// Every state of spec section 4 with the button it shows, with and without a final script.
const expected: Record<State, [withScript: TestCaseButtonKind | null, withoutScript: TestCaseButtonKind | null]> = {
  created: ['generate', 'generate'],
  pending: ['cancel', 'cancel'],
  running: ['cancel', 'cancel'],
  retrying: ['cancel', 'cancel'],
  waiting_for_executor: ['cancel', 'cancel'],
  action_running: ['cancel', 'cancel'],
  error: ['regenerate', 'regenerate'],
  resources_exceeded: ['regenerate', 'regenerate'],
  cancelled: ['regenerate', 'regenerate'],
  aborted: ['regenerate', 'regenerate'],
  executor_not_available: ['regenerate', 'regenerate'],
  // Without a script nothing can run: Regenerate is the way forward (audit item 13).
  completed: ['run', 'regenerate'],
  failed: ['run', 'regenerate'],
  action_failed: [null, null],
  action_succeeded: [null, null],
};

describe('test case button', () => {
  it.each(Object.entries(expected) as Array<[State, [TestCaseButtonKind | null, TestCaseButtonKind | null]]>)(
    '%s shows %j (with, without a final script)',
    (state, [scripted, unscripted]) => {
      expect(testCaseButton(withScript(state))).toBe(scripted);
      expect(testCaseButton(withPython(state))).toBe(scripted);
      expect(testCaseButton(withoutScript(state))).toBe(unscripted);
    },
  );

  it('shows nothing while the test is edited, or without a test', () => {
    for (const state of Object.keys(expected) as State[]) expect(testCaseButton(withScript(state), true)).toBeNull();
    expect(testCaseButton(null)).toBeNull();
  });
});
