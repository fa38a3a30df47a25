/**
 * What the user observes in each state of a run's heal proposal, and what each transition must
 * do: the hand-written tables its path replays check (machines/_testing/expectations.ts). Texts,
 * locators and diff lines are written out rather than imported, so a changed one fails here.
 */
import type { SnapshotFrom } from 'xstate';
import type { ExpectationTables, Observation } from '../_testing/expectations';
import type { HealProposalContext, healProposalMachine } from './healProposal.machine';
import { runId, suiteId } from './healProposal.samples';
import { selectDecision, selectLocators, selectPending, selectPictures, selectScriptDiff, selectSummary } from './healProposal.selectors';

type Machine = typeof healProposalMachine;
type Tables = ExpectationTables<Machine>;

const SUMMARY = {
  step: 'Step 2 "Click "Add to cart" on the mug."',
  elementBefore: 'button "Add to cart"',
  elementAfter: 'button "Add to basket"',
  evidence: [
    'Its id "add-to-cart" is the one recorded.',
    'It is the only button in the product card "Mug", where the recorded one was.',
    'Only its text changed: "Add to cart" is now "Add to basket".',
  ],
};

/** The diff as headed: its sides, its language, how many rows of each kind, and the changed line. */
function diffView(snapshot: SnapshotFrom<Machine>) {
  const { left, right, language, diff } = selectScriptDiff(snapshot);
  const kinds: Record<string, number> = {};
  for (const row of diff.rows) kinds[row.kind] = (kinds[row.kind] ?? 0) + 1;
  const changed = diff.rows.filter((row) => row.kind !== 'same').map((row) => [row.left?.text ?? null, row.right?.text ?? null]);
  return { left, right, language, kinds, changed };
}

/** Both languages unless the test has no Python; only the healed step's line differs. */
function code({ heal, language }: HealProposalContext) {
  const languages = heal.script_before.python === null ? ['typescript'] : ['typescript', 'python'];
  const diff = { left: 'Before the heal', right: 'After the heal', language };
  if (language === 'python') {
    return {
      locators: {
        language,
        languages,
        before: 'page.get_by_role("button", name="Add to cart")',
        after: 'page.get_by_role("button", name="Add to basket")',
      },
      diff: {
        ...diff,
        kinds: { same: 6, changed: 1 },
        changed: [['    page.get_by_role("button", name="Add to cart").click()', '    page.get_by_role("button", name="Add to basket").click()']],
      },
    };
  }
  return {
    locators: {
      language,
      languages,
      before: "page.getByRole('button', { name: 'Add to cart' })",
      after: "page.getByRole('button', { name: 'Add to basket' })",
    },
    diff: {
      ...diff,
      kinds: { same: 9, changed: 1 },
      changed: [
        [
          "  await page.getByRole('button', { name: 'Add to cart' }).click();",
          "  await page.getByRole('button', { name: 'Add to basket' }).click();",
        ],
      ],
    },
  };
}

/** The outdated sample kept no picture at generation and lost the element's place at the failure. */
const pictures = ({ heal }: HealProposalContext) => ({
  runId,
  pictures:
    heal.status === 'outdated'
      ? [
          { label: 'At generation', artifact: null, box: null },
          { label: 'At the failure', artifact: 'step-2.png', box: null },
        ]
      : [
          { label: 'At generation', artifact: 'heal-before.png', box: { x: 400, y: 220, width: 160, height: 48 } },
          { label: 'At the failure', artifact: 'step-2.png', box: { x: 392, y: 236, width: 176, height: 48 } },
        ],
});

/** The proof shows in every state; the language is always the user's to switch. */
const panel =
  (
    decision: (context: HealProposalContext) => unknown,
    { pending = null, busy = false, can = [] }: { pending?: string | null; busy?: boolean; can?: Array<'heal.accept' | 'heal.reject'> } = {},
  ) =>
  (context: HealProposalContext): Observation<Machine> => ({
    tags: busy ? ['busy'] : [],
    can: ['language.changed', ...can],
    selectors: [
      [selectSummary, SUMMARY],
      [selectDecision, decision(context)],
      [selectPending, pending],
      [selectLocators, code(context).locators],
      [diffView, code(context).diff],
      [selectPictures, pictures(context)],
    ],
  });

export const healProposalObservations: Tables['observations'] = {
  // Accept and Reject, with the reason the last decision was refused.
  'proposed.idle': panel(({ error }) => ({ kind: 'proposed', busy: null, error }), { can: ['heal.accept', 'heal.reject'] }),
  'proposed.accepting': panel(() => ({ kind: 'proposed', busy: 'accept', error: null }), { pending: 'Accepting the heal…', busy: true }),
  'proposed.rejecting': panel(() => ({ kind: 'proposed', busy: 'reject', error: null }), { pending: 'Rejecting the heal…', busy: true }),
  // By a person (Accept here), or by the project's rule; the link opens the run that checks it.
  accepted: panel(({ heal }) => ({
    kind: 'accepted',
    text: heal.automatic ? 'Accepted automatically — version 4' : 'Accepted by ada@shop.test — version 4',
    rerunPath: `/run/${suiteId}/a1f0c3d2-5e6f-4a7b-8c9d-0e1f2a3b4c09`,
  })),
  rejected: panel(() => ({ kind: 'rejected', text: 'Rejected by ada@shop.test' })),
  outdated: panel(() => ({
    kind: 'outdated',
    text: 'This heal no longer applies: the test’s scripts changed since it was proposed. Run the test again to check them.',
  })),
};

export const healProposalTransitions: Tables['transitions'] = {
  // Where the panel starts is the heal's status.
  'start + xstate.init': ({ heal }) => ({ target: heal.status === 'proposed' ? 'proposed.idle' : heal.status }),
  'proposed.idle + heal.accept': { target: 'proposed.accepting', effects: [{ invoke: 'acceptHeal', input: { runId } }] },
  'proposed.idle + heal.reject': { target: 'proposed.rejecting', effects: [{ invoke: 'rejectHeal', input: { runId } }] },
  'proposed.accepting + xstate.done.actor.acceptHeal': { target: 'accepted' },
  // Refused (400): its reason shows, the buttons stay.
  'proposed.accepting + xstate.error.actor.acceptHeal': { target: 'proposed.idle' },
  'proposed.rejecting + xstate.done.actor.rejectHeal': { target: 'rejected' },
  'proposed.rejecting + xstate.error.actor.rejectHeal': { target: 'proposed.idle' },
};
