/**
 * The selected collection: its name (renamed inline), actions ('Run all', against the
 * environment picked for runs; 'Edit tests', Delete), schedule (and the environment it runs
 * against), flake rate, tests (linking to each test, quarantined ones marked) and run history,
 * which an Environment filter may limit to one environment's groups.
 */
import { Button, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCalendarClock, LuListChecks, LuPencil, LuPlay, LuTrash2 } from 'react-icons/lu';
import {
  selectCanAct,
  selectCanRunCollection,
  selectHistory,
  selectHistoryFilter,
  selectIsDeleting,
  selectIsRunningCollection,
  selectIsSavingName,
  selectRenameValue,
  selectRunEnvironment,
  selectScheduleDraft,
  selectSelected,
} from '../../../machines/collections/collections.selectors';
import { EnvironmentSelect } from '../runs/EnvironmentSelect';
import { describeSchedule } from '../../../machines/collections/schedule';
import { InlineNameInput } from '../../ui/InlineNameInput';
import type { CollectionsProps } from './collectionsProps';
import { CollectionFlakeRate, CollectionTests } from './CollectionTests';
import { RunGroupList } from './RunGroupList';
import { environmentName, ScheduleEditor } from './ScheduleEditor';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function CollectionDetail(props: CollectionsProps) {
  const { snapshot, send, testNames, onEditTests, environments } = props;
  const collection = selectSelected(snapshot);
  if (!collection) return null;
  const canAct = selectCanAct(snapshot);
  const renameValue = selectRenameValue(snapshot);
  const runEnvironment = selectRunEnvironment(snapshot);
  const historyFilter = selectHistoryFilter(snapshot);
  return (
    <Stack as="section" aria-label="Test suite" gap="5" p="4" borderWidth="1px" rounded="md" minW="0">
      <HStack gap="2" minH="8" wrap="wrap">
        {renameValue !== null ? (
          <InlineNameInput
            label="Test suite name"
            saveLabel="Save name"
            cancelLabel="Cancel rename"
            value={renameValue}
            saving={selectIsSavingName(snapshot)}
            placeholder={collection.name}
            onChange={(value) => send({ type: 'rename.changed', value })}
            onSave={() => send({ type: 'rename.save' })}
            onCancel={() => send({ type: 'rename.cancel' })}
          />
        ) : (
          <>
            <Heading as="h2" size="lg" truncate>
              {collection.name}
            </Heading>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={`Rename ${collection.name}`}
              disabled={!canAct}
              onClick={() => send({ type: 'rename.start' })}
            >
              <LuPencil />
            </IconButton>
          </>
        )}
      </HStack>
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          colorPalette="blue"
          loading={selectIsRunningCollection(snapshot)}
          loadingText="Run all"
          disabled={!selectCanRunCollection(snapshot)}
          onClick={() => send({ type: 'collection.run' })}
        >
          <LuPlay /> Run all
        </Button>
        {runEnvironment !== null && (
          <Text fontSize="sm" color="fg.muted">
            in {environmentName(environments, runEnvironment)}
          </Text>
        )}
        <Button size="sm" variant="outline" disabled={!canAct} onClick={() => onEditTests(collection)}>
          <LuListChecks /> Edit tests
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          loading={selectIsDeleting(snapshot)}
          loadingText="Delete"
          disabled={!canAct}
          onClick={() => send({ type: 'collection.delete' })}
        >
          <LuTrash2 /> Delete
        </Button>
      </HStack>
      <Section title="Schedule">
        {selectScheduleDraft(snapshot) !== null ? (
          <ScheduleEditor {...props} />
        ) : (
          <HStack gap="2">
            <Text>
              {describeSchedule(collection.schedule)}
              {collection.schedule && collection.environment_id ? `, in ${environmentName(environments, collection.environment_id)}` : ''}
            </Text>
            <Button size="xs" variant="ghost" disabled={!canAct} onClick={() => send({ type: 'schedule.edit' })}>
              <LuCalendarClock /> Edit schedule
            </Button>
          </HStack>
        )}
      </Section>
      <Section title="Flake rate">
        <CollectionFlakeRate snapshot={snapshot} />
      </Section>
      <Section title={`Tests (${collection.linked_test_ids.length})`}>
        <CollectionTests snapshot={snapshot} testNames={testNames} collection={collection} />
      </Section>
      <Section title="Run history">
        {(environments.length > 0 || historyFilter.environment !== null) && (
          <EnvironmentSelect
            label="Environment"
            allLabel="All"
            options={environments}
            by="name"
            size="xs"
            value={historyFilter.environment}
            disabled={!historyFilter.canChange}
            onChange={(environment) => send({ type: 'history.filter', environment })}
          />
        )}
        <RunGroupList
          label={`Run history of ${collection.name}`}
          groups={selectHistory(snapshot)}
          suiteId={snapshot.context.suiteId}
          testNames={testNames}
          emptyText={historyFilter.environment === null ? 'This test suite has not run yet.' : 'This test suite has not run in this environment yet.'}
        />
      </Section>
    </Stack>
  );
}
