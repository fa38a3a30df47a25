/** The path model of the theme: every saved pick as input, every pick and system change as events. */
import type { PathModel } from '../_testing/paths';
import { themeObservations, themeTransitions } from './theme.expectations';
import { themeMachine, type ThemeMode } from './theme.machine';

const modes: ThemeMode[] = ['light', 'dark', 'system'];

export const themePathModel: PathModel<typeof themeMachine> = {
  machine: themeMachine,
  inputs: [
    { storedMode: null, systemPrefersDark: false },
    { storedMode: 'light', systemPrefersDark: false },
    { storedMode: 'dark', systemPrefersDark: true },
    { storedMode: 'system', systemPrefersDark: true },
  ],
  implementations: { actions: { storeMode: () => {} } },
  events: () => [
    ...modes.map((mode) => ({ type: 'theme.selected' as const, mode })),
    { type: 'system.changed', prefersDark: true },
    { type: 'system.changed', prefersDark: false },
  ],
  observations: themeObservations,
  transitions: themeTransitions,
};
