import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { publicTestMachine, type PublicTestContext } from '../../../machines/publicTest/publicTest.machine';
import { generatedPublicTest, ungeneratedPublicTest } from '../../../machines/publicTest/publicTest.samples';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { PublicTestView } from './PublicTestView';

type Args = { state: string; context: PublicTestContext; send: (event: unknown) => void };

/** Stories serve no API: each screenshot is drawn in place, labelled with its key. */
function sampleImage(key: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="100%" height="100%" fill="#e2e8f0"/><text x="50%" y="50%" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#475569">${key}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const base: PublicTestContext = { id: 'checkout-flow-test', test: null, slide: 0, viewerIndex: null, error: null };
const generated: PublicTestContext = { ...base, test: generatedPublicTest };

const meta = {
  title: 'Public/Public test',
  parameters: { machine: 'publicTest', layout: 'padded' },
  args: { send: fn(), state: 'loading', context: base },
  render: ({ state, context, send }) => (
    <PublicTestView snapshot={snapshotOf(publicTestMachine, state, context)} send={send} imageAddress={sampleImage} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading the test')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadedWithSteps: Story = {
  parameters: { state: 'loaded.viewer.closed' },
  args: { state: 'loaded.viewer.closed', context: generated },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout as a guest' })).toBeVisible();
    const website = canvas.getByRole('link', { name: 'https://shop.example.com' });
    await expect(website).toHaveAttribute('href', 'https://shop.example.com');
    await expect(website).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(canvas.getByText('Add the first product to the cart, go to checkout and reach the payment step.')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Succeeded' })).toBeVisible();
    await expect(canvas.getByText('Completed')).toBeVisible();

    // Steps in step order, each with its description; the two with a screenshot show it.
    const steps = within(canvas.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Open https://shop.example.com'),
      expect.stringContaining('Click "Add to cart" on the first product'),
      expect.stringContaining('Click "Checkout"'),
    ]);
    await expect(within(steps[0]!).getByText('goto')).toBeVisible();
    await expect(within(steps[2]!).queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Screenshot of step 2' })).toHaveAttribute('src', sampleImage('shots/checkout-1.png'));

    await userEvent.click(canvas.getByRole('button', { name: 'Open the screenshot of step 2' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'screenshot.open', index: 1 });

    // The slideshow shows the first screenshot and opens it.
    await expect(canvas.getByText('Screenshot 1 of 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the current screenshot' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'screenshot.open', index: 0 });

    await expect(canvas.getByText(/test\('checkout as a guest'/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'script.copy' });
  },
};

export const LoadedSecondSlide: Story = {
  parameters: { state: 'loaded.viewer.closed' },
  args: { state: 'loaded.viewer.closed', context: { ...generated, slide: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Screenshot 2 of 2')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Screenshot 2 of 2' })).toHaveAttribute('src', sampleImage('shots/checkout-1.png'));
  },
};

export const LoadedWithoutSteps: Story = {
  parameters: { state: 'loaded.viewer.closed' },
  args: { state: 'loaded.viewer.closed', context: { ...base, id: 'newsletter', test: ungeneratedPublicTest } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // No title: the name is the heading.
    await expect(canvas.getByRole('heading', { level: 1, name: 'newsletter' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Not generated' })).toBeVisible();
    await expect(canvas.getByText('Created')).toBeVisible();
    await expect(canvas.getByText('No steps yet')).toBeVisible();
    await expect(canvas.getByText('This test has not been generated yet. Its steps appear here once it is.')).toBeVisible();
    await expect(canvas.getByText('The script appears here once the test is generated.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copy' })).toBeNull();
    await expect(canvas.queryByText(/Screenshot \d of/)).toBeNull();
  },
};

export const ViewerOpen: Story = {
  parameters: { state: 'loaded.viewer.open' },
  args: { state: 'loaded.viewer.open', context: { ...generated, viewerIndex: 1 } },
  play: async ({ args }) => {
    const dialog = await waitFor(() => body().getByRole('dialog', { name: 'Screenshot' }));
    const image = within(dialog).getByRole('img', { name: 'Screenshot 2' });
    await expect(image).toHaveAttribute('src', sampleImage('shots/checkout-1.png'));
    await userEvent.click(image);
    await expect(args.send).toHaveBeenCalledWith({ type: 'viewer.close' });
  },
};

export const NotFound: Story = {
  parameters: { state: 'notFound' },
  args: { state: 'notFound', context: { ...base, id: 'no-such-test' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This test is not public, or does not exist.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const Failed: Story = {
  parameters: { state: 'failed' },
  args: { state: 'failed', context: { ...base, error: 'Service Unavailable' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Something went wrong!')).toBeVisible();
    await expect(canvas.getByText('Service Unavailable')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'load.retry' });
  },
};
