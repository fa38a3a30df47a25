/** One text field of the test-case form: label, input (or password), helper and error. */
import { Field, Input, Text } from '@chakra-ui/react';
import type { TextField } from '../../../machines/testCaseEditor/testCaseEditor.machine';
import { selectFieldError, selectFields, selectIsBusy } from '../../../machines/testCaseEditor/testCaseEditor.selectors';
import type { EditorProps } from './editorTypes';

export type TextFieldSpec = {
  field: Exclude<TextField, 'description'>;
  label: string;
  placeholder?: string;
  helper?: string;
  required?: boolean;
  type?: 'text' | 'password';
  /** The form's first field takes the focus when the form opens, so typing starts there. */
  autoFocus?: boolean;
};

// Hidden from assistive technology: the input's missing `required` already says it is optional.
export const optionalMark = (
  <Text as="span" color="fg.muted" fontWeight="normal" aria-hidden>
    (optional)
  </Text>
);

export function EditorTextField({ spec, snapshot, send }: EditorProps & { spec: TextFieldSpec }) {
  // Credentials have no rule: any username or password may be what the site expects.
  const error = spec.field === 'username' || spec.field === 'password' ? null : selectFieldError(snapshot, spec.field);
  return (
    <Field.Root required={spec.required} invalid={error !== null} readOnly={selectIsBusy(snapshot)}>
      <Field.Label>
        {spec.label}
        <Field.RequiredIndicator fallback={optionalMark} />
      </Field.Label>
      <Input
        type={spec.type ?? 'text'}
        autoFocus={spec.autoFocus}
        value={selectFields(snapshot)[spec.field]}
        placeholder={spec.placeholder}
        autoComplete={spec.type === 'password' ? 'new-password' : 'off'}
        onChange={(event) => send({ type: 'field.changed', field: spec.field, value: event.target.value })}
      />
      {spec.helper && !error && <Field.HelperText>{spec.helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
