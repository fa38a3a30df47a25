/**
 * Settings, 'Project features': the quarantine rule, a flake rate at which the project's tests
 * are quarantined on their own (or off), saved as soon as one is picked.
 */
import type { SnapshotFrom } from 'xstate';
import type { projectFeaturesMachine, ProjectFeaturesEvent } from '../../../machines/projectFeatures/projectFeatures.machine';
import { selectIsSaving, selectQuarantineRate } from '../../../machines/projectFeatures/projectFeatures.selectors';
import { MIN_VERDICTS, percent } from '../../../rules/quarantine';
import { SettingSelectRow } from './SettingSelectRow';

export const QUARANTINE_LABEL = 'Quarantine flaky tests';
export const QUARANTINE_DESCRIPTION = `Once a test has ${MIN_VERDICTS} verdicts, it is quarantined automatically when its flake rate (the share of its last verdicts that passed only on a retry) reaches this. A quarantined test still runs, but its failures no longer fail runs, the CLI or JUnit. It is never released automatically: someone releases it on its page.`;
/** The rates offered; a stored rate not among them shows as an option of its own. */
const RATE_CHOICES = [0.1, 0.2, 0.3, 0.5];
const OFF = 'off';

type Props = {
  snapshot: SnapshotFrom<typeof projectFeaturesMachine>;
  send: (event: ProjectFeaturesEvent) => void;
};

export function QuarantineRow({ snapshot, send }: Props) {
  const rate = selectQuarantineRate(snapshot);
  const choices = rate.value === null || RATE_CHOICES.includes(rate.value) ? RATE_CHOICES : [...RATE_CHOICES, rate.value].sort((a, b) => a - b);
  return (
    <SettingSelectRow
      id="feature-quarantine"
      label={QUARANTINE_LABEL}
      description={QUARANTINE_DESCRIPTION}
      value={rate.value === null ? OFF : String(rate.value)}
      options={[{ value: OFF, label: 'Off' }, ...choices.map((choice) => ({ value: String(choice), label: percent(choice) }))]}
      saving={rate.saving}
      disabled={selectIsSaving(snapshot)}
      onChange={(value) => send({ type: 'quarantine.changed', rate: value === OFF ? null : Number(value) })}
    />
  );
}
