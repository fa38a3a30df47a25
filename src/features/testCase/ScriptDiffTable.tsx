/**
 * Two scripts side by side, line by line: the older on the left, line numbers on each side,
 * removed lines red, added lines green, a changed line red beside its green replacement. Shared by
 * the script history (ScriptDiffView) and a run's heal proposal (runs/HealProposalView), with the
 * buttons that switch the language the scripts show in.
 */
import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { DiffLine, DiffRow, LineDiff } from '../../../machines/scriptVersions/lineDiff';
import type { ScriptLanguage } from '../../../machines/scriptVersions/scriptVersions.machine';
import { keyboardScrollable } from '../../ui/keyboardScrollable';

export const ROUGH_DIFF_TEXT = 'These scripts are too long to compare line by line: the part that differs shows whole on each side.';
export const LANGUAGE_LABELS: Record<ScriptLanguage, string> = { typescript: 'TypeScript', python: 'Python' };

const LEFT_BG: Partial<Record<DiffRow['kind'], string>> = { removed: 'red.subtle', changed: 'red.subtle' };
const RIGHT_BG: Partial<Record<DiffRow['kind'], string>> = { added: 'green.subtle', changed: 'green.subtle' };

function Side({ line, bg, side }: { line: DiffLine | null; bg: string | undefined; side: 'left' | 'right' }) {
  return (
    <>
      <Table.Cell bg={bg} color="fg.muted" textAlign="end" userSelect="none" width="1%" px="2" py="0" data-side={side}>
        {line?.number}
      </Table.Cell>
      <Table.Cell bg={bg} whiteSpace="pre" width="50%" px="2" py="0" borderEndWidth={side === 'left' ? '1px' : undefined}>
        {line?.text}
      </Table.Cell>
    </>
  );
}

/** TypeScript and Python as pressed buttons; a language not offered is disabled. */
export function LanguageButtons({
  language,
  languages,
  onChange,
}: {
  language: ScriptLanguage;
  languages: ScriptLanguage[];
  onChange: (language: ScriptLanguage) => void;
}) {
  return (
    <HStack gap="1" role="group" aria-label="Language">
      {(['typescript', 'python'] as const).map((candidate) => (
        <Button
          key={candidate}
          size="xs"
          variant={language === candidate ? 'subtle' : 'ghost'}
          aria-pressed={language === candidate}
          disabled={!languages.includes(candidate)}
          onClick={() => onChange(candidate)}
        >
          {LANGUAGE_LABELS[candidate]}
        </Button>
      ))}
    </HStack>
  );
}

/** The diff's table, headed by its two sides' labels; says so when the scripts were too long to compare line by line. */
export function ScriptDiffTable({ left, right, language, diff }: { left: string; right: string; language: ScriptLanguage; diff: LineDiff }) {
  return (
    <Stack gap="2">
      {!diff.exact && (
        <Text fontSize="sm" color="fg.muted">
          {ROUGH_DIFF_TEXT}
        </Text>
      )}
      <Box {...keyboardScrollable} overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" fontFamily="mono" fontSize="xs" data-language={language}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader colSpan={2}>{left}</Table.ColumnHeader>
              <Table.ColumnHeader colSpan={2}>{right}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {diff.rows.map((row) => (
              <Table.Row key={`${row.left?.number ?? '-'}:${row.right?.number ?? '-'}`} data-kind={row.kind}>
                <Side line={row.left} bg={LEFT_BG[row.kind]} side="left" />
                <Side line={row.right} bg={RIGHT_BG[row.kind]} side="right" />
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
