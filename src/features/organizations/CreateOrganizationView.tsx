/** Create organization (/create-org, super admins): a name and the optional branding. */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
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
import { BRANDING_FIELDS, LabelledInput, type FieldSpec } from './BrandingFields';

type Props = {
  snapshot: SnapshotFrom<typeof createOrganizationMachine>;
  send: (event: CreateOrganizationEvent) => void;
};

const FIELDS: readonly FieldSpec<OrganizationField>[] = [{ field: 'name', label: 'Name', placeholder: 'Acme Inc.' }, ...BRANDING_FIELDS];

// Hidden from assistive technology: the input's missing `required` already says it is optional.
const optionalMark = (
  <Text as="span" color="fg.muted" fontWeight="normal" aria-hidden>
    (optional)
  </Text>
);

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
          <LabelledInput
            key={spec.field}
            spec={spec}
            value={selectField(snapshot, spec.field)}
            error={selectFieldError(snapshot, spec.field)}
            readOnly={busy}
            required={spec.field === 'name'}
            optionalMark={optionalMark}
            onChange={(value) => send({ type: 'field.changed', field: spec.field, value })}
          />
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
