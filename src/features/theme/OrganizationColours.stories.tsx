/**
 * an organization's primary colour themes primary buttons, links and focus rings, not
 * only the sidebar. The branding is applied to the document as the app applies it
 * (applyBranding), and axe checks the result after the play function.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Input, Link, Stack } from '@chakra-ui/react';
import { expect, userEvent, within } from 'storybook/test';
import { applyBranding, brandingFor, DEFAULT_BRANDING } from '../../app/branding';

type Args = { primary: string };

const meta = {
  title: 'Layout/Organization colours',
  parameters: { layout: 'padded' },
  // The colours are custom properties on <html>, where the theme's tokens read them.
  beforeEach: ({ args }) => {
    applyBranding(brandingFor({ theme: { primary: (args as Args).primary } }, '/tests/p1'));
    return () => applyBranding(DEFAULT_BRANDING);
  },
  render: () => (
    <Stack gap="4" align="start">
      <Button colorPalette="blue">Save settings</Button>
      <Link href="#runs" colorPalette="blue" variant="underline">
        Open the run
      </Link>
      <Input aria-label="Name" />
    </Stack>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dark purple: buttons, links and focus rings all take it; the button's text is white. */
export const DarkPrimary: Story = {
  args: { primary: '#5b21b6' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Save settings' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(91, 33, 182)');
    await expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'Open the run' })).color).toBe('rgb(91, 33, 182)');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(input).outlineColor).toBe('rgb(91, 33, 182)');
  },
};

/** A light yellow: the button takes it with black text; links keep the product's readable blue. */
export const LightPrimary: Story = {
  args: { primary: '#ffd400' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Save settings' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(255, 212, 0)');
    await expect(getComputedStyle(button).color).toBe('rgb(0, 0, 0)');
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'Open the run' })).color).not.toBe('rgb(255, 212, 0)');
  },
};
