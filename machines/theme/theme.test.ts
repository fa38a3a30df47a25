import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { describePathModel } from '../_testing/pathTests';
import { themeMachine, type ThemeInput, type ThemeMode } from './theme.machine';
import { themePathModel } from './theme.paths';
import { selectColorMode, selectMode } from './theme.selectors';

describePathModel(themePathModel);

function startTheme(input: ThemeInput) {
  const stored: ThemeMode[] = [];
  const actor = createActor(themeMachine.provide({ actions: { storeMode: (_, params) => stored.push(params.mode) } }), { input }).start();
  return { actor, stored };
}

describe('theme', () => {
  it('restores the saved pick, and follows the system without one', () => {
    expect(selectMode(startTheme({ storedMode: 'dark', systemPrefersDark: false }).actor.getSnapshot())).toBe('dark');
    const { actor } = startTheme({ storedMode: null, systemPrefersDark: true });
    expect(selectMode(actor.getSnapshot())).toBe('system');
    expect(selectColorMode(actor.getSnapshot())).toBe('dark');
    actor.send({ type: 'system.changed', prefersDark: false });
    expect(selectColorMode(actor.getSnapshot())).toBe('light');
  });

  it('saves each pick, and an explicit pick ignores the system setting', () => {
    const { actor, stored } = startTheme({ storedMode: null, systemPrefersDark: true });
    actor.send({ type: 'theme.selected', mode: 'light' });
    actor.send({ type: 'theme.selected', mode: 'system' });
    expect(stored).toEqual(['light', 'system']);
    actor.send({ type: 'theme.selected', mode: 'light' });
    expect(selectColorMode(actor.getSnapshot())).toBe('light');
  });
});
