import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { browserStatesMachine, emptyDraft } from '../../../machines/browserStates/browserStates.machine';
import { adminState, editorState } from '../../../machines/browserStates/browserStates.fixtures';
import { projectFeaturesMachine } from '../../../machines/projectFeatures/projectFeatures.machine';
import { SHOP_SUITE_ID, shopFeatures } from '../../../machines/projectFeatures/projectFeatures.fixtures';
import { sharedParametersMachine } from '../../../machines/sharedParameters/sharedParameters.machine';
import { adminUser, baseUrl } from '../../../machines/sharedParameters/sharedParameters.fixtures';
import { orgMembersMachine } from '../../../machines/orgMembers/orgMembers.machine';
import { ACME_ORG_ID, ada, grace } from '../../../machines/orgMembers/orgMembers.fixtures';
import { orgSettingsMachine, toEditable } from '../../../machines/orgSettings/orgSettings.machine';
import { acmeSettings } from '../../../machines/orgSettings/orgSettings.fixtures';
import { serviceAccountKeyMachine } from '../../../machines/serviceAccountKey/serviceAccountKey.machine';
import { deliveredFailure } from '../../../machines/alertDeliveries/alertDeliveries.fixtures';
import { alertDeliveriesMachine } from '../../../machines/alertDeliveries/alertDeliveries.machine';
import { alertsMachine, emptyDraft as emptyAlertDraft } from '../../../machines/alerts/alerts.machine';
import { emptyForm, environmentsMachine } from '../../../machines/environments/environments.machine';
import { productionEnvironment, stagingEnvironment } from '../../../machines/environments/environments.fixtures';
import { opsMailChannel } from '../../../machines/alerts/alerts.fixtures';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { SettingsPageView } from './SettingsPageView';

type Args = { send: (event: unknown) => void };

// The sections ask the app's dialog; a story only needs something to send to.
const confirmDialog = { send: () => {} };
const deliveriesSnapshot = snapshotOf(alertDeliveriesMachine, 'shown.idle', {
  suiteId: SHOP_SUITE_ID,
  deliveries: [deliveredFailure],
  testChannelId: null,
});

const meta = {
  title: 'Settings/Settings page',
  parameters: { layout: 'fullscreen' },
  args: { send: fn() },
  render: ({ send }) => (
    <SettingsPageView
      project={{ project: { id: SHOP_SUITE_ID, name: 'Checkout' }, send }}
      features={{
        snapshot: snapshotOf(projectFeaturesMachine, 'loaded.idle', {
          suiteId: SHOP_SUITE_ID,
          features: shopFeatures,
          savingKey: null,
          savingValue: null,
        }),
        send,
      }}
      sharedParameters={{
        snapshot: snapshotOf(sharedParametersMachine, 'loaded.creating.idle+updating.idle+deleting.idle', {
          ownerId: SHOP_SUITE_ID,
          confirmDialog,
          items: [baseUrl, adminUser],
          draft: { key: '', value: '' },
          showDraftErrors: false,
          editing: null,
          showEditErrors: false,
          saving: null,
          deletingId: null,
        }),
        send,
      }}
      environments={{
        snapshot: snapshotOf(environmentsMachine, 'loaded.creating.idle+updating.idle+deleting.idle', {
          ownerId: SHOP_SUITE_ID,
          confirmDialog,
          items: [stagingEnvironment, productionEnvironment],
          draft: emptyForm,
          showDraftErrors: false,
          editing: null,
          showEditErrors: false,
          saving: null,
          deletingId: null,
        }),
        send,
      }}
      browserStates={{
        snapshot: snapshotOf(browserStatesMachine, 'loaded.creating.idle+deleting.idle', {
          ownerId: SHOP_SUITE_ID,
          confirmDialog,
          items: [editorState, adminState],
          draft: emptyDraft,
          showDraftErrors: false,
          editing: null,
          showEditErrors: false,
          saving: null,
          deletingId: null,
        }),
        send,
      }}
      alerts={{
        snapshot: snapshotOf(alertsMachine, 'loaded.creating.idle+updating.idle+deleting.idle', {
          ownerId: SHOP_SUITE_ID,
          confirmDialog,
          items: [opsMailChannel],
          draft: emptyAlertDraft,
          showDraftErrors: false,
          editing: null,
          showEditErrors: false,
          saving: null,
          deletingId: null,
        }),
        send,
        collections: [],
        testAlerts: { snapshot: deliveriesSnapshot, send },
        onCopySecret: fn(),
      }}
      alertDeliveries={{
        snapshot: deliveriesSnapshot,
        send,
        channels: [opsMailChannel],
      }}
      members={{
        snapshot: snapshotOf(orgMembersMachine, 'loaded.creating.idle+deleting.idle', {
          confirmDialog,
          ownerId: ACME_ORG_ID,
          items: [ada, grace],
          draft: { email: '' },
          showDraftErrors: false,
          editing: null,
          showEditErrors: false,
          saving: null,
          deletingId: null,
        }),
        send,
      }}
      serviceAccountKey={{ snapshot: snapshotOf(serviceAccountKeyMachine, 'idle', { confirmDialog, orgId: ACME_ORG_ID, key: null }), send }}
      settings={{
        snapshot: snapshotOf(orgSettingsMachine, 'editing', { orgId: ACME_ORG_ID, ...toEditable(acmeSettings), showErrors: false }),
        send,
        orgName: 'Acme',
      }}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    for (const section of [
      'Project',
      'Project features',
      'Shared parameters',
      'Environments',
      'Browser states',
      'Alerts',
      'Organization members',
      'Service account key',
      'Organization settings',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
  },
};
