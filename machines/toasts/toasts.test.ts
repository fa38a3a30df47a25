import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { describePathModel } from '../_testing/pathTests';
import { REPEAT_WINDOW_MS, toastsMachine, type Toast } from './toasts.machine';
import { fetchFailed, saved, toastsPathModel } from './toasts.paths';

describePathModel(toastsPathModel);

function startToasts() {
  const displayed: Toast[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(toastsMachine.provide({ actions: { display: (_, toast) => void displayed.push(toast) } }), { clock }).start();
  const show = (toast: Toast) => actor.send({ type: 'toast.show', toast });
  return { show, displayed, clock };
}

describe('toasts', () => {
  it('shows a toast identical to the one just shown once, and again after the window', () => {
    const { show, displayed, clock } = startToasts();
    show(fetchFailed);
    show(fetchFailed);
    expect(displayed).toEqual([fetchFailed]);
    clock.increment(REPEAT_WINDOW_MS);
    show(fetchFailed);
    expect(displayed).toEqual([fetchFailed, fetchFailed]);
  });

  it('shows different toasts one after another, each starting its own window', () => {
    const { show, displayed, clock } = startToasts();
    show(fetchFailed);
    show(saved);
    show(fetchFailed);
    expect(displayed).toEqual([fetchFailed, saved, fetchFailed]);
    clock.increment(REPEAT_WINDOW_MS - 1);
    show(fetchFailed);
    expect(displayed).toHaveLength(3);
  });
});
