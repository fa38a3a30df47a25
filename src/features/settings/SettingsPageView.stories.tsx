import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { orgMembersMachine } from '../../../machines/orgMembers/orgMembers.machine';
import { ACME_ORG_ID, ada, grace } from '../../../machines/orgMembers/orgMembers.fixtures';
import { orgSettingsMachine, toEditable } from '../../../machines/orgSettings/orgSettings.machine';
import { acmeSettings } from '../../../machines/orgSettings/orgSettings.fixtures';
import { serviceAccountKeyMachine } from '../../../machines/serviceAccountKey/serviceAccountKey.machine';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { SettingsPageView } from './SettingsPageView';

type Args = { send: (event: unknown) => void };

const meta = {
  title: 'Settings/Settings page',
  parameters: { layout: 'fullscreen' },
  args: { send: fn() },
  render: ({ send }) => (
    <SettingsPageView
      project={{ project: { id: '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f', name: 'Checkout' }, send }}
      members={{
        snapshot: snapshotOf(orgMembersMachine, 'loaded.idle', { orgId: ACME_ORG_ID, members: [ada, grace], email: '', showErrors: false }),
        send,
      }}
      serviceAccountKey={{ snapshot: snapshotOf(serviceAccountKeyMachine, 'idle', { orgId: ACME_ORG_ID, key: null }), send }}
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
    for (const section of ['Project', 'Organization members', 'Service account key', 'Organization settings']) {
      await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
  },
};
