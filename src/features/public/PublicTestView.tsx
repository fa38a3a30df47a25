/**
 * The public test page (/public/test/{id}, /test/{id}, /go/{id}): a published test as anyone
 * may see it. It renders a publicTest snapshot and sends events; nothing else.
 */
import { Center, Heading, Link, Skeleton, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { SnapshotFrom } from 'xstate';
import type { PublicTestEvent, publicTestMachine } from '../../../machines/publicTest/publicTest.machine';
import { selectError, selectHasFailed, selectIsLoading, selectIsNotFound } from '../../../machines/publicTest/publicTest.selectors';
import { publicImageAddress } from '../../api/publicTests';
import { ErrorBlock } from '../../ui/ErrorBlock';
import { PublicTestDetails } from './PublicTestDetails';

export type PublicTestViewProps = {
  snapshot: SnapshotFrom<typeof publicTestMachine>;
  send: (event: PublicTestEvent) => void;
  /** Where a screenshot key is served; the public image address unless a story says otherwise. */
  imageAddress?: (key: string) => string;
};

export const NOT_PUBLIC_MESSAGE = 'This test is not public, or does not exist.';

export function PublicTestView({ snapshot, send, imageAddress = publicImageAddress }: PublicTestViewProps) {
  if (selectIsLoading(snapshot)) return <PublicTestLoading />;
  if (selectIsNotFound(snapshot)) return <PublicTestNotFound />;
  if (selectHasFailed(snapshot)) return <ErrorBlock detail={selectError(snapshot)} onRetry={() => send({ type: 'load.retry' })} />;
  return <PublicTestDetails snapshot={snapshot} send={send} imageAddress={imageAddress} />;
}

function PublicTestLoading() {
  return (
    <Stack gap="4" py="8" role="status" aria-busy="true" aria-label="Loading the test">
      <Skeleton height="8" width="60%" />
      <Skeleton height="4" width="40%" />
      <Skeleton height="16" />
      <Skeleton height="40" />
    </Stack>
  );
}

function PublicTestNotFound() {
  return (
    <Center py="16">
      <Stack align="center" gap="3" textAlign="center">
        <Heading size="lg">{NOT_PUBLIC_MESSAGE}</Heading>
        <Link asChild colorPalette="blue" variant="underline">
          <RouterLink to="/">Go to the home page</RouterLink>
        </Link>
      </Stack>
    </Center>
  );
}
