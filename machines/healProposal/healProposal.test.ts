import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { healProposalMachine, type HealProposal } from './healProposal.machine';
import { healProposalPathModel } from './healProposal.paths';
import {
  automaticHeal,
  decidedRun,
  NOTHING_TO_DECIDE,
  OUTDATED_MESSAGE,
  outdatedHeal,
  proposedHeal,
  rerunId,
  runId,
  suiteId,
  typescriptOnlyHeal,
} from './healProposal.samples';
import { boxOnPicture, selectDecision, selectLocators, selectPending, selectScriptDiff, selectSummary } from './healProposal.selectors';

describePathModel(healProposalPathModel);

function start(heal: HealProposal = proposedHeal) {
  return startRecorded(healProposalMachine, { input: { runId, suiteId, heal }, actors: ['acceptHeal', 'rejectHeal'], actions: [] });
}

describe('healProposal', () => {
  it('reads the step numbered from 1, the element before and after, and the evidence', () => {
    const { snapshot } = start();
    expect(selectSummary(snapshot())).toEqual({
      step: 'Step 2 "Click "Add to cart" on the mug."',
      elementBefore: 'button "Add to cart"',
      elementAfter: 'button "Add to basket"',
      evidence: proposedHeal.evidence,
    });
    expect(selectDecision(snapshot())).toEqual({ kind: 'proposed', busy: null, error: null });
  });

  it('accepts: the panel says so while it is sent, then who accepted it, the version and the run that checks it', () => {
    const { actor, settle, calls, snapshot } = start();
    actor.send({ type: 'heal.accept' });
    expect(calls).toEqual([['acceptHeal', { runId }]]);
    expect(selectPending(snapshot())).toBe('Accepting the heal…');
    expect(selectDecision(snapshot())).toEqual({ kind: 'proposed', busy: 'accept', error: null });
    // Neither decision is sent twice.
    actor.send({ type: 'heal.reject' });
    actor.send({ type: 'heal.accept' });
    expect(calls).toHaveLength(1);
    settle(doneEvent('acceptHeal', decidedRun(proposedHeal, 'accepted')));
    expect(selectDecision(snapshot())).toEqual({
      kind: 'accepted',
      text: 'Accepted by ada@shop.test — version 4',
      rerunPath: `/run/${suiteId}/${rerunId}`,
    });
    expect(selectPending(snapshot())).toBeNull();
  });

  it('shows a refusal with its reason and keeps the buttons; a second try clears the reason', () => {
    const { actor, settle, calls, snapshot } = start();
    actor.send({ type: 'heal.accept' });
    settle(errorEvent('acceptHeal', OUTDATED_MESSAGE));
    expect(selectDecision(snapshot())).toEqual({ kind: 'proposed', busy: null, error: OUTDATED_MESSAGE });
    actor.send({ type: 'heal.reject' });
    expect(selectDecision(snapshot())).toEqual({ kind: 'proposed', busy: 'reject', error: null });
    expect(selectPending(snapshot())).toBe('Rejecting the heal…');
    settle(errorEvent('rejectHeal', NOTHING_TO_DECIDE));
    expect(selectDecision(snapshot())).toEqual({ kind: 'proposed', busy: null, error: NOTHING_TO_DECIDE });
    actor.send({ type: 'heal.reject' });
    settle(doneEvent('rejectHeal', decidedRun(proposedHeal, 'rejected')));
    expect(calls.map(([name]) => name)).toEqual(['acceptHeal', 'rejectHeal', 'rejectHeal']);
    expect(selectDecision(snapshot())).toEqual({ kind: 'rejected', text: 'Rejected by ada@shop.test' });
  });

  it('starts decided: accepted automatically, or outdated with why', () => {
    expect(selectDecision(start(automaticHeal).snapshot())).toEqual({
      kind: 'accepted',
      text: 'Accepted automatically — version 4',
      rerunPath: `/run/${suiteId}/${rerunId}`,
    });
    const outdated = start(outdatedHeal);
    expect(selectDecision(outdated.snapshot())).toEqual({
      kind: 'outdated',
      text: 'This heal no longer applies: the test’s scripts changed since it was proposed. Run the test again to check them.',
    });
    outdated.actor.send({ type: 'heal.accept' });
    expect(outdated.calls).toEqual([]);
  });

  it('shows the locators and the scripts in TypeScript or Python, and stays in TypeScript without Python', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'language.changed', language: 'python' });
    expect(selectLocators(snapshot())).toEqual({
      language: 'python',
      languages: ['typescript', 'python'],
      before: 'page.get_by_role("button", name="Add to cart")',
      after: 'page.get_by_role("button", name="Add to basket")',
    });
    const diff = selectScriptDiff(snapshot());
    expect(diff.diff.rows.filter((row) => row.kind !== 'same').map((row) => [row.left?.number, row.right?.number])).toEqual([[5, 5]]);
    expect(diff.diff.rows).toHaveLength(7);
    const typescriptOnly = start(typescriptOnlyHeal);
    typescriptOnly.actor.send({ type: 'language.changed', language: 'python' });
    expect(selectLocators(typescriptOnly.snapshot())).toMatchObject({ language: 'typescript', languages: ['typescript'] });
    expect(selectScriptDiff(typescriptOnly.snapshot()).diff.rows).toHaveLength(10);
  });

  it('places the element box in percents of the picture, once its size is known', () => {
    const box = { x: 400, y: 220, width: 160, height: 48 };
    expect(boxOnPicture(box, { width: 640, height: 400 })).toEqual({ left: '62.5%', top: '55%', width: '25%', height: '12%' });
    expect(boxOnPicture(box, { width: 1280, height: 800 })).toEqual({ left: '31.25%', top: '27.5%', width: '12.5%', height: '6%' });
    expect(boxOnPicture(box, null)).toBeNull();
    expect(boxOnPicture(null, { width: 640, height: 400 })).toBeNull();
    expect(boxOnPicture(box, { width: 0, height: 0 })).toBeNull();
  });
});
