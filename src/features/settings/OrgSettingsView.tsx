/** Settings, 'Organization settings': the remote browser settings and the branding, with a live preview. */
import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { OrgSettingsEvent, orgSettingsMachine } from '../../../machines/orgSettings/orgSettings.machine';
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
import { BRANDING_FIELDS, LabelledInput } from '../organizations/BrandingFields';
import { RemoteBrowserRows } from './RemoteBrowserRows';
import { SettingsSection } from './SettingsSection';

type Props = {
  snapshot: SnapshotFrom<typeof orgSettingsMachine>;
  send: (event: OrgSettingsEvent) => void;
  /** The organization's name, for the preview. */
  orgName: string;
};

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
            <LabelledInput
              key={spec.field}
              spec={spec}
              value={selectBrandingField(snapshot, spec.field)}
              error={selectBrandingFieldError(snapshot, spec.field)}
              readOnly={saving}
              onChange={(value) => send({ type: 'branding.changed', field: spec.field, value })}
            />
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
        <Stack gap="3" role="status" aria-label="Loading settings" aria-busy>
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
