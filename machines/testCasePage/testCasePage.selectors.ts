import type { SnapshotFrom } from 'xstate';
import { TEST_CASE_BUTTON_LABELS, testCaseButton, type TestCaseButtonKind } from './testCaseButton';
import { publicPath, type TestCase, type testCasePageMachine } from './testCasePage.machine';

type Snapshot = SnapshotFrom<typeof testCasePageMachine>;

export const selectIsLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectIsFailed = (snapshot: Snapshot) => snapshot.matches('failed');
export const selectIsDeleted = (snapshot: Snapshot) => snapshot.matches('deleted');
export const selectIsEditing = (snapshot: Snapshot) => snapshot.matches({ loaded: 'editing' });
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
  const busy = snapshot.matches({ loaded: 'generating' });
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
}

export const selectMenu = (snapshot: Snapshot): MenuView => ({
  canCopyLink: snapshot.can({ type: 'link.copy' }),
  canEdit: snapshot.can({ type: 'edit.start' }),
  canClone: snapshot.can({ type: 'test.clone' }),
  canDelete: snapshot.can({ type: 'test.delete' }),
  canPublish: snapshot.can({ type: 'test.publish' }),
});

/** The public address Copy Link copies, without the origin. */
export const selectPublicPath = (snapshot: Snapshot) => {
  const test = selectTest(snapshot);
  return test && publicPath(test);
};

export interface StepView {
  step: number;
  actionName: string;
  actionDescription: string;
}

export interface DetailsView {
  description: string;
  website: string;
  steps: StepView[];
}

export function selectDetails(snapshot: Snapshot): DetailsView | null {
  const test = selectTest(snapshot);
  if (!test) return null;
  const steps = [...test.test_generation_steps]
    .sort((a, b) => a.step - b.step)
    .map((step) => ({ step: step.step, actionName: step.action_name, actionDescription: step.action_description }));
  return { description: test.description, website: test.website, steps };
}
