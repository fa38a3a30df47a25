/**
 * The virtualized rows of the tree: only the rows in view (plus a few either side) are in the
 * DOM, each of a fixed height, so 10,000 tests scroll like 10.
 */
import { Box, Text } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { TestTreeEvent } from '../../../machines/testTree/testTree.machine';
import type { TreeRow as Row } from '../../../machines/testTree/treeModel';
import { ROW_HEIGHT, TreeRow, type Draft } from './TreeRow';

type Props = {
  rows: Row[];
  selectedTestId: string | null;
  editingKey: string | null;
  draft: Draft;
  canAct: boolean;
  emptyText: string;
  send: (event: TestTreeEvent) => void;
  /** The viewport size before the list is measured (server rendering, first paint). */
  initialRect?: { width: number; height: number };
};

/** Rows rendered beyond each edge of the viewport, so scrolling does not flash blank. */
const OVERSCAN = 8;

export function TreeList({ rows, selectedTestId, editingKey, draft, canAct, emptyText, send, initialRect }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]!.key,
    overscan: OVERSCAN,
    initialRect,
  });
  if (rows.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm" p="3">
        {emptyText}
      </Text>
    );
  }
  return (
    <Box ref={scrollRef} flex="1" minH="0" overflowY="auto" role="tree" aria-label="Tests">
      <Box position="relative" width="full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const row = rows[virtual.index]!;
          return (
            <TreeRow
              key={virtual.key}
              row={row}
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${virtual.start}px)` }}
              selected={!row.item.is_folder && row.item.test_case_id === selectedTestId}
              draft={row.key === editingKey ? draft : null}
              canAct={canAct}
              send={send}
            />
          );
        })}
      </Box>
    </Box>
  );
}
