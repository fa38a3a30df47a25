/**
 * The organization switcher: the selected organization's logo and, unless `logoOnly` or the
 * window is narrower than the sm breakpoint (640px), its name.
 * Rendered only with at least one organization; with more than one it shows a chevron and
 * opens a popup with a search box and the organizations sorted by name, filtered by the search.
 * Picking one selects it and closes the popup; clicks inside the popup do not close it.
 */
import { Box, Button, Flex, Input, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuChevronsUpDown } from 'react-icons/lu';
import type { SnapshotFrom } from 'xstate';
import type { OrgSwitcherEvent, orgSwitcherMachine } from '../../../machines/orgSwitcher/orgSwitcher.machine';
import { filterOrganizations, selectIsOpen, selectQuery } from '../../../machines/orgSwitcher/orgSwitcher.selectors';
import { OrgLogo } from './OrgLogo';

export type SwitcherOrganization = { org_id: string; name: string; ui_config?: { logo?: string } };

type Props = {
  snapshot: SnapshotFrom<typeof orgSwitcherMachine>;
  send: (event: OrgSwitcherEvent) => void;
  organizations: SwitcherOrganization[];
  selected: SwitcherOrganization | null;
  /** Show the logo without the name. */
  logoOnly?: boolean;
};

// Spec section 9: the name is about 104px wide; the popup 13rem to 18rem wide, 24rem high.
const NAME_WIDTH = '104px';

export function OrgSwitcherView({ snapshot, send, organizations, selected, logoOnly = false }: Props) {
  if (organizations.length === 0 || !selected) return null;
  const face = (
    <>
      <OrgLogo name={selected.name} logo={selected.ui_config?.logo} />
      {/* Logo-only mode: asked for, or on a narrow window (below the sm breakpoint). */}
      {!logoOnly && (
        <Text truncate maxW={NAME_WIDTH} fontWeight="medium" hideBelow="sm" data-testid="organization-name">
          {selected.name}
        </Text>
      )}
    </>
  );
  const label = `Organization ${selected.name}`;
  if (organizations.length === 1) {
    return (
      <Flex align="center" gap="2" px="2" h="8" aria-label={label} title={selected.name} role="group">
        {face}
      </Flex>
    );
  }
  const query = selectQuery(snapshot);
  return (
    <Popover.Root
      open={selectIsOpen(snapshot)}
      onOpenChange={(details) => send({ type: details.open ? 'switcher.open' : 'switcher.close' })}
      positioning={{ placement: 'bottom-start', offset: { mainAxis: 8 } }}
    >
      <Popover.Trigger asChild>
        <Button variant="ghost" size="sm" px="2" aria-label={label} title={selected.name}>
          {face}
          <LuChevronsUpDown aria-hidden />
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content minW="13rem" maxW="18rem" width="auto">
            <Popover.Body p="2">
              <Input
                size="sm"
                mb="2"
                aria-label="Search organizations"
                placeholder="Search organizations..."
                value={query}
                onChange={(event) => send({ type: 'query.changed', value: event.target.value })}
              />
              <Box maxH="24rem" overflowY="auto">
                <Stack gap="0.5" role="list" aria-label="Organizations">
                  {filterOrganizations(organizations, query).map((org) => (
                    <Box key={org.org_id} role="listitem">
                      <Button
                        variant={org.org_id === selected.org_id ? 'subtle' : 'ghost'}
                        size="sm"
                        width="full"
                        justifyContent="flex-start"
                        title={org.name}
                        aria-current={org.org_id === selected.org_id ? 'true' : undefined}
                        onClick={() => send({ type: 'organization.pick', orgId: org.org_id })}
                      >
                        <OrgLogo name={org.name} logo={org.ui_config?.logo} />
                        <Text truncate flex="1" textAlign="start">
                          {org.name}
                        </Text>
                        {org.org_id === selected.org_id && <LuCheck aria-hidden />}
                      </Button>
                    </Box>
                  ))}
                </Stack>
              </Box>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
