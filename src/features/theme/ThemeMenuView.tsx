/** Theme choice: follow the system, or force light or dark (kept in browser storage). */
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { LuMonitor, LuMoon, LuSun } from 'react-icons/lu';
import type { SnapshotFrom } from 'xstate';
import type { ThemeEvent, ThemeMode, themeMachine } from '../../../machines/theme/theme.machine';
import { selectColorMode, selectMode } from '../../../machines/theme/theme.selectors';

const choices: { mode: ThemeMode; label: string }[] = [
  { mode: 'system', label: 'System' },
  { mode: 'light', label: 'Light' },
  { mode: 'dark', label: 'Dark' },
];

export function ThemeMenuView({ snapshot, send }: { snapshot: SnapshotFrom<typeof themeMachine>; send: (event: ThemeEvent) => void }) {
  const mode = selectMode(snapshot);
  const colorMode = selectColorMode(snapshot);
  const Icon = mode === 'system' ? LuMonitor : colorMode === 'dark' ? LuMoon : LuSun;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`Theme: ${mode}`}>
          <Icon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={mode} onValueChange={(details) => send({ type: 'theme.selected', mode: details.value as ThemeMode })}>
              {choices.map((choice) => (
                <Menu.RadioItem key={choice.mode} value={choice.mode}>
                  {choice.label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
