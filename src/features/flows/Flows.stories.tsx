import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FlowDiagram } from './FlowDiagram';

// Every machine's generated diagram; `npm run flows` rewrites docs/flows/*.mmd.
const diagrams = import.meta.glob('../../../docs/flows/*.mmd', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const machineIds = Object.keys(diagrams)
  .map((file) => file.split('/').pop()!.replace('.mmd', ''))
  .sort();
const sourceOf = (id: string) => diagrams[`../../../docs/flows/${id}.mmd`];

type Args = { machine: string };

const meta = {
  title: 'Flows/Machine diagrams',
  argTypes: { machine: { control: 'select', options: machineIds } },
  render: ({ machine }) => <FlowDiagram id={machine} source={sourceOf(machine)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every machine's generated diagram is valid Mermaid. Parsing is checked for all of them;
 * drawing (layout) takes seconds per large machine in headless Chromium, so OneMachine draws
 * one and each component's docs page draws its own.
 */
export const EveryMachine: Story = {
  args: { machine: machineIds[0] },
  render: () => (
    <ul>
      {machineIds.map((id) => (
        <li key={id}>{id}</li>
      ))}
    </ul>
  ),
  play: async () => {
    await expect(machineIds.length).toBeGreaterThanOrEqual(20);
    const { default: mermaid } = await import('mermaid');
    mermaid.initialize({ startOnLoad: false });
    for (const id of machineIds) {
      await expect(mermaid.parse(sourceOf(id)!), id).resolves.toBeTruthy();
    }
    await expect(mermaid.parse('stateDiagram-v2\n  [*] --> --> broken'), 'a broken diagram').rejects.toThrow();
  },
};

/** One machine drawn to an SVG that names its states, with links to its diagram and definition. */
export const OneMachine: Story = {
  args: { machine: machineIds[0] },
  play: async ({ canvasElement }) => {
    const id = machineIds[0]!;
    await waitFor(() => expect(within(canvasElement).getByTestId(`flow-${id}`).querySelector('svg')).not.toBeNull(), { timeout: 30_000 });
    const definition = within(canvasElement).getByRole('link', { name: `${id}.json` });
    await expect(definition).toHaveAttribute('download', `${id}.json`);
    const text = decodeURIComponent(definition.getAttribute('href')!.split(',').slice(1).join(','));
    await expect(JSON.parse(text)).toMatchObject({ id });
    await expect(within(canvasElement).getByRole('link', { name: `${id}.mmd` })).toHaveAttribute('download', `${id}.mmd`);
  },
};
