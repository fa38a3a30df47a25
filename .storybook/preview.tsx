import type { Preview } from '@storybook/react-vite';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../src/ui/system';
import { MemoryRouter } from 'react-router';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ChakraProvider value={system}>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </ChakraProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // axe-core runs after every story; in `vitest --project storybook` a violation fails the
    // story's test. The WCAG 2.x A and AA rules are the ones the end-to-end pages are held to
    // too (tests/support/axe.ts). A story that must skip a rule disables that one rule in its
    // own parameters, with the reason beside it.
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
  },
};

export default preview;
