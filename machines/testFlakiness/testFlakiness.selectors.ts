import type { SnapshotFrom } from 'xstate';
import { isReasonValid, REASON_MAX_LENGTH, type TestFlakiness, type testFlakinessMachine } from './testFlakiness.machine';

type Snapshot = SnapshotFrom<typeof testFlakinessMachine>;

export const NO_VERDICTS_TEXT = 'No verdicts yet: run it to see its flake rate.';
export const FETCH_FLAKINESS_FAILED_TEXT = 'Unable to fetch the flake rate';
export const REASON_TOO_LONG = `The reason can be at most ${REASON_MAX_LENGTH} characters.`;

/** The rate badge's colour: grey without verdicts, green when none was flaky, orange below one in five, red from there. */
export type RateTone = 'gray' | 'green' | 'orange' | 'red';

export function rateTone(rate: number | null): RateTone {
  if (rate === null) return 'gray';
  if (rate === 0) return 'green';
  return rate < 0.2 ? 'orange' : 'red';
}

/** '20 %': whole percents, as the rest of the app writes rates. */
export const percent = (rate: number) => `${Math.round(rate * 100)} %`;

/** "Flake rate 20 % over its last 10 verdicts (2 flaky, 1 failed)", or that there is none yet. */
export function flakinessHeadline({
  verdicts,
  flaky,
  failed,
  flake_rate,
}: Pick<TestFlakiness, 'verdicts' | 'flaky' | 'failed' | 'flake_rate'>): string {
  if (verdicts === 0 || flake_rate === null) return NO_VERDICTS_TEXT;
  const over = verdicts === 1 ? 'its last verdict' : `its last ${verdicts} verdicts`;
  return `Flake rate ${percent(flake_rate)} over ${over} (${flaky} flaky, ${failed} failed)`;
}

export interface FlakinessSummary {
  headline: string;
  /** The badge's text ('20 %'); null without verdicts. */
  rate: string | null;
  tone: RateTone;
  quarantined: boolean;
  reason: string | null;
  /** The panel's button: Quarantine… or Release from quarantine. */
  action: 'quarantine' | 'release';
  /** A quarantine or release is being saved: the button is disabled (and spins for a release). */
  saving: boolean;
  releasing: boolean;
}

export type FlakinessPanelView = { kind: 'loading' } | { kind: 'failed' } | ({ kind: 'shown' } & FlakinessSummary);

export function selectFlakinessPanel(snapshot: Snapshot): FlakinessPanelView {
  const { flakiness, request } = snapshot.context;
  if (snapshot.matches('failed')) return { kind: 'failed' };
  // Only `loading` has none: every way into `shown` brings an answer.
  if (!flakiness) return { kind: 'loading' };
  const saving = snapshot.matches({ shown: 'saving' });
  return {
    kind: 'shown',
    headline: flakinessHeadline(flakiness),
    rate: flakiness.flake_rate === null || flakiness.verdicts === 0 ? null : percent(flakiness.flake_rate),
    tone: flakiness.verdicts === 0 ? 'gray' : rateTone(flakiness.flake_rate),
    quarantined: flakiness.quarantined,
    reason: flakiness.quarantined ? flakiness.quarantine_reason : null,
    action: flakiness.quarantined ? 'release' : 'quarantine',
    saving,
    releasing: saving && request?.quarantined === false,
  };
}

export interface QuarantineDialogView {
  open: boolean;
  reason: string;
  /** Why Quarantine is refused (a reason longer than 500 characters); null when it is fine. */
  error: string | null;
  canConfirm: boolean;
  /** The quarantine is being saved: the dialog stays, its button spins. */
  saving: boolean;
}

export function selectQuarantineDialog(snapshot: Snapshot): QuarantineDialogView {
  const { reason, request } = snapshot.context;
  const asking = snapshot.matches({ shown: 'asking' });
  const saving = snapshot.matches({ shown: 'saving' }) && request?.quarantined === true;
  const valid = isReasonValid(reason);
  return {
    open: asking || saving,
    reason,
    error: valid ? null : REASON_TOO_LONG,
    canConfirm: asking && valid,
    saving,
  };
}
