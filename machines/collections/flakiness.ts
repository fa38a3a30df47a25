/**
 * A project's flake rates as the Overview and the Test suites screen read them (GET
 * test-suites/{id}/flakiness). Pure functions shared by both machines' selectors and views.
 *
 * A verdict is a run that ended passed or failed; a flaky one passed only on a retry. The rates
 * are the server's, over each test's last 50 verdicts (rules/quarantine.ts), not recomputed from
 * the runs a screen happens to have loaded.
 */
import type { components } from '../../openapi/schema';
import { percent } from '../../rules/quarantine';

export type ProjectFlakiness = components['schemas']['ProjectFlakiness'];
export type TestFlakiness = components['schemas']['TestFlakiness'];
export type CollectionFlakiness = components['schemas']['CollectionFlakiness'];

/**
 * What a screen holds of the flake rates: not fetched yet (null), fetched, or 'unavailable' when
 * their call failed. A failure of that call never fails the screen: the rest still shows.
 */
export type FlakeRates = ProjectFlakiness | 'unavailable' | null;

/** The rates when fetched; null while they load or when they are unavailable. */
export const loadedRates = (rates: FlakeRates): ProjectFlakiness | null => (rates === null || rates === 'unavailable' ? null : rates);

/** Tests that passed on a retry among their last verdicts, the flakiest first (as the server lists them). */
export const flakyTestsOf = (rates: FlakeRates): TestFlakiness[] => loadedRates(rates)?.tests.filter((test) => test.flaky > 0) ?? [];

/** Quarantined tests (by hand or by the project's rule), in the server's order. */
export const quarantinedTestsOf = (rates: FlakeRates): TestFlakiness[] => loadedRates(rates)?.tests.filter((test) => test.quarantined) ?? [];

const verdictsText = (verdicts: number) => (verdicts === 1 ? 'verdict' : `${verdicts} verdicts`);

/** '40 % of its last 10 verdicts': a test's flake rate. */
export const describeTestFlakeRate = (test: Pick<TestFlakiness, 'flake_rate' | 'verdicts'>): string =>
  test.flake_rate === null ? 'No verdicts yet' : `${percent(test.flake_rate)} of its last ${verdictsText(test.verdicts)}`;

/** A collection's verdicts together: none when the server lists none for it (no test has run). */
export function collectionRatesOf(rates: FlakeRates, collectionId: string): Omit<CollectionFlakiness, 'name'> | null {
  const loaded = loadedRates(rates);
  if (!loaded) return null;
  const listed = loaded.collections.find((collection) => collection.collection_id === collectionId);
  if (!listed) return { collection_id: collectionId, verdicts: 0, flaky: 0, failed: 0, flake_rate: null };
  const { name: _name, ...counts } = listed;
  return counts;
}

/** '23 %: 5 of its tests' last 22 verdicts passed only on a retry.' */
export function describeCollectionFlakeRate(counts: Pick<CollectionFlakiness, 'flake_rate' | 'verdicts' | 'flaky'>): string {
  if (counts.flake_rate === null) return 'No verdicts yet: none of its tests has passed or failed a run.';
  return `${percent(counts.flake_rate)}: ${counts.flaky} of its tests' last ${counts.verdicts} verdicts passed only on a retry.`;
}
