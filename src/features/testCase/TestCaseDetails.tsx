/** The test read-only: website, description and, once generated, its steps in order. */
import { Badge, DataList, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { DetailsView } from '../../../machines/testCasePage/testCasePage.selectors';

export function TestCaseDetails({ details }: { details: DetailsView }) {
  return (
    <Stack gap="6">
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>Website</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all">{details.website}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Stack gap="2" as="section" aria-labelledby="test-description">
        <Heading as="h3" size="sm" id="test-description">
          Description
        </Heading>
        <Text whiteSpace="pre-wrap">{details.description}</Text>
      </Stack>
      {details.steps.length > 0 && (
        <Stack gap="2" as="section" aria-labelledby="test-steps">
          <Heading as="h3" size="sm" id="test-steps">
            Steps
          </Heading>
          <List.Root as="ol" listStyle="none" gap="2" aria-label="Steps">
            {details.steps.map((step, position) => (
              <List.Item key={step.step} borderWidth="1px" borderRadius="md" p="3">
                <HStack align="start" gap="3">
                  <Text color="fg.muted" fontSize="sm">
                    {position + 1}.
                  </Text>
                  <Badge variant="subtle">{step.actionName}</Badge>
                  <Text wordBreak="break-word">{step.actionDescription}</Text>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </Stack>
  );
}
