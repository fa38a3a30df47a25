/** The test's folders (or 'Root'), its title, its status icon and the 'Test ID' copy chip. */
import { Breadcrumb, Button, HStack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { LuCopy } from 'react-icons/lu';
import type { TestCasePageEvent } from '../../../machines/testCasePage/testCasePage.machine';
import type { Breadcrumb as BreadcrumbView } from '../../../machines/testCasePage/testCasePage.selectors';
import { StatusIcon } from '../tree/StatusIcon';

export function TestBreadcrumb({ breadcrumb, send }: { breadcrumb: BreadcrumbView; send: (event: TestCasePageEvent) => void }) {
  return (
    <HStack gap="3" minW="0" wrap="wrap">
      <Breadcrumb.Root size="sm">
        <Breadcrumb.List>
          {breadcrumb.segments.map((segment, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a folder name can repeat along the path; a segment is its place in it.
            <Fragment key={`${index}:${segment}`}>
              <Breadcrumb.Item color="fg.muted">{segment}</Breadcrumb.Item>
              <Breadcrumb.Separator />
            </Fragment>
          ))}
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>
              <HStack gap="2" as="span">
                <StatusIcon state={breadcrumb.state} />
                <Text as="span" fontWeight="semibold" truncate>
                  {breadcrumb.title}
                </Text>
              </HStack>
            </Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Button size="2xs" variant="subtle" borderRadius="full" title={breadcrumb.id} onClick={() => send({ type: 'id.copy' })}>
        <LuCopy />
        Test ID
      </Button>
    </HStack>
  );
}
