/** A labelled input of an auth form, with its error messages under it. */
import { Field, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Props = {
  label: string;
  type: 'email' | 'password';
  value: string;
  placeholder: string;
  autoComplete: string;
  /** Messages under the field; the field is invalid when there is one. */
  errors?: ReadonlyArray<string | null>;
  /** Invalid without a message of its own (another element says why). */
  invalid?: boolean;
  /** While a request is under way the form is read-only. */
  readOnly: boolean;
  onChange: (value: string) => void;
  /** Shown between the input and the errors (the password rules). */
  children?: ReactNode;
};

export function AuthField({ label, type, value, placeholder, autoComplete, errors = [], invalid, readOnly, onChange, children }: Props) {
  const messages = errors.filter((message): message is string => Boolean(message));
  return (
    <Field.Root invalid={invalid || messages.length > 0} readOnly={readOnly}>
      <Field.Label>{label}</Field.Label>
      <Input type={type} value={value} placeholder={placeholder} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      {children}
      {messages.map((message) => (
        <Field.ErrorText key={message}>{message}</Field.ErrorText>
      ))}
    </Field.Root>
  );
}

type EmailFieldProps = { value: string; error: string | null; readOnly: boolean; onChange: (value: string) => void };

/** The e-mail field every sign-in form starts with. */
export function EmailField({ value, error, readOnly, onChange }: EmailFieldProps) {
  return (
    <AuthField
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="Please enter your email"
      value={value}
      errors={[error]}
      readOnly={readOnly}
      onChange={onChange}
    />
  );
}
