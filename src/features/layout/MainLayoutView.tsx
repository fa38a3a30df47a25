/**
 * The main layout's body, in the spec's order of precedence: no-organizations notice,
 * organization load failure with retry, no-projects notice, project load failure with retry
 * (refetches projects), loading skeleton, otherwise the routed page.
 */
import type { ReactNode } from 'react';
import { Box, Flex, Skeleton, Stack } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { MainLayoutEvent, mainLayoutMachine } from '../../../machines/mainLayout/mainLayout.machine';
import { selectView } from '../../../machines/mainLayout/mainLayout.selectors';
import { ErrorBlock } from '../../ui/ErrorBlock';
import { MAIN_ID, SkipLink } from '../../ui/SkipLink';
import { EmptyProjectsNotice, NoOrganizationsNotice } from './LayoutNotices';

type Props = {
  snapshot: SnapshotFrom<typeof mainLayoutMachine>;
  send: (event: MainLayoutEvent) => void;
  sidebar: ReactNode;
  topBar: ReactNode;
  onNewProject: () => void;
  /** An account page (e.g. Change Password) shows whatever the organizations and projects are. */
  accountPage?: boolean;
  children: ReactNode;
};

function LoadingSkeleton() {
  return (
    <Stack gap="4" p="6" data-testid="layout-skeleton" aria-busy="true">
      <Skeleton height="8" width="40%" />
      <Skeleton height="24" />
      <Skeleton height="24" />
    </Stack>
  );
}

export function MainLayoutView({ snapshot, send, sidebar, topBar, onNewProject, accountPage = false, children }: Props) {
  const view = accountPage ? 'page' : selectView(snapshot);
  const body = {
    noOrganizations: () => <NoOrganizationsNotice />,
    organizationsFailed: () => <ErrorBlock onRetry={() => send({ type: 'organizations.retry' })} />,
    noSuites: () => <EmptyProjectsNotice onNewProject={onNewProject} />,
    suitesFailed: () => <ErrorBlock onRetry={() => send({ type: 'suites.retry' })} />,
    skeleton: () => <LoadingSkeleton />,
    page: () => children,
  }[view]();
  return (
    <Flex minH="100vh">
      <SkipLink />
      {sidebar}
      <Box flex="1" minW="0">
        {view !== 'noOrganizations' && view !== 'organizationsFailed' && topBar}
        {/* Focusable by script only (tabIndex -1), for the skip link; no ring for a region. */}
        <Box as="main" id={MAIN_ID} tabIndex={-1} outline="none" px="6" py="4">
          {body}
        </Box>
      </Box>
    </Flex>
  );
}
