/**
 * The Test suites screen (/collections/{testSuiteId?}/{testCollectionId?}): the project's
 * collections beside the selected one's detail, with 'New test suite', 'Run all tests' (the
 * whole project) and the environment both run-alls run against. Renders the `collections`
 * machine's snapshot and only sends it events.
 */
import { Button, Center, Grid, Heading, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuListChecks, LuPlay, LuPlus, LuRefreshCw } from 'react-icons/lu';
import {
  selectCanAct,
  selectIsRefreshing,
  selectIsRunningProject,
  selectIsStale,
  selectRows,
  selectRunEnvironment,
} from '../../../machines/collections/collections.selectors';
import { EnvironmentSelect } from '../runs/EnvironmentSelect';
import { CollectionDetail } from './CollectionDetail';
import { CollectionList } from './CollectionList';
import type { CollectionsProps } from './collectionsProps';

function EmptyNotice({ onNewCollection }: Pick<CollectionsProps, 'onNewCollection'>) {
  return (
    <Center py="16">
      <Stack align="center" gap="2" textAlign="center">
        <LuListChecks size="40" aria-hidden />
        <Heading as="h2" size="md">
          No test suites yet
        </Heading>
        <Text color="fg.muted">Group tests into a test suite to run them together or on a schedule.</Text>
        <Button mt="2" onClick={onNewCollection}>
          <LuPlus /> New test suite
        </Button>
      </Stack>
    </Center>
  );
}

export function CollectionsView(props: CollectionsProps) {
  const { snapshot, send, onNewCollection, environments } = props;
  const canAct = selectCanAct(snapshot);
  const runEnvironment = selectRunEnvironment(snapshot);
  const empty = selectRows(snapshot).length === 0;
  return (
    <Stack gap="6" maxW="6xl" mx="auto" py="6" px="4">
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          Test suites
        </Heading>
        {selectIsRefreshing(snapshot) && <Spinner size="sm" role="status" aria-label="Refreshing" />}
        {selectIsStale(snapshot) && (
          <Text color="fg.warning" fontSize="sm">
            Runs may be out of date.
          </Text>
        )}
        <HStack gap="2" ms="auto" align="end">
          {(environments.length > 0 || runEnvironment !== null) && (
            <EnvironmentSelect
              label="Run against"
              allLabel="No environment"
              options={environments}
              by="id"
              size="xs"
              value={runEnvironment}
              disabled={!canAct}
              onChange={(environment) => send({ type: 'runEnvironment.changed', environment })}
            />
          )}
          <IconButton size="sm" variant="ghost" aria-label="Refresh" disabled={!canAct} onClick={() => send({ type: 'collections.refresh' })}>
            <LuRefreshCw />
          </IconButton>
          <Button
            size="sm"
            variant="outline"
            loading={selectIsRunningProject(snapshot)}
            loadingText="Run all tests"
            disabled={!canAct}
            onClick={() => send({ type: 'project.run' })}
          >
            <LuPlay /> Run all tests
          </Button>
          {!empty && (
            <Button size="sm" disabled={!canAct} onClick={onNewCollection}>
              <LuPlus /> New test suite
            </Button>
          )}
        </HStack>
      </HStack>
      {empty ? (
        <EmptyNotice onNewCollection={onNewCollection} />
      ) : (
        <Grid templateColumns={{ base: '1fr', md: 'minmax(16rem, 1fr) 2fr' }} gap="6" alignItems="start">
          <CollectionList snapshot={snapshot} send={send} />
          <CollectionDetail {...props} />
        </Grid>
      )}
    </Stack>
  );
}
