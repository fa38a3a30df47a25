/**
 * Quarantine by rule: a project may quarantine, on its own, a test whose flake rate over its
 * last verdicts passes a threshold (its `quarantine_flake_rate` feature, from 0.01 to 1; absent:
 * off). Only once the test has MIN_VERDICTS verdicts, so one flaky pass of a new test does not
 * count as a 100 % flake rate. Nothing releases a test but a person.
 */
export const QUARANTINE_RATE_KEY = 'quarantine_flake_rate';
export const QUARANTINE_RATE_MESSAGE = 'The quarantine flake rate must be a number from 0.01 to 1, or left out to turn the rule off.';
/** How many of a test's newest verdicts its flake rate is over. */
export const FLAKE_WINDOW = 50;
export const MIN_VERDICTS = 5;

export const isQuarantineRate = (value: unknown): value is number => typeof value === 'number' && value >= 0.01 && value <= 1;

/** The project's threshold, or null when its rule is off. */
export function quarantineRate(features: Record<string, unknown>): number | null {
  const value = features[QUARANTINE_RATE_KEY];
  return isQuarantineRate(value) ? value : null;
}

export interface Verdicts {
  verdicts: number;
  flaky: number;
  failed: number;
}

/** flaky ÷ verdicts; null without verdicts. */
export const flakeRate = ({ verdicts, flaky }: Verdicts): number | null => (verdicts === 0 ? null : flaky / verdicts);

/** Whether the rule quarantines a test with these verdicts. */
export function breaksRule(verdicts: Verdicts, threshold: number | null): boolean {
  const rate = flakeRate(verdicts);
  return threshold !== null && rate !== null && verdicts.verdicts >= MIN_VERDICTS && rate >= threshold;
}

export const percent = (rate: number) => `${Math.round(rate * 100)} %`;

/** The reason the rule writes on the test. */
export const ruleReason = (verdicts: Verdicts, threshold: number) =>
  `Flake rate ${percent(flakeRate(verdicts)!)} over its last ${verdicts.verdicts} verdicts reached the project's quarantine threshold of ${percent(threshold)}.`;
