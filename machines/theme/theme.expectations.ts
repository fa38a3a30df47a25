/**
 * What the user observes in each state of the colour theme, and what each transition must do:
 * the hand-written tables its path replays check (machines/_testing/expectations.ts). Spec
 * section 2: the theme follows the system's dark or light setting and can be overridden, the
 * override saved in browser storage.
 */
import type { AnyEventObject } from 'xstate';
import type { ExpectationTables, Observation, StepExpectation } from '../_testing/expectations';
import type { ThemeContext, ThemeMode, themeMachine } from './theme.machine';
import { selectColorMode, selectMode } from './theme.selectors';

type Machine = typeof themeMachine;
type Tables = ExpectationTables<Machine>;

/** A pick and a change of the system setting are taken in every state. */
const can = ['theme.selected', 'system.changed'] as const;

/** An explicit pick shows its own colours, whatever the system prefers. */
const picked = (mode: 'light' | 'dark'): Observation<Machine> => ({
  can,
  selectors: [
    [selectMode, mode],
    [selectColorMode, mode],
  ],
});

export const themeObservations: Tables['observations'] = {
  light: picked('light'),
  dark: picked('dark'),
  // Following the system: the colours are the system's current preference.
  system: ({ systemPrefersDark }: ThemeContext) => ({
    can,
    selectors: [
      [selectMode, 'system'],
      [selectColorMode, systemPrefersDark ? 'dark' : 'light'],
    ],
  }),
};

/** Every pick (the current one too) shows that mode and is saved. */
const select = (_: ThemeContext, event: AnyEventObject): StepExpectation => {
  const mode = event.mode as ThemeMode;
  return { target: mode, effects: [{ action: 'storeMode', params: { mode } }] };
};

export const themeTransitions: Tables['transitions'] = {
  // The saved pick (or the system without one) is restored at once, and nothing is saved.
  'start + xstate.init': (_, { input }) => ({ target: input.storedMode ?? 'system' }),
  'light + theme.selected': select,
  'dark + theme.selected': select,
  'system + theme.selected': select,
};
