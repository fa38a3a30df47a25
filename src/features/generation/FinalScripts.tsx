/** The final scripts: TypeScript and Python tabs (whichever exist), each with Copy and Download. */
import { Box, Button, Heading, HStack, Stack, Tabs } from '@chakra-ui/react';
import { LuCopy, LuDownload } from 'react-icons/lu';
import type { ScriptLanguage } from '../../../machines/testCasePage/generation';
import type { TestCasePageEvent } from '../../../machines/testCasePage/testCasePage.machine';
import type { ScriptsView } from '../../../machines/testCasePage/testCasePage.selectors';
import { keyboardScrollable } from '../../ui/keyboardScrollable';

type Props = { scripts: ScriptsView | null; send: (event: TestCasePageEvent) => void };

const LABELS: Record<ScriptLanguage, string> = { typescript: 'TypeScript', python: 'Python' };

export function FinalScripts({ scripts, send }: Props) {
  if (!scripts) return null;
  const languages = (['typescript', 'python'] as const).filter((language) => scripts[language] !== null);
  return (
    <Stack gap="3" as="section" aria-labelledby="test-scripts">
      <Heading as="h3" size="sm" id="test-scripts">
        Script
      </Heading>
      {/* Which tab shows is a view choice, not behaviour: the tabs keep it themselves. */}
      <Tabs.Root defaultValue={languages[0]} variant="line" size="sm">
        <Tabs.List>
          {languages.map((language) => (
            <Tabs.Trigger key={language} value={language}>
              {LABELS[language]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {languages.map((language) => (
          <Tabs.Content key={language} value={language}>
            <Stack gap="2">
              <HStack justify="end" gap="2">
                <Button size="xs" variant="outline" onClick={() => send({ type: 'script.copy', language })}>
                  <LuCopy /> Copy
                </Button>
                <Button size="xs" variant="outline" onClick={() => send({ type: 'script.download', language })}>
                  <LuDownload /> Download
                </Button>
              </HStack>
              <Box
                as="pre"
                {...keyboardScrollable}
                bg="bg.muted"
                borderRadius="md"
                p="4"
                overflowX="auto"
                fontSize="sm"
                fontFamily="mono"
                data-language={language}
              >
                <code>{scripts[language]}</code>
              </Box>
            </Stack>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
