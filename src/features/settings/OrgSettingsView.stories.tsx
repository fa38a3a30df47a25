import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { orgSettingsMachine, toEditable, type OrgSettingsContext } from '../../../machines/orgSettings/orgSettings.machine';
import { acmeSettings } from '../../../machines/orgSettings/orgSettings.fixtures';
import { ACME_ORG_ID } from '../../../machines/orgMembers/orgMembers.fixtures';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { OrgSettingsView } from './OrgSettingsView';

type Args = { state: string; context: OrgSettingsContext; orgName: string; send: (event: unknown) => void };

const loadedContext: OrgSettingsContext = { orgId: ACME_ORG_ID, ...toEditable(acmeSettings), showErrors: false };

const meta = {
  title: 'Settings/Organization settings',
  parameters: { machine: 'orgSettings' },
  args: { send: fn(), state: 'editing', context: loadedContext, orgName: 'Acme' },
  render: ({ state, context, orgName, send }) => (
    <OrgSettingsView snapshot={snapshotOf(orgSettingsMachine, state, context)} send={send} orgName={orgName} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Organization settings' })).toBeVisible();
    await expect(canvas.getByLabelText('Loading settings')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { state: 'failed' },
  args: { state: 'failed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Something went wrong!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'settings.retry' });
  },
};

export const Editing: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Value of username' })).toHaveValue('acme-qa');
    // The access key is typed into a masked input.
    await expect(canvas.getByLabelText('Value of access_key')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('textbox', { name: 'Value of region' })).toHaveValue('eu');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Value of region' }), 's');
    await expect(args.send).toHaveBeenCalledWith({ type: 'row.changed', index: 2, part: 'value', value: 'eus' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add setting' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'row.add' });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove setting region' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'row.remove', index: 2 });
    await expect(canvas.getByRole('textbox', { name: 'Page title' })).toHaveValue('Acme QA');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Secondary colour' }), 'n');
    await expect(args.send).toHaveBeenCalledWith({ type: 'branding.changed', field: 'secondary', value: 'n' });
    const preview = within(canvas.getByRole('region', { name: 'Branding preview' }));
    await expect(preview.getByText('Acme QA')).toBeVisible();
    await expect(preview.getByText('#ff6600')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'form.submit' });
  },
};

export const EditingWithErrors: Story = {
  parameters: { state: 'editing' },
  args: {
    context: {
      ...loadedContext,
      rows: [...loadedContext.rows, { key: '', value: 'x' }, { key: 'region', value: 'us' }],
      branding: { logo: 'acme.example/logo.png', title: '', primary: 'red; background: url(x)', secondary: '' },
      showErrors: true,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await expect(canvas.getByText('Duplicate key')).toBeVisible();
    await expect(canvas.getByText('Invalid URL')).toBeVisible();
    await expect(canvas.getByText('Invalid colour')).toBeVisible();
  },
};

export const Saving: Story = {
  parameters: { state: 'saving' },
  args: { state: 'saving' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Page title' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Value of username' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Save settings' })).toHaveAttribute('data-loading');
  },
};
