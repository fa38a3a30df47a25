/**
 * One line of the tree: indentation by depth, a folder's chevron (or a test's status icon), the
 * name (greyed for a test that cannot run) or its inline editor, and the row menu.
 */
import { Box, Flex, Text, chakra } from '@chakra-ui/react';
import type { CSSProperties } from 'react';
import { LuChevronDown, LuChevronRight, LuFolder, LuFolderOpen } from 'react-icons/lu';
import type { TestTreeEvent } from '../../../machines/testTree/testTree.machine';
import { statusIcon, type TreeRow as Row } from '../../../machines/testTree/treeModel';
import { StatusIcon } from './StatusIcon';
import { TreeNameInput } from './TreeNameInput';
import { TreeRowMenu } from './TreeRowMenu';

export const ROW_HEIGHT = 32;
const INDENT = 16;

export type Draft = { value: string; error: string | null; saving: boolean };

type Props = {
  row: Row;
  /** Where the virtualizer puts the row. */
  style: CSSProperties;
  selected: boolean;
  /** The draft when this row's name is being edited. */
  draft: Draft | null;
  /** Menus are offered only while browsing. */
  canAct: boolean;
  send: (event: TestTreeEvent) => void;
};

export function TreeRow({ row, style, selected, draft, canAct, send }: Props) {
  const { item, depth, isExpanded } = row;
  const isFolder = item.is_folder;
  const greyed = !isFolder && statusIcon(item.test_case_state).greyed;
  const activate = () => send(isFolder ? { type: 'folder.toggled', path: row.path } : { type: 'test.selected', id: item.test_case_id! });
  return (
    <Flex
      role="treeitem"
      aria-level={depth + 1}
      aria-expanded={isFolder ? isExpanded : undefined}
      aria-selected={selected}
      style={style}
      height={`${ROW_HEIGHT}px`}
      align="center"
      gap="1.5"
      pl={`${8 + depth * INDENT}px`}
      pr="1"
      bg={selected ? 'bg.emphasized' : undefined}
      _hover={{ bg: selected ? 'bg.emphasized' : 'bg.muted' }}
    >
      <Box as="span" width="4" display="inline-flex" flexShrink={0} color="fg.muted">
        {isFolder && (isExpanded ? <LuChevronDown /> : <LuChevronRight />)}
      </Box>
      {isFolder ? (
        <Box as="span" display="inline-flex" flexShrink={0} color="fg.muted" aria-hidden>
          {isExpanded ? <LuFolderOpen /> : <LuFolder />}
        </Box>
      ) : (
        <StatusIcon state={item.test_case_state} />
      )}
      {draft ? (
        <TreeNameInput
          value={draft.value}
          error={draft.error}
          saving={draft.saving}
          onChange={(value) => send({ type: 'draft.changed', value })}
          onSave={() => send({ type: 'draft.save' })}
          onCancel={() => send({ type: 'draft.cancel' })}
        />
      ) : (
        <chakra.button type="button" flex="1" minW="0" textAlign="start" cursor="pointer" onClick={activate} disabled={!canAct}>
          <Text as="span" display="block" truncate fontSize="sm" color={greyed ? 'fg.subtle' : undefined} data-greyed={greyed || undefined}>
            {item.entity_name}
          </Text>
        </chakra.button>
      )}
      {!draft && <TreeRowMenu row={row} disabled={!canAct} send={send} />}
    </Flex>
  );
}
