/** A step's code: TypeScript, and Python on a toggle when the step has it too. */
import { Box, Tabs } from '@chakra-ui/react';
import { keyboardScrollable } from '../../ui/keyboardScrollable';

function CodeBlock({ code, language }: { code: string; language: string }) {
  return (
    <Box
      as="pre"
      {...keyboardScrollable}
      bg="bg.muted"
      borderRadius="sm"
      p="2"
      overflowX="auto"
      fontSize="xs"
      fontFamily="mono"
      data-language={language}
    >
      <code>{code}</code>
    </Box>
  );
}

export function StepCode({ code, pythonCode, label }: { code: string | null; pythonCode: string | null; label: string }) {
  if (code === null && pythonCode === null) return null;
  if (code === null || pythonCode === null) {
    return code !== null ? <CodeBlock code={code} language="typescript" /> : <CodeBlock code={pythonCode!} language="python" />;
  }
  // Which language shows is a view choice, not behaviour: the tabs keep it themselves.
  return (
    <Tabs.Root defaultValue="typescript" size="sm" variant="subtle" lazyMount aria-label={label}>
      <Tabs.List>
        <Tabs.Trigger value="typescript">TypeScript</Tabs.Trigger>
        <Tabs.Trigger value="python">Python</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="typescript" pt="1">
        <CodeBlock code={code} language="typescript" />
      </Tabs.Content>
      <Tabs.Content value="python" pt="1">
        <CodeBlock code={pythonCode} language="python" />
      </Tabs.Content>
    </Tabs.Root>
  );
}
