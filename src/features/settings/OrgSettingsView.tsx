/** Settings, 'Organization settings': the remote browser settings and the branding, with a live preview. */
import { Button, Field, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { BrandingField, OrgSettingsEvent, orgSettingsMachine } from '../../../machines/orgSettings/orgSettings.machine';
import {
  selectBrandingField,
  selectBrandingFieldError,
  selectHasFailed,
  selectIsLoaded,
  selectIsLoading,
  selectIsSaving,
  selectPreview,
  selectRows,
} from '../../../machines/orgSettings/orgSettings.selectors';
import { ErrorBlock } from '../../ui/ErrorBlock';
import { BrandingPreview } from '../organizations/BrandingPreview';
import { RemoteBrowserRows } from './RemoteBrowserRows';
import { SettingsSection } from './SettingsSection';

type Props = {
  snapshot: SnapshotFrom<typeof orgSettingsMachine>;
  send: (event: OrgSettingsEvent) => void;
  /** The organization's name, for the preview. */
  orgName: string;
};

type FieldSpec = { field: BrandingField; label: string; placeholder: string; helper?: string; type?: 'url' };

const BRANDING_FIELDS: readonly FieldSpec[] = [
  { field: 'logo', label: 'Logo URL', type: 'url', placeholder: 'https://acme.example/logo.png', helper: 'An image address starting with http:// or https://.' },
  { field: 'title', label: 'Page title', placeholder: 'Acme QA', helper: 'Shown in the browser tab.' },
  { field: 'primary', label: 'Primary colour', placeholder: '#ff6600', helper: 'A CSS colour, such as #ff6600 or rgb(255, 102, 0).' },
  { field: 'secondary', label: 'Secondary colour', placeholder: 'rgb(0, 51, 102)' },
];

function BrandingInput({ spec, snapshot, send, readOnly }: Omit<Props, 'orgName'> & { spec: FieldSpec; readOnly: boolean }) {
  const error = selectBrandingFieldError(snapshot, spec.field);
  return (
    <Field.Root invalid={error !== null} readOnly={readOnly}>
      <Field.Label>{spec.label}</Field.Label>
      <Input
        type={spec.type ?? 'text'}
        value={selectBrandingField(snapshot, spec.field)}
        placeholder={spec.placeholder}
        autoComplete="off"
        onChange={(event) => send({ type: 'branding.changed', field: spec.field, value: event.target.value })}
      />
      {spec.helper && !error && <Field.HelperText>{spec.helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function SettingsForm({ snapshot, send, orgName }: Props) {
  const saving = selectIsSaving(snapshot);
  return (
    <Stack asChild gap="5">
      {/* Validation is the machine's: the browser's own (`type="url"`) is switched off with noValidate. */}
      <form
        noValidate
        aria-label="Organization settings"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'form.submit' });
        }}
      >
        <RemoteBrowserRows rows={selectRows(snapshot)} readOnly={saving} send={send} />
        <Stack gap="4">
          <Text fontWeight="semibold">Branding</Text>
          {BRANDING_FIELDS.map((spec) => (
            <BrandingInput key={spec.field} spec={spec} snapshot={snapshot} send={send} readOnly={saving} />
          ))}
          <BrandingPreview preview={selectPreview(snapshot, orgName)} />
        </Stack>
        <Button type="submit" alignSelf="start" colorPalette="blue" loading={saving} loadingText="Save settings">
          Save settings
        </Button>
      </form>
    </Stack>
  );
}

export function OrgSettingsView(props: Props) {
  const { snapshot, send } = props;
  return (
    <SettingsSection title="Organization settings" description="The remote browser provider and the organization's branding.">
      {selectIsLoading(snapshot) && (
        <Stack gap="3" aria-label="Loading settings" aria-busy>
          <Skeleton height="10" />
          <Skeleton height="10" />
          <Skeleton height="10" />
        </Stack>
      )}
      {selectHasFailed(snapshot) && <ErrorBlock onRetry={() => send({ type: 'settings.retry' })} />}
      {selectIsLoaded(snapshot) && <SettingsForm {...props} />}
    </SettingsSection>
  );
}
