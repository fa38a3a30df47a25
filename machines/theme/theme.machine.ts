/**
 * Colour theme: follows the system's dark or light setting unless the user picked one, and the
 * pick is saved in browser storage (spec section 2, "Other screens and widgets").
 */
import { assign, setup } from 'xstate';
import { providedAction } from '../_shared/provided';

export type ThemeMode = 'light' | 'dark' | 'system';
export type ColorMode = 'light' | 'dark';

export interface ThemeInput {
  /** The saved pick; null when nothing (or nothing valid) was saved. */
  storedMode: ThemeMode | null;
  systemPrefersDark: boolean;
}

export interface ThemeContext {
  systemPrefersDark: boolean;
}

export type ThemeEvent = { type: 'theme.selected'; mode: ThemeMode } | { type: 'system.changed'; prefersDark: boolean };

export const themeMachine = setup({
  types: {
    context: {} as ThemeContext,
    events: {} as ThemeEvent,
    input: {} as ThemeInput,
  },
  actions: {
    storeMode: providedAction<{ mode: ThemeMode }>('storeMode'),
    setSystemPreference: assign((_, params: { prefersDark: boolean }) => ({ systemPrefersDark: params.prefersDark })),
  },
  guards: {
    // The input travels in the xstate.init event; only the initial `restoring` state reads it,
    // so the saved pick is not copied into context where it could go stale.
    wasStored: ({ event }, params: { mode: ThemeMode }) => (event as { input?: ThemeInput }).input?.storedMode === params.mode,
    isSelectedMode: ({ event }, params: { mode: ThemeMode }) => event.type === 'theme.selected' && event.mode === params.mode,
  },
}).createMachine({
  id: 'theme',
  context: ({ input }) => ({ systemPrefersDark: input.systemPrefersDark }),
  initial: 'restoring',
  on: {
    'theme.selected': [
      {
        guard: { type: 'isSelectedMode', params: { mode: 'light' } },
        target: '.light',
        actions: { type: 'storeMode', params: { mode: 'light' } },
      },
      {
        guard: { type: 'isSelectedMode', params: { mode: 'dark' } },
        target: '.dark',
        actions: { type: 'storeMode', params: { mode: 'dark' } },
      },
      {
        guard: { type: 'isSelectedMode', params: { mode: 'system' } },
        target: '.system',
        actions: { type: 'storeMode', params: { mode: 'system' } },
      },
    ],
    'system.changed': {
      actions: { type: 'setSystemPreference', params: ({ event }) => ({ prefersDark: event.prefersDark }) },
    },
  },
  states: {
    restoring: {
      always: [
        { guard: { type: 'wasStored', params: { mode: 'light' } }, target: 'light' },
        { guard: { type: 'wasStored', params: { mode: 'dark' } }, target: 'dark' },
        { target: 'system' },
      ],
    },
    light: {},
    dark: {},
    system: {},
  },
});
