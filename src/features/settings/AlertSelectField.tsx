/** A labelled select of the alert channel forms (adding and editing a channel), and the options they share. */
import { Field, NativeSelect } from '@chakra-ui/react';
import { ALL_COLLECTIONS, NOTIFY_LABELS } from './alertsProps';

export type SelectOption = { value: string; label: string };

export const NOTIFY_OPTIONS: ReadonlyArray<SelectOption> = Object.entries(NOTIFY_LABELS).map(([value, label]) => ({ value, label }));

/** The project's default first (the empty value), then each collection. */
export const collectionOptions = (collections: ReadonlyArray<{ id: string; name: string }>): SelectOption[] => [
  { value: '', label: ALL_COLLECTIONS },
  ...collections.map((collection) => ({ value: collection.id, label: collection.name })),
];

export function AlertSelectField({
  label,
  value,
  options,
  onChange,
  ...root
}: Omit<Field.RootProps, 'onChange'> & {
  label: string;
  value: string;
  options: ReadonlyArray<SelectOption>;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root {...root}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
