import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BadSelfTestRequest } from './BadSelfTestRequest';

const meta = {
  title: 'Test cases/Self-test refused',
  component: BadSelfTestRequest,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof BadSelfTestRequest>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where a test aimed at Critical Journey itself ends: the editor redirects here after its toast. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "Won't test Critical Journey" })).toBeVisible();
    await expect(canvas.getByText(/Point the test at the website you want to test\./)).toBeVisible();
  },
};
