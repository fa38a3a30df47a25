/**
 * A select of the project's environments (Settings → Environments) with a first choice of none
 * ('None' for a run, 'All' for a filter). A run or a schedule takes an environment's id, a filter
 * its name (`by`). A value no longer among the options (its environment was deleted) still shows.
 */
import { Field, NativeSelect } from '@chakra-ui/react';
import type { EnvironmentOption } from '../../../machines/environments/environments.selectors';

type Props = {
  label: string;
  /** The first choice, meaning none. */
  allLabel: string;
  options: ReadonlyArray<EnvironmentOption>;
  by: 'id' | 'name';
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean;
  help?: string;
  size?: 'xs' | 'sm';
};

export function EnvironmentSelect({ label, allLabel, options, by, value, onChange, disabled, help, size = 'sm' }: Props) {
  const choices = options.map((option) => ({ value: option[by], label: option.name }));
  const missing = value !== null && !choices.some((choice) => choice.value === value);
  return (
    <Field.Root disabled={disabled} width="auto">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size={size} width="48">
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
          <option value="">{allLabel}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
          {missing && <option value={value}>{by === 'name' ? value : 'A deleted environment'}</option>}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}
