/**
 * Two versions of a test's script side by side: the older on the left, line numbers on each side,
 * removed lines red, added lines green, a changed line red beside its green replacement. The other
 * side and the language are the user's to switch (machines/scriptVersions).
 */
import { Box, Button, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { LuX } from 'react-icons/lu';
import type { DiffLine, DiffRow } from '../../../machines/scriptVersions/lineDiff';
import type { ScriptLanguage, ScriptVersionsEvent } from '../../../machines/scriptVersions/scriptVersions.machine';
import type { DiffView } from '../../../machines/scriptVersions/scriptVersions.selectors';
import { keyboardScrollable } from '../../ui/keyboardScrollable';

export const ROUGH_DIFF_TEXT = 'These scripts are too long to compare line by line: the part that differs shows whole on each side.';
const LANGUAGE_LABELS: Record<ScriptLanguage, string> = { typescript: 'TypeScript', python: 'Python' };

type Props = { diff: DiffView; send: (event: ScriptVersionsEvent) => void };

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

function OtherSide({ diff, send }: Props) {
  return (
    <NativeSelect.Root size="xs" width="auto">
      <NativeSelect.Field
        aria-label="Compare with"
        value={diff.other === null ? '' : String(diff.other)}
        onChange={(event) => send({ type: 'compare.changed', version: Number(event.target.value) })}
      >
        {diff.other === null && (
          <option value="" disabled>
            Nothing before
          </option>
        )}
        {diff.otherChoices.map((version) => (
          <option key={version} value={version}>
            Version {version}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function ScriptDiffView({ diff, send }: Props) {
  return (
    <Stack gap="2" as="section" aria-label={`Differences between ${diff.left.label} and ${diff.right.label}`}>
      <HStack gap="3" wrap="wrap">
        <Text fontSize="sm" fontWeight="semibold">
          Version {diff.selected} compared with
        </Text>
        <OtherSide diff={diff} send={send} />
        <HStack gap="1" role="group" aria-label="Language">
          {(['typescript', 'python'] as const).map((language) => (
            <Button
              key={language}
              size="xs"
              variant={diff.language === language ? 'subtle' : 'ghost'}
              aria-pressed={diff.language === language}
              disabled={!diff.languages.includes(language)}
              onClick={() => send({ type: 'language.changed', language })}
            >
              {LANGUAGE_LABELS[language]}
            </Button>
          ))}
        </HStack>
        <Button size="xs" variant="ghost" ms="auto" onClick={() => send({ type: 'diff.closed' })}>
          <LuX /> Close
        </Button>
      </HStack>
      {!diff.diff.exact && (
        <Text fontSize="sm" color="fg.muted">
          {ROUGH_DIFF_TEXT}
        </Text>
      )}
      <Box {...keyboardScrollable} overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" fontFamily="mono" fontSize="xs" data-language={diff.language}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader colSpan={2}>{diff.left.label}</Table.ColumnHeader>
              <Table.ColumnHeader colSpan={2}>{diff.right.label}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {diff.diff.rows.map((row) => (
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
