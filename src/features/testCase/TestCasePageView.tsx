/**
 * The selected test on the Tests page: the top bar (breadcrumb, test-case button, action menu)
 * and the test read-only with what generation produced, or the test-case form while it is
 * edited. The form (`editor`), the step feedback form (`feedback`) and the debug info and logs
 * (`diagnostics`) are the app's: each is driven by its own actor.
 */
import { Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  selectBreadcrumb,
  selectButton,
  selectFetchError,
  selectIsDeleted,
  selectIsEditing,
  selectIsFailed,
  selectIsLoading,
  selectMenu,
} from '../../../machines/testCasePage/testCasePage.selectors';
import { ErrorBlock } from '../../ui/ErrorBlock';
import type { PageProps } from './pageTypes';
import { TestActionMenu } from './TestActionMenu';
import { TestBreadcrumb } from './TestBreadcrumb';
import { TestCaseButton } from './TestCaseButton';
import { TestCaseDetails } from './TestCaseDetails';

export const DELETED_TEXT = 'This test was deleted.';

type Slots = {
  /** The test-case form, shown while the test is edited (the app's, with its own actor). */
  editor?: ReactNode;
  /** The 'Debug info' and 'Logs' buttons and their dialog (the app's, with its own actor). */
  diagnostics?: ReactNode;
  /** The step feedback form (a dialog; the app's, with its own actor). */
  feedback?: ReactNode;
  /** The Run button of a runnable test, Cancel and the run menu (src/features/runs; the page's child `testRuns`). */
  runButton?: ReactNode;
  /** The test's recent runs (src/features/runs). */
  recentRuns?: ReactNode;
  /** The test's flake rate and quarantine (TestFlakinessView; the page's child `flakiness`). */
  flakiness?: ReactNode;
  /** The 'Override run parameters' dialog (the app's, with its own actor). */
  runOverrides?: ReactNode;
  /** The history of the test's scripts (the app's, with its own actor), below the details. */
  history?: ReactNode;
};

function Body({ snapshot, send, editor, diagnostics, recentRuns, flakiness, history }: PageProps & Slots) {
  if (selectIsLoading(snapshot)) {
    return (
      <Stack gap="3" role="status" aria-busy="true" aria-label="Loading the test">
        <Skeleton height="5" width="40%" />
        <Skeleton height="24" />
        <Skeleton height="32" />
      </Stack>
    );
  }
  if (selectIsFailed(snapshot)) return <ErrorBlock detail={selectFetchError(snapshot)} onRetry={() => send({ type: 'test.retry' })} />;
  if (selectIsDeleted(snapshot)) return <Text color="fg.muted">{DELETED_TEXT}</Text>;
  if (selectIsEditing(snapshot)) return <>{editor}</>;
  return (
    <>
      <TestCaseDetails snapshot={snapshot} send={send} diagnostics={diagnostics} recentRuns={recentRuns} flakiness={flakiness} />
      {history}
    </>
  );
}

export function TestCasePageView({
  snapshot,
  send,
  editor,
  diagnostics,
  feedback,
  runButton,
  recentRuns,
  flakiness,
  runOverrides,
  history,
}: PageProps & Slots) {
  const breadcrumb = selectBreadcrumb(snapshot);
  return (
    <Stack gap="6" as="article" aria-label={breadcrumb?.title ?? 'Test'}>
      <Flex gap="3" align="center" justify="space-between" wrap="wrap" as="header">
        {breadcrumb ? <TestBreadcrumb breadcrumb={breadcrumb} send={send} /> : <Skeleton height="5" width="12rem" />}
        <HStack gap="2">
          <TestCaseButton button={selectButton(snapshot)} send={send} runButton={runButton} />
          <TestActionMenu menu={selectMenu(snapshot)} send={send} />
        </HStack>
      </Flex>
      <Body
        snapshot={snapshot}
        send={send}
        editor={editor}
        diagnostics={diagnostics}
        recentRuns={recentRuns}
        flakiness={flakiness}
        history={history}
      />
      {feedback}
      {runOverrides}
    </Stack>
  );
}
