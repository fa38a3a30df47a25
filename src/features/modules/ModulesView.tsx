/**
 * The Modules screen (/modules/{testSuiteId?}): the project's test modules in a list with a
 * 'New module' form, beside the selected module's detail. Renders the `modules` machine's
 * snapshot and only sends it events.
 */
import { Badge, Box, Button, Center, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { LuBlocks } from 'react-icons/lu';
import { selectHasFailed, selectHasNoOwner, selectIsLoaded, selectIsLoading } from '../../../machines/listResource/listResource.selectors';
import { selectModules, selectSelectedModule } from '../../../machines/modules/modules.selectors';
import { ListLoading } from '../../ui/ListLoading';
import { ErrorBlock } from '../../ui/ErrorBlock';
import { ModuleDetail } from './ModuleDetail';
import type { ModulesProps } from './moduleProps';
import { NewModuleForm } from './NewModuleForm';

function NoSuiteNotice() {
  return (
    <Center py="16">
      <Stack align="center" gap="2" textAlign="center">
        <LuBlocks size="40" aria-hidden />
        <Heading as="h2" size="md">
          No test suite selected
        </Heading>
        <Text color="fg.muted">Choose a project to see its modules.</Text>
      </Stack>
    </Center>
  );
}

function ModuleList({ snapshot, send }: ModulesProps) {
  const modules = selectModules(snapshot);
  const selectedId = selectSelectedModule(snapshot)?.module_id;
  if (modules.length === 0) return <Text color="fg.muted">This project has no modules yet.</Text>;
  return (
    <Stack as="ul" aria-label="Modules" gap="1" listStyleType="none">
      {modules.map((module) => (
        <Box as="li" key={module.module_id}>
          <Button
            variant={module.module_id === selectedId ? 'subtle' : 'ghost'}
            aria-current={module.module_id === selectedId ? 'true' : undefined}
            width="full"
            justifyContent="space-between"
            onClick={() => send({ type: 'item.edit', id: module.module_id })}
          >
            <Text truncate>{module.name}</Text>
            <Badge size="sm">{module.module_type}</Badge>
          </Button>
        </Box>
      ))}
    </Stack>
  );
}

export function ModulesView({ snapshot, send }: ModulesProps) {
  return (
    <Stack gap="6" maxW="6xl" mx="auto" py="6" px="4">
      <Heading as="h1" size="2xl">
        Modules
      </Heading>
      {selectHasNoOwner(snapshot) && <NoSuiteNotice />}
      {selectIsLoading(snapshot) && <ListLoading label="Loading modules" rows={3} height="10" />}
      {selectHasFailed(snapshot) && <ErrorBlock onRetry={() => send({ type: 'list.retry' })} />}
      {selectIsLoaded(snapshot) && (
        <Grid templateColumns={{ base: '1fr', md: 'minmax(16rem, 1fr) 2fr' }} gap="6" alignItems="start">
          <Stack gap="4">
            <ModuleList snapshot={snapshot} send={send} />
            <NewModuleForm snapshot={snapshot} send={send} />
          </Stack>
          <ModuleDetail snapshot={snapshot} send={send} />
        </Grid>
      )}
    </Stack>
  );
}
