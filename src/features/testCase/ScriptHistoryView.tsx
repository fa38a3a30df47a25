/**
 * The 'History' section of the test page: every version of the test's scripts, newest first, how
 * and by whom it was made, Compare (a side-by-side diff, ScriptDiffView) and Restore on every
 * version but the current one. Driven by its own actor (machines/scriptVersions).
 */
import { Badge, Button, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { ScriptVersionsEvent, scriptVersionsMachine } from '../../../machines/scriptVersions/scriptVersions.machine';
import {
  selectDiff,
  selectHasFailed,
  selectIsLoading,
  selectRestore,
  selectRows,
  type VersionRow,
} from '../../../machines/scriptVersions/scriptVersions.selectors';
import { formatDateTime } from '../runs/format';
import { ScriptDiffView } from './ScriptDiffView';

export const HISTORY_FAILED_TEXT = 'Unable to fetch the script history';
export const NO_VERSIONS_TEXT = 'No scripts yet: a version is kept each time the test is generated.';

export type ScriptHistoryProps = {
  snapshot: SnapshotFrom<typeof scriptVersionsMachine>;
  send: (event: ScriptVersionsEvent) => void;
};

function VersionItem({ row, restore, send }: { row: VersionRow; restore: ReturnType<typeof selectRestore>; send: ScriptHistoryProps['send'] }) {
  return (
    <HStack as="li" gap="3" wrap="wrap" fontSize="sm" py="1" aria-label={`Version ${row.version}`}>
      <Text fontWeight="semibold">Version {row.version}</Text>
      {row.current && (
        <Badge size="sm" colorPalette="green" variant="subtle">
          Current
        </Badge>
      )}
      <Text>{row.source}</Text>
      <Text color="fg.muted">{row.author}</Text>
      <Text asChild color="fg.muted">
        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
      </Text>
      <HStack gap="2" ms="auto">
        <Button
          size="xs"
          variant={row.compared ? 'subtle' : 'outline'}
          aria-label={`Compare version ${row.version}`}
          aria-pressed={row.compared}
          onClick={() => send({ type: 'version.selected', version: row.version })}
        >
          Compare
        </Button>
        {!row.current && (
          <Button
            size="xs"
            variant="outline"
            aria-label={`Restore version ${row.version}`}
            disabled={!restore.enabled}
            loading={restore.restoring === row.version}
            onClick={() => send({ type: 'version.restore', version: row.version })}
          >
            Restore
          </Button>
        )}
      </HStack>
    </HStack>
  );
}

function Contents({ snapshot, send }: ScriptHistoryProps) {
  if (selectIsLoading(snapshot)) return <Skeleton height="16" role="status" aria-label="Loading the script history" />;
  if (selectHasFailed(snapshot)) {
    return (
      <HStack gap="3" role="alert">
        <Text color="fg.error" fontSize="sm">
          {HISTORY_FAILED_TEXT}
        </Text>
        <Button size="xs" variant="outline" onClick={() => send({ type: 'versions.retry' })}>
          Retry
        </Button>
      </HStack>
    );
  }
  const rows = selectRows(snapshot);
  if (rows.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        {NO_VERSIONS_TEXT}
      </Text>
    );
  }
  const restore = selectRestore(snapshot);
  const diff = selectDiff(snapshot);
  return (
    <Stack gap="4">
      <Stack as="ul" gap="0" listStyleType="none" aria-label="Script versions">
        {rows.map((row) => (
          <VersionItem key={row.version} row={row} restore={restore} send={send} />
        ))}
      </Stack>
      {diff && <ScriptDiffView diff={diff} send={send} />}
    </Stack>
  );
}

export function ScriptHistoryView(props: ScriptHistoryProps) {
  return (
    <Stack gap="3" as="section" aria-labelledby="script-history">
      <Heading as="h3" size="sm" id="script-history">
        History
      </Heading>
      <Contents {...props} />
    </Stack>
  );
}
