import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { describePathModel } from '../_testing/pathTests';
import { sidebarMachine } from './sidebar.machine';
import { sidebarPathModel } from './sidebar.paths';
import { selectIsExpanded, selectIsPinned } from './sidebar.selectors';

describePathModel(sidebarPathModel);

describe('sidebar', () => {
  it('peeks on hover without pinning, and saves the pin on toggle', () => {
    const stored: boolean[] = [];
    const actor = createActor(sidebarMachine.provide({ actions: { storePinned: (_, params) => stored.push(params.pinned) } }), {
      input: { pinned: false },
    }).start();
    actor.send({ type: 'pointer.entered' });
    expect(selectIsExpanded(actor.getSnapshot())).toBe(true);
    expect(selectIsPinned(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'sidebar.toggle' });
    actor.send({ type: 'pointer.left' });
    expect(selectIsExpanded(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'sidebar.toggle' });
    expect(selectIsExpanded(actor.getSnapshot())).toBe(false);
    expect(stored).toEqual([true, false]);
  });

  it('restores a saved pin', () => {
    const actor = createActor(sidebarMachine.provide({ actions: { storePinned: () => {} } }), { input: { pinned: true } }).start();
    expect(selectIsPinned(actor.getSnapshot())).toBe(true);
  });
});
