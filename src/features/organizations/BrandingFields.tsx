/**
 * The branding fields (logo, page title, colours) shared by the create-organization form and
 * the Settings screen, and the labelled input both render them with.
 */
import type { ReactNode } from 'react';
import { Field, Input } from '@chakra-ui/react';

export type BrandingFieldName = 'logo' | 'title' | 'primary' | 'secondary';

export type FieldSpec<Name extends string = BrandingFieldName> = {
  field: Name;
  label: string;
  placeholder: string;
  helper?: string;
  type?: 'url';
};

export const BRANDING_FIELDS: readonly FieldSpec[] = [
  {
    field: 'logo',
    label: 'Logo URL',
    type: 'url',
    placeholder: 'https://acme.example/logo.png',
    helper: 'An image address starting with http:// or https://.',
  },
  { field: 'title', label: 'Page title', placeholder: 'Acme QA', helper: 'Shown in the browser tab.' },
  { field: 'primary', label: 'Primary colour', placeholder: '#ff6600', helper: 'A CSS colour, such as #ff6600 or rgb(255, 102, 0).' },
  { field: 'secondary', label: 'Secondary colour', placeholder: 'rgb(0, 51, 102)' },
];

type Props = {
  spec: FieldSpec<string>;
  value: string;
  error: string | null;
  readOnly: boolean;
  required?: boolean;
  /** Shown after the label of a field that is not required (Chakra's RequiredIndicator fallback). */
  optionalMark?: ReactNode;
  onChange: (value: string) => void;
};

export function LabelledInput({ spec, value, error, readOnly, required = false, optionalMark, onChange }: Props) {
  return (
    <Field.Root required={required} invalid={error !== null} readOnly={readOnly}>
      <Field.Label>
        {spec.label}
        {optionalMark !== undefined && <Field.RequiredIndicator fallback={optionalMark} />}
      </Field.Label>
      <Input
        type={spec.type ?? 'text'}
        value={value}
        placeholder={spec.placeholder}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      {spec.helper && !error && <Field.HelperText>{spec.helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
