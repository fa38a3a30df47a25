/**
 * The Run button of a runnable test (spec section 4, "Run statuses"): disabled and reading
 * 'Running' while the runs load, a run is saving or one is active; then Cancel (confirmed)
 * beside it. Idle, its menu offers 'Override run parameters' and Regenerate. Regenerate is the
 * test page's (`sendPage`); the rest goes to the test's runs.
 */
import { Box, Button, Group, HStack, IconButton, Menu, Portal } from '@chakra-ui/react';
import { LuChevronDown, LuLoaderCircle, LuPlay, LuX } from 'react-icons/lu';
import { selectRunButton } from '../../../machines/testRuns/testRuns.selectors';
import type { TestRunsProps } from './runTypes';

export const OVERRIDE_LABEL = 'Override run parameters';

type Props = TestRunsProps & { sendPage: (event: { type: 'test.regenerate' }) => void };

export function RunButton({ snapshot, send, sendPage }: Props) {
  const view = selectRunButton(snapshot);
  return (
    <HStack gap="2">
      <Group attached>
        <Button size="sm" colorPalette="green" disabled={view.disabled} onClick={() => send({ type: 'run.start' })}>
          {view.disabled ? (
            <Box as="span" display="inline-flex" animation="spin">
              <LuLoaderCircle />
            </Box>
          ) : (
            <LuPlay />
          )}
          {view.label}
        </Button>
        {view.canOverride && (
          <Menu.Root onSelect={({ value }) => (value === 'regenerate' ? sendPage({ type: 'test.regenerate' }) : send({ type: 'overrides.open' }))}>
            <Menu.Trigger asChild>
              <IconButton size="sm" colorPalette="green" variant="subtle" aria-label="More run options">
                <LuChevronDown />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="override">{OVERRIDE_LABEL}</Menu.Item>
                  <Menu.Item value="regenerate">Regenerate</Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        )}
      </Group>
      {view.cancel !== 'hidden' && (
        <Button size="sm" variant="outline" loading={view.cancel === 'busy'} loadingText="Cancel" onClick={() => send({ type: 'run.cancel' })}>
          <LuX />
          Cancel
        </Button>
      )}
    </HStack>
  );
}
