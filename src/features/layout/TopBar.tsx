/** The bar above every page of the main layout: project picker and theme choice. */
import { Flex, HStack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { appActors } from '../../app/appActors';
import { selectSelectedOrg } from '../../../machines/mainLayout/mainLayout.selectors';
import { ProjectPicker } from '../projects/ProjectPicker';
import { ThemeMenuView } from '../theme/ThemeMenuView';

export function TopBar() {
  const { theme, mainLayout } = appActors();
  const themeSnapshot = useSelector(theme, (s) => s);
  const organization = useSelector(mainLayout, selectSelectedOrg);
  return (
    <Flex as="header" align="center" justify="space-between" px="6" py="3" borderBottomWidth="1px" gap="4">
      <ProjectPicker />
      <HStack gap="3">
        {organization && (
          <Text fontSize="sm" color="fg.muted" truncate maxW="104px" title={organization.name}>
            {organization.name}
          </Text>
        )}
        <ThemeMenuView snapshot={themeSnapshot} send={theme.send} />
      </HStack>
    </Flex>
  );
}
