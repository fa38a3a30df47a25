/**
 * People write the answer to a browser dialog after the step that opens it (`click "Delete"`,
 * then `accept the dialog`), but a dialog must be answered by a handler set before it opens: one
 * nobody handles is dismissed at once. So a dialog step right after a step that can open one is
 * moved before it, unless it says it is for the *next* dialog (`accept the next dialog`), which
 * is already written first. The script follows the same order.
 *
 * A dialog's message is checked after the step that opened it (every dialog's message is kept
 * from the start): `the dialog should say "X"` stays where it is written after that step (an
 * answer written after it still moves before the step), and `the next dialog should say "X"`,
 * written before the step, moves after it.
 */
import type { PlannedStep } from './modules.ts';

const OPENS_DIALOGS = new Set<PlannedStep['kind']>([
  'click',
  'rightClick',
  'press',
  'pressIn',
  'search',
  'select',
  'check',
  'uncheck',
  'goto',
  'navigate',
  'fill',
  'drag',
]);
const AHEAD = /\b(?:next|upcoming|following)\b/i;

export function answerDialogsFirst(plan: PlannedStep[]): PlannedStep[] {
  const out = [...plan];
  // "the next dialog should say …" (and answers to it) before the step that opens it: checked after that step
  for (let i = out.length - 1; i >= 0; i--) {
    const step = out[i];
    if (step.kind !== 'expectDialog' || !AHEAD.test(step.source)) continue;
    let opener = i + 1;
    while (opener < out.length && out[opener].kind === 'dialog') opener++;
    if (opener >= out.length || !OPENS_DIALOGS.has(out[opener].kind)) continue;
    out.splice(i, 1);
    out.splice(opener, 0, step);
  }
  for (let i = 1; i < out.length; i++) {
    const step = out[i];
    if (step.kind !== 'dialog' || AHEAD.test(step.source)) continue;
    // past the checks of the dialog's message, to the step that opens it
    let opener = i - 1;
    while (opener > 0 && out[opener].kind === 'expectDialog') opener--;
    if (!OPENS_DIALOGS.has(out[opener].kind)) continue;
    out.splice(i, 1);
    out.splice(opener, 0, step);
  }
  return out;
}
