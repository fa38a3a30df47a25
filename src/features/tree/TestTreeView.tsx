/**
 * The test tree of a project: a search box, the virtualized folders and tests (click a folder
 * to open it, a test to select it; rename inline; each row's menu offers New folder, Rename,
 * Move… and Delete), and the 'Move…' destination chooser.
 */
import { Flex, Skeleton, Stack } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { TestTreeEvent, testTreeMachine } from '../../../machines/testTree/testTree.machine';
import {
  selectCanAct,
  selectDraftError,
  selectDraftName,
  selectEditingKey,
  selectIsBusy,
  selectIsLoading,
  selectIsSearching,
  selectMoveDestinations,
  selectMoving,
  selectMovingName,
  selectRows,
  selectSearch,
  selectSelectedTestId,
} from '../../../machines/testTree/testTree.selectors';
import { MoveDialog } from './MoveDialog';
import { TreeList } from './TreeList';
import { TreeSearch } from './TreeSearch';

type Props = {
  snapshot: SnapshotFrom<typeof testTreeMachine>;
  send: (event: TestTreeEvent) => void;
  /** The list's size before it is measured (server rendering, benchmarks). */
  initialRect?: { width: number; height: number };
};

export function TestTreeView({ snapshot, send, initialRect }: Props) {
  const canAct = selectCanAct(snapshot);
  const busy = selectIsBusy(snapshot);
  return (
    <Flex direction="column" gap="2" height="full" minH="0">
      <TreeSearch
        value={selectSearch(snapshot)}
        disabled={!canAct}
        onChange={(value) => send({ type: 'search.changed', value })}
        onNewFolder={() => send({ type: 'folder.create', parentPath: '' })}
      />
      {selectIsLoading(snapshot) ? (
        <Stack gap="2" p="2" role="status" aria-busy="true" aria-label="Loading tests">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height="5" />
          ))}
        </Stack>
      ) : (
        <TreeList
          rows={selectRows(snapshot)}
          selectedTestId={selectSelectedTestId(snapshot)}
          editingKey={selectEditingKey(snapshot)}
          draft={{ value: selectDraftName(snapshot), error: selectDraftError(snapshot), saving: busy }}
          canAct={canAct}
          emptyText={selectIsSearching(snapshot) ? 'No tests match the search' : 'No tests yet'}
          send={send}
          initialRect={initialRect}
        />
      )}
      <MoveDialog
        moving={selectMoving(snapshot)}
        name={selectMovingName(snapshot)}
        destinations={selectMoveDestinations(snapshot)}
        saving={busy}
        send={send}
      />
    </Flex>
  );
}
