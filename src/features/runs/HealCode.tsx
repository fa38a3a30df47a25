/**
 * The heal's code in the chosen language (TypeScript, or Python when the test has it): the step's
 * locator before and after, and the whole scripts side by side, only that line differing.
 */
import { Box, DataList, HStack, Heading, Stack } from '@chakra-ui/react';
import { selectLocators, selectScriptDiff } from '../../../machines/healProposal/healProposal.selectors';
import { keyboardScrollable } from '../../ui/keyboardScrollable';
import { LanguageButtons, ScriptDiffTable } from '../testCase/ScriptDiffTable';
import type { HealProposalProps } from './runTypes';

function Locator({ code, testId }: { code: string; testId: string }) {
  return (
    <Box
      as="pre"
      data-testid={testId}
      {...keyboardScrollable}
      fontFamily="mono"
      fontSize="xs"
      overflowX="auto"
      bg="bg.muted"
      px="2"
      py="1"
      borderRadius="sm"
    >
      {code}
    </Box>
  );
}

export function HealCode({ snapshot, send }: HealProposalProps) {
  const locators = selectLocators(snapshot);
  const scripts = selectScriptDiff(snapshot);
  return (
    <Stack gap="3" as="section" aria-labelledby="heal-code">
      <HStack gap="3" wrap="wrap">
        <Heading as="h4" size="xs" id="heal-code">
          Locator and scripts
        </Heading>
        <LanguageButtons
          language={locators.language}
          languages={locators.languages}
          onChange={(language) => send({ type: 'language.changed', language })}
        />
      </HStack>
      <DataList.Root orientation="horizontal" size="sm" aria-label="Locator">
        <DataList.Item>
          <DataList.ItemLabel>Locator before</DataList.ItemLabel>
          <DataList.ItemValue minW="0">
            <Locator code={locators.before} testId="locator-before" />
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Locator after</DataList.ItemLabel>
          <DataList.ItemValue minW="0">
            <Locator code={locators.after} testId="locator-after" />
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <ScriptDiffTable left={scripts.left} right={scripts.right} language={scripts.language} diff={scripts.diff} />
    </Stack>
  );
}
