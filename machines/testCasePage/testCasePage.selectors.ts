import type { SnapshotFrom } from 'xstate';
import type { ActionStatus } from '../../rules/generationStep';
import { finalScript, isGenerating, orderedSteps, screenshotKeys } from './generation';
import { TEST_CASE_BUTTON_LABELS, testCaseButton, type TestCaseButtonKind } from './testCaseButton';
import { publicPath, type TestCase, type testCasePageMachine } from './testCasePage.machine';

type Snapshot = SnapshotFrom<typeof testCasePageMachine>;

export const selectIsLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectIsFailed = (snapshot: Snapshot) => snapshot.matches('failed');
export const selectIsDeleted = (snapshot: Snapshot) => snapshot.matches('deleted');
export const selectIsEditing = (snapshot: Snapshot) => snapshot.matches({ loaded: { page: 'editing' } });
export const selectFetchError = (snapshot: Snapshot) => snapshot.context.error;

/** The loaded test; null while loading, after a failure and once deleted. */
export const selectTest = (snapshot: Snapshot): TestCase | null => (snapshot.matches('loaded') ? snapshot.context.test : null);

export interface Breadcrumb {
  /** The folders of the test's path, or ['Root'] for a test at the root. */
  segments: string[];
  title: string;
  state: TestCase['state'];
  id: string;
}

export function selectBreadcrumb(snapshot: Snapshot): Breadcrumb | null {
  const test = selectTest(snapshot);
  if (!test) return null;
  const segments = test.path.split('/').filter(Boolean);
  return { segments: segments.length > 0 ? segments : ['Root'], title: test.title?.trim() || test.name, state: test.state, id: test._id };
}

export interface ButtonView {
  kind: TestCaseButtonKind;
  label: string;
  /** Generate is in flight: the button spins and ignores clicks. */
  loading: boolean;
}

/** The test-case button (spec section 4); null when none shows. */
export function selectButton(snapshot: Snapshot): ButtonView | null {
  const busy = snapshot.matches({ loaded: { page: 'generating' } });
  const kind = testCaseButton(selectTest(snapshot), selectIsEditing(snapshot));
  return kind && { kind, label: TEST_CASE_BUTTON_LABELS[kind], loading: busy };
}

export interface MenuView {
  canCopyLink: boolean;
  /** Disabled while loading or while the test is edited. */
  canEdit: boolean;
  /** Whenever the test is loaded and not being edited. */
  canClone: boolean;
  canDelete: boolean;
  canPublish: boolean;
  /** While the test is generated and viewed (E-41): Cancel's stronger sibling. */
  canForceStop: boolean;
}

export const selectMenu = (snapshot: Snapshot): MenuView => ({
  canCopyLink: snapshot.can({ type: 'link.copy' }),
  canEdit: snapshot.can({ type: 'edit.start' }),
  canClone: snapshot.can({ type: 'test.clone' }),
  canDelete: snapshot.can({ type: 'test.delete' }),
  canPublish: snapshot.can({ type: 'test.publish' }),
  canForceStop: snapshot.can({ type: 'test.forceStop' }),
});

/** The public address Copy Link copies, without the origin. */
export const selectPublicPath = (snapshot: Snapshot) => {
  const test = selectTest(snapshot);
  return test && publicPath(test);
};

/** The live watch runs: the test is in a running state and its page is loaded. */
export const selectIsWatching = (snapshot: Snapshot) => snapshot.matches({ loaded: { watch: 'watching' } });

export interface StepView {
  step: number;
  /** 1-based position in step order, as the timeline numbers it. */
  number: number;
  actionName: string;
  actionDescription: string;
  /** How the live page decided to read a step that can be read several ways, when that is not its text as written. */
  readAs: string | null;
  status: ActionStatus | null;
  code: string | null;
  pythonCode: string | null;
  screenshotKey: string | null;
  /** The screenshot's index for `screenshot.open`; null when the step has none. */
  screenshotIndex: number | null;
}

export interface DetailsView {
  description: string;
  website: string;
  finalMessage: string | null;
  /** The test is being generated: steps arrive live and cannot be edited. */
  isGenerating: boolean;
  steps: StepView[];
}

export function selectDetails(snapshot: Snapshot): DetailsView | null {
  const test = selectTest(snapshot);
  if (!test) return null;
  let nextScreenshot = 0;
  const steps = orderedSteps(test).map((step, position) => ({
    step: step.step,
    number: position + 1,
    actionName: step.action_name,
    actionDescription: step.action_description,
    readAs: step.reading && step.reading.trim() !== step.action_description.trim() ? step.reading : null,
    status: step.status ?? null,
    code: step.code || null,
    pythonCode: step.python_code || null,
    screenshotKey: step.screenshot_key || null,
    screenshotIndex: step.screenshot_key ? nextScreenshot++ : null,
  }));
  return { description: test.description, website: test.website, finalMessage: test.final_message || null, isGenerating: isGenerating(test), steps };
}

export interface ScriptsView {
  typescript: string | null;
  python: string | null;
}

/** The final scripts (spec section 3); null when the test has neither. */
export function selectScripts(snapshot: Snapshot): ScriptsView | null {
  const test = selectTest(snapshot);
  const scripts = { typescript: finalScript(test, 'typescript'), python: finalScript(test, 'python') };
  return scripts.typescript === null && scripts.python === null ? null : scripts;
}

export interface ShowcaseView {
  key: string;
  index: number;
  count: number;
  /** The newest screenshot of a test being generated, rather than the slideshow's. */
  isLive: boolean;
}

/**
 * The large screenshot beside the details: while the test is generated, the newest one; else
 * the slideshow's current one. Null while the viewer is open (the slideshow waits) or without screenshots.
 */
export function selectShowcase(snapshot: Snapshot): ShowcaseView | null {
  if (!snapshot.matches({ loaded: { page: { viewing: 'gallery' } } })) return null;
  const test = selectTest(snapshot);
  const keys = screenshotKeys(test);
  if (keys.length === 0) return null;
  const live = isGenerating(test);
  const index = live ? keys.length - 1 : snapshot.context.slide % keys.length;
  return { key: keys[index]!, index, count: keys.length, isLive: live };
}

/** The screenshot the image viewer overlay shows; null while it is closed. */
export function selectViewerScreenshot(snapshot: Snapshot): { key: string; index: number } | null {
  const index = snapshot.context.viewerIndex;
  if (!snapshot.matches({ loaded: { page: { viewing: 'screenshotOpen' } } }) || index === null) return null;
  const key = screenshotKeys(selectTest(snapshot))[index];
  return key ? { key, index } : null;
}
