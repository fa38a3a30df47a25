import type { SnapshotFrom } from 'xstate';
import { runViewPath } from '../testRuns/runStatus';
import { lineDiff, type LineDiff } from '../scriptVersions/lineDiff';
import { hasPython, type HealPicture, type HealProposal, type healProposalMachine, type ScriptLanguage } from './healProposal.machine';

type Snapshot = SnapshotFrom<typeof healProposalMachine>;

export const OUTDATED_TEXT = 'This heal no longer applies: the test’s scripts changed since it was proposed. Run the test again to check them.';
export const ACCEPTING_TEXT = 'Accepting the heal…';
export const REJECTING_TEXT = 'Rejecting the heal…';

export interface HealSummary {
  /** `Step 2 "Click "Add to cart" on the mug."`: numbered from 1, as the run's steps are. */
  step: string;
  elementBefore: string;
  elementAfter: string;
  /** Why the element found is the same one, a sentence each. */
  evidence: string[];
}

export function selectSummary(snapshot: Snapshot): HealSummary {
  const { heal } = snapshot.context;
  return {
    step: `Step ${heal.step + 1} "${heal.step_title}"`,
    elementBefore: heal.element_before,
    elementAfter: heal.element_after,
    evidence: heal.evidence,
  };
}

/**
 * Where the decision stands: Accept and Reject while the heal is proposed (`busy` names the one
 * under way; `error` is why the last one was refused), else who decided and how.
 */
export type DecisionView =
  | { kind: 'proposed'; busy: 'accept' | 'reject' | null; error: string | null }
  /** `rerunPath`: the view of the run started to check the healed scripts. */
  | { kind: 'accepted'; text: string; rerunPath: string | null }
  | { kind: 'rejected'; text: string }
  | { kind: 'outdated'; text: string };

function acceptedText(heal: HealProposal): string {
  const by = heal.automatic || heal.decided_by === null ? 'Accepted automatically' : `Accepted by ${heal.decided_by}`;
  return heal.script_version === null ? by : `${by} — version ${heal.script_version}`;
}

export function selectDecision(snapshot: Snapshot): DecisionView {
  const { heal, error, suiteId } = snapshot.context;
  if (snapshot.matches('proposed')) {
    const busy = snapshot.matches({ proposed: 'accepting' }) ? 'accept' : snapshot.matches({ proposed: 'rejecting' }) ? 'reject' : null;
    return { kind: 'proposed', busy, error };
  }
  if (snapshot.matches('accepted')) {
    return { kind: 'accepted', text: acceptedText(heal), rerunPath: heal.rerun_id ? runViewPath(suiteId, heal.rerun_id) : null };
  }
  if (snapshot.matches('rejected')) return { kind: 'rejected', text: heal.decided_by ? `Rejected by ${heal.decided_by}` : 'Rejected' };
  return { kind: 'outdated', text: OUTDATED_TEXT };
}

/** What the panel says while a decision is sent; null otherwise. */
export function selectPending(snapshot: Snapshot): string | null {
  if (snapshot.matches({ proposed: 'accepting' })) return ACCEPTING_TEXT;
  if (snapshot.matches({ proposed: 'rejecting' })) return REJECTING_TEXT;
  return null;
}

const languagesOf = (heal: HealProposal): ScriptLanguage[] => (hasPython(heal) ? ['typescript', 'python'] : ['typescript']);
const languageOf = (snapshot: Snapshot): ScriptLanguage =>
  languagesOf(snapshot.context.heal).includes(snapshot.context.language) ? snapshot.context.language : 'typescript';

export interface HealLocators {
  language: ScriptLanguage;
  /** TypeScript, and Python when both scripts have it. */
  languages: ScriptLanguage[];
  before: string;
  after: string;
}

export function selectLocators(snapshot: Snapshot): HealLocators {
  const { heal } = snapshot.context;
  const language = languageOf(snapshot);
  const code = (locator: HealProposal['locator_before']) => (language === 'python' ? locator.python : null) ?? locator.typescript;
  return { language, languages: languagesOf(heal), before: code(heal.locator_before), after: code(heal.locator_after) };
}

export interface HealScriptDiff {
  left: string;
  right: string;
  language: ScriptLanguage;
  diff: LineDiff;
}

export const SCRIPT_BEFORE_LABEL = 'Before the heal';
export const SCRIPT_AFTER_LABEL = 'After the heal';

// A view draws the same diff on every render of an unchanged snapshot: the last one is kept.
let last: { before: string; after: string; diff: LineDiff } | null = null;
function cachedDiff(before: string, after: string): LineDiff {
  if (last?.before !== before || last.after !== after) last = { before, after, diff: lineDiff(before, after) };
  return last.diff;
}

/** The whole scripts before and after, side by side, in the chosen language. */
export function selectScriptDiff(snapshot: Snapshot): HealScriptDiff {
  const { heal } = snapshot.context;
  const language = languageOf(snapshot);
  const script = (code: HealProposal['script_before']) => (language === 'python' ? code.python : null) ?? code.typescript;
  return { left: SCRIPT_BEFORE_LABEL, right: SCRIPT_AFTER_LABEL, language, diff: cachedDiff(script(heal.script_before), script(heal.script_after)) };
}

export interface HealPictureView {
  label: string;
  /** The picture's artifact of the run; null when none was kept. */
  artifact: string | null;
  /** The element's box in the picture's pixels; null when unknown. */
  box: NonNullable<HealPicture['box']> | null;
}

export interface HealPicturesView {
  /** The run the pictures are artifacts of. */
  runId: string;
  pictures: [HealPictureView, HealPictureView];
}

export function selectPictures(snapshot: Snapshot): HealPicturesView {
  const { heal, runId } = snapshot.context;
  return {
    runId,
    pictures: [
      { label: 'At generation', artifact: heal.picture_before.artifact, box: heal.picture_before.box ?? null },
      { label: 'At the failure', artifact: heal.picture_after.artifact, box: heal.picture_after.box ?? null },
    ],
  };
}

/**
 * The element's box over the picture as drawn, in percents of the picture (so of the image as
 * displayed, whatever its size); null until the picture's own size is known, or when it has none.
 */
export function boxOnPicture(
  box: HealPictureView['box'],
  natural: { width: number; height: number } | null,
): { left: string; top: string; width: string; height: string } | null {
  if (!box || !natural || natural.width <= 0 || natural.height <= 0) return null;
  const percent = (value: number, of: number) => `${Math.round((value / of) * 10_000) / 100}%`;
  return {
    left: percent(box.x, natural.width),
    top: percent(box.y, natural.height),
    width: percent(box.width, natural.width),
    height: percent(box.height, natural.height),
  };
}
