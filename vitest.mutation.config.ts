/**
 * The tests StrykerJS runs against each mutant (`npm run mutation`): the tests of one machine,
 * named by MUTATION_MACHINE (scripts/mutation/run.ts sets it), in Node. Most mutants of a machine
 * file change the machine's config, which runs when the module loads ("static" mutants): no
 * per-test coverage can say which tests they touch, so each runs every test given here. One
 * machine's tests keep that to seconds; all of them would take a day.
 */
import { defineConfig } from 'vitest/config';

const machine = process.env.MUTATION_MACHINE ?? '*';

/**
 * Machines whose behaviour is tested through others: the list-resource machine through its
 * configurations (the three lightest; modules' would double the run for little more).
 */
const testedThrough: Record<string, string[]> = { listResource: ['sharedParameters', 'browserStates', 'orgMembers'] };

export default defineConfig({
  test: {
    environment: 'node',
    include: [machine, ...(testedThrough[machine] ?? [])].map((name) => `machines/${name}/**/*.test.ts`),
  },
});
