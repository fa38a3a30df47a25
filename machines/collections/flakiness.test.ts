import { describe, expect, it } from 'vitest';
import { checkoutCollection, nightlyCollection, PAY_BY_CARD_ID, PAY_BY_INVOICE_ID, SEARCH_ID, shopFlakiness } from './collections.fixtures';
import { collectionRatesOf, describeCollectionFlakeRate, describeTestFlakeRate, flakyTestsOf, loadedRates, quarantinedTestsOf } from './flakiness';

describe('flake rates', () => {
  it('names the tests that passed on a retry, the flakiest first, and the quarantined ones', () => {
    expect(flakyTestsOf(shopFlakiness).map((test) => test.test_case_id)).toEqual([PAY_BY_CARD_ID, PAY_BY_INVOICE_ID]);
    expect(quarantinedTestsOf(shopFlakiness).map((test) => test.test_case_id)).toEqual([PAY_BY_CARD_ID, SEARCH_ID]);
    // Not loaded yet, or unavailable: nothing to name.
    for (const rates of [null, 'unavailable'] as const) {
      expect(loadedRates(rates)).toBeNull();
      expect(flakyTestsOf(rates)).toEqual([]);
      expect(quarantinedTestsOf(rates)).toEqual([]);
      expect(collectionRatesOf(rates, checkoutCollection._id)).toBeNull();
    }
  });

  it("reads a test's rate over its last verdicts", () => {
    expect(describeTestFlakeRate({ flake_rate: 0.4, verdicts: 10 })).toBe('40 % of its last 10 verdicts');
    expect(describeTestFlakeRate({ flake_rate: 1, verdicts: 1 })).toBe('100 % of its last verdict');
    expect(describeTestFlakeRate({ flake_rate: null, verdicts: 0 })).toBe('No verdicts yet');
  });

  it("reads a collection's rate over its tests' verdicts; a collection the server does not list has none", () => {
    const checkout = collectionRatesOf(shopFlakiness, checkoutCollection._id)!;
    expect(checkout).toEqual({ collection_id: checkoutCollection._id, verdicts: 22, flaky: 5, failed: 4, flake_rate: 5 / 22 });
    expect(describeCollectionFlakeRate(checkout)).toBe("23 %: 5 of its tests' last 22 verdicts passed only on a retry.");
    const nightly = collectionRatesOf(shopFlakiness, nightlyCollection._id)!;
    expect(nightly.flake_rate).toBeNull();
    expect(describeCollectionFlakeRate(nightly)).toBe('No verdicts yet: none of its tests has passed or failed a run.');
  });
});
