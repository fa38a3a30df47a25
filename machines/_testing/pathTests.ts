/**
 * The standard path test of a machine, for its `<name>.test.ts`: one test per path (state and
 * context asserted after every step, and the model's observation and transition tables when it
 * has them), one that fails listing every transition never walked, and one that fails listing
 * the table entries no path reached.
 */
import { describe, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { assertAllTableEntriesUsed, assertAllTransitionsCovered } from './coverage';
import { modelPaths, replayPath, type PathModel } from './paths';

export function describePathModel<TMachine extends AnyStateMachine>(model: PathModel<TMachine>): void {
  describe(`${model.machine.id} paths`, () => {
    const paths = modelPaths(model);
    it.each(paths.map((path) => [path.description, path] as const))('%s', (_description, path) => {
      replayPath(model, path);
    });
    // It replays every path once more: seconds for the largest machines on a busy machine.
    it('walks every transition', () => {
      assertAllTransitionsCovered(model);
    }, 60_000);
    it.runIf(Boolean(model.observations || model.transitions))(
      'uses every entry of its tables',
      () => {
        assertAllTableEntriesUsed(model);
      },
      60_000,
    );
  });
}
