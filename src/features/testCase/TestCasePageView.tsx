/**
 * The selected test on the Tests page: the top bar (breadcrumb, test-case button, action menu)
 * and the test read-only, or the test-case form while it is edited. The form is the app's
 * (`editor`): it is driven by its own actor, started when the page emits `edit.started`.
 */
import { Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  selectBreadcrumb,
  selectButton,
  selectDetails,
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

function Body({ snapshot, send, editor }: PageProps & { editor?: ReactNode }) {
  if (selectIsLoading(snapshot)) {
    return (
      <Stack gap="3" aria-busy="true" aria-label="Loading the test">
        <Skeleton height="5" width="40%" />
        <Skeleton height="24" />
        <Skeleton height="32" />
      </Stack>
    );
  }
  if (selectIsFailed(snapshot)) return <ErrorBlock detail={selectFetchError(snapshot)} onRetry={() => send({ type: 'test.retry' })} />;
  if (selectIsDeleted(snapshot)) return <Text color="fg.muted">{DELETED_TEXT}</Text>;
  if (selectIsEditing(snapshot)) return <>{editor}</>;
  const details = selectDetails(snapshot);
  return details && <TestCaseDetails details={details} />;
}

export function TestCasePageView({ snapshot, send, editor }: PageProps & { editor?: ReactNode }) {
  const breadcrumb = selectBreadcrumb(snapshot);
  return (
    <Stack gap="6" as="article" aria-label={breadcrumb?.title ?? 'Test'}>
      <Flex gap="3" align="center" justify="space-between" wrap="wrap" as="header">
        {breadcrumb ? <TestBreadcrumb breadcrumb={breadcrumb} send={send} /> : <Skeleton height="5" width="12rem" />}
        <HStack gap="2">
          <TestCaseButton button={selectButton(snapshot)} send={send} />
          <TestActionMenu menu={selectMenu(snapshot)} send={send} />
        </HStack>
      </Flex>
      <Body snapshot={snapshot} send={send} editor={editor} />
    </Stack>
  );
}
