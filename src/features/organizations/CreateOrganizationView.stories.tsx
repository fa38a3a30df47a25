import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  createOrganizationInitialContext,
  createOrganizationMachine,
  type CreateOrganizationContext,
} from '../../../machines/createOrganization/createOrganization.machine';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { CreateOrganizationView } from './CreateOrganizationView';

type Args = { state: string; context: CreateOrganizationContext; send: (event: unknown) => void };

const acme: CreateOrganizationContext = {
  fields: { name: 'Acme QA', logo: 'https://acme.example/logo.png', title: 'Acme QA tests', primary: '#ff6600', secondary: 'rgb(0, 51, 102)' },
  showErrors: false,
  error: null,
};

const meta = {
  title: 'Organizations/Create organization',
  parameters: { machine: 'createOrganization', layout: 'padded' },
  args: { send: fn(), context: createOrganizationInitialContext },
  render: ({ state, context, send }) => (
    <div style={{ maxWidth: '28rem', margin: '0 auto' }}>
      <CreateOrganizationView snapshot={snapshotOf(createOrganizationMachine, state, context)} send={send} />
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const preview = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Branding preview' }));
const submit = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Create organization' });

export const Editing: Story = {
  parameters: { state: 'editing' },
  args: { state: 'editing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Create organization' })).toBeVisible();
    await expect(canvas.getByText('A name is all it needs; the branding is optional.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeRequired();
    for (const label of ['Logo URL', 'Page title', 'Primary colour', 'Secondary colour']) {
      await expect(canvas.getByRole('textbox', { name: label })).not.toBeRequired();
    }
    await expect(canvas.getByRole('textbox', { name: 'Logo URL' })).toHaveAttribute('placeholder', 'https://acme.example/logo.png');
    await expect(canvas.queryByText('This field is required')).toBeNull();
    // The preview shows the product's defaults until branding is typed.
    await expect(preview(canvasElement).getByText('Critical Journey')).toBeVisible();
    await expect(preview(canvasElement).getByText('Organization name')).toBeVisible();
    await expect(preview(canvasElement).getAllByText('Default')).toHaveLength(2);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'A');
    await expect(args.send).toHaveBeenCalledWith({ type: 'field.changed', field: 'name', value: 'A' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Secondary colour' }), '#');
    await expect(args.send).toHaveBeenCalledWith({ type: 'field.changed', field: 'secondary', value: '#' });
    await userEvent.click(submit(canvasElement));
    await expect(args.send).toHaveBeenCalledWith({ type: 'form.submit' });
  },
};

/** Every field filled in: the preview shows the tab title, the name, the logo and both colours. */
export const EditingFilled: Story = {
  parameters: { state: 'editing' },
  args: { state: 'editing', context: acme },
  play: async ({ canvasElement }) => {
    const shown = preview(canvasElement);
    await expect(shown.getByText('Acme QA tests')).toBeVisible();
    await expect(shown.getByText('Acme QA')).toBeVisible();
    await expect(shown.getByText('#ff6600')).toBeVisible();
    await expect(shown.getByText('rgb(0, 51, 102)')).toBeVisible();
    await expect(shown.getByTestId('primary-swatch')).toHaveStyle({ backgroundColor: 'rgb(255, 102, 0)' });
    await expect(shown.getByTestId('secondary-swatch')).toHaveStyle({ backgroundColor: 'rgb(0, 51, 102)' });
    await expect(canvasElement.querySelector('section img')).toHaveAttribute('src', 'https://acme.example/logo.png');
  },
};

/** After a submit attempt each invalid field says why; the preview leaves invalid values out. */
export const EditingWithErrors: Story = {
  parameters: { state: 'editing' },
  args: {
    state: 'editing',
    context: {
      fields: { name: '   ', logo: 'acme.example/logo.png', title: 'x'.repeat(201), primary: 'red; background: url(x)', secondary: '#003366' },
      showErrors: true,
      error: null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await expect(canvas.getByText('Invalid URL')).toBeVisible();
    await expect(canvas.getByText('At most 200 characters')).toBeVisible();
    await expect(canvas.getAllByText('Invalid colour')).toHaveLength(1);
    await expect(canvas.getByRole('textbox', { name: 'Primary colour' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Secondary colour' })).not.toHaveAttribute('aria-invalid');
    await expect(preview(canvasElement).getByText('Default')).toBeVisible();
    await expect(preview(canvasElement).getByText('#003366')).toBeVisible();
    await expect(canvasElement.querySelector('section img')).toBeNull();
  },
};

/** A failed request: the server's message in red under the form, until the next submit. */
export const EditingAfterFailure: Story = {
  parameters: { state: 'editing' },
  args: { state: 'editing', context: { ...acme, error: 'Only super admins may create organizations' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only super admins may create organizations');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('readonly');
    await userEvent.click(submit(canvasElement));
    await expect(args.send).toHaveBeenCalledWith({ type: 'form.submit' });
  },
};

export const Saving: Story = {
  parameters: { state: 'saving' },
  args: { state: 'saving', context: acme },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Name', 'Logo URL', 'Page title', 'Primary colour', 'Secondary colour']) {
      await expect(canvas.getByRole('textbox', { name: label })).toHaveAttribute('readonly');
    }
    await expect(submit(canvasElement)).toHaveAttribute('data-loading');
    await expect(submit(canvasElement)).toBeDisabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The app is opening the new organization; the form stays read-only until it does. */
export const Created: Story = {
  parameters: { state: 'created' },
  args: { state: 'created', context: acme },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    await expect(submit(canvasElement)).toBeDisabled();
  },
};
