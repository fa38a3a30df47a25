import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FlowDiagram } from './FlowDiagram';

// Every machine's generated diagram; `npm run flows` rewrites docs/flows/*.mmd.
const diagrams = import.meta.glob('../../../docs/flows/*.mmd', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const machineIds = Object.keys(diagrams).map((file) => file.split('/').pop()!.replace('.mmd', '')).sort();
const sourceOf = (id: string) => diagrams[`../../../docs/flows/${id}.mmd`];

type Args = { machine: string };

const meta = {
  title: 'Flows/Machine diagrams',
  argTypes: { machine: { control: 'select', options: machineIds } },
  render: ({ machine }) => <FlowDiagram id={machine} source={sourceOf(machine)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each machine's diagram renders to an SVG that names its states. */
export const EveryMachine: Story = {
  args: { machine: machineIds[0] },
  render: () => (
    <>
      {machineIds.map((id) => (
        <FlowDiagram key={id} id={id} source={sourceOf(id)} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(machineIds.length).toBeGreaterThanOrEqual(5);
    // Mermaid draws the diagrams one after another; with eleven machines the later ones take
    // well over ten seconds in headless Chromium.
    for (const id of machineIds) {
      await waitFor(() => expect(within(canvasElement).getByTestId(`flow-${id}`).querySelector('svg')).not.toBeNull(), { timeout: 60_000 });
    }
  },
};

export const OneMachine: Story = { args: { machine: machineIds[0] } };
