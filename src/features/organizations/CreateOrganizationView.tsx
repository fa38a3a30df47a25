/** Create organization (/create-org, super admins): a name and the optional branding. */
import { Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type {
  CreateOrganizationEvent,
  OrganizationField,
  createOrganizationMachine,
} from '../../../machines/createOrganization/createOrganization.machine';
import {
  selectError,
  selectField,
  selectFieldError,
  selectIsBusy,
  selectPreview,
} from '../../../machines/createOrganization/createOrganization.selectors';
import { BrandingPreview } from './BrandingPreview';

type Props = {
  snapshot: SnapshotFrom<typeof createOrganizationMachine>;
  send: (event: CreateOrganizationEvent) => void;
};

type FieldSpec = { field: OrganizationField; label: string; placeholder: string; helper?: string; type?: 'url' };

const FIELDS: readonly FieldSpec[] = [
  { field: 'name', label: 'Name', placeholder: 'Acme Inc.' },
  { field: 'logo', label: 'Logo URL', type: 'url', placeholder: 'https://acme.example/logo.png', helper: 'An image address starting with http:// or https://.' },
  { field: 'title', label: 'Page title', placeholder: 'Acme QA', helper: 'Shown in the browser tab.' },
  { field: 'primary', label: 'Primary colour', placeholder: '#ff6600', helper: 'A CSS colour, such as #ff6600 or rgb(255, 102, 0).' },
  { field: 'secondary', label: 'Secondary colour', placeholder: 'rgb(0, 51, 102)' },
];

// Hidden from assistive technology: the input's missing `required` already says it is optional.
const optionalMark = (
  <Text as="span" color="fg.muted" fontWeight="normal" aria-hidden>
    (optional)
  </Text>
);

function OrganizationInput({ spec, snapshot, send, readOnly }: Props & { spec: FieldSpec; readOnly: boolean }) {
  const error = selectFieldError(snapshot, spec.field);
  return (
    <Field.Root required={spec.field === 'name'} invalid={error !== null} readOnly={readOnly}>
      <Field.Label>
        {spec.label}
        <Field.RequiredIndicator fallback={optionalMark} />
      </Field.Label>
      <Input
        type={spec.type ?? 'text'}
        value={selectField(snapshot, spec.field)}
        placeholder={spec.placeholder}
        autoComplete="off"
        onChange={(event) => send({ type: 'field.changed', field: spec.field, value: event.target.value })}
      />
      {spec.helper && !error && <Field.HelperText>{spec.helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function CreateOrganizationView({ snapshot, send }: Props) {
  const busy = selectIsBusy(snapshot);
  const error = selectError(snapshot);
  return (
    <Stack asChild gap="5">
      {/* Validation is the machine's: the browser's own (`type="url"`) is switched off with noValidate. */}
      <form
        noValidate
        aria-label="Create organization"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'form.submit' });
        }}
      >
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Create organization
          </Heading>
          <Text color="fg.muted">A name is all it needs; the branding is optional.</Text>
        </Stack>
        {FIELDS.map((spec) => (
          <OrganizationInput key={spec.field} spec={spec} snapshot={snapshot} send={send} readOnly={busy} />
        ))}
        <BrandingPreview preview={selectPreview(snapshot)} />
        <Button type="submit" colorPalette="blue" loading={busy} loadingText="Create organization">
          Create organization
        </Button>
        {error && (
          <Text role="alert" color="red.fg" textAlign="center">
            {error}
          </Text>
        )}
      </form>
    </Stack>
  );
}
