/**
 * Two versions of a test's script side by side (ScriptDiffTable): the older on the left. The
 * other side and the language are the user's to switch (machines/scriptVersions).
 */
import { Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { LuX } from 'react-icons/lu';
import type { ScriptVersionsEvent } from '../../../machines/scriptVersions/scriptVersions.machine';
import type { DiffView } from '../../../machines/scriptVersions/scriptVersions.selectors';
import { LanguageButtons, ScriptDiffTable } from './ScriptDiffTable';

type Props = { diff: DiffView; send: (event: ScriptVersionsEvent) => void };

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
        <LanguageButtons language={diff.language} languages={diff.languages} onChange={(language) => send({ type: 'language.changed', language })} />
        <Button size="xs" variant="ghost" ms="auto" onClick={() => send({ type: 'diff.closed' })}>
          <LuX /> Close
        </Button>
      </HStack>
      <ScriptDiffTable left={diff.left.label} right={diff.right.label} language={diff.language} diff={diff.diff} />
    </Stack>
  );
}
