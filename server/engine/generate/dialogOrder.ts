/**
 * People write the answer to a browser dialog after the step that opens it (`click "Delete"`,
 * then `accept the dialog`), but a dialog must be answered by a handler set before it opens: one
 * nobody handles is dismissed at once. So a dialog step right after a step that can open one is
 * moved before it, unless it says it is for the *next* dialog (`accept the next dialog`), which
 * is already written first. The script follows the same order.
 */
import type { PlannedStep } from './modules.ts';

const OPENS_DIALOGS = new Set<PlannedStep['kind']>(['click', 'rightClick', 'press', 'pressIn', 'search', 'select', 'check', 'uncheck', 'goto', 'navigate', 'fill', 'drag']);
const AHEAD = /\b(?:next|upcoming|following)\b/i;

export function answerDialogsFirst(plan: PlannedStep[]): PlannedStep[] {
  const out = [...plan];
  for (let i = 1; i < out.length; i++) {
    const [before, step] = [out[i - 1], out[i]];
    if (step.kind !== 'dialog' || AHEAD.test(step.source) || !OPENS_DIALOGS.has(before.kind)) continue;
    out[i - 1] = step;
    out[i] = before;
  }
  return out;
}
