/** The bar above every page of the main layout: organization, project and theme choice. */
import { Flex, HStack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { appActors } from '../../wiring/workspace';
import { ProjectPicker } from '../projects/ProjectPicker';
import { OrgSwitcher } from '../organizations/OrgSwitcher';
import { ThemeMenuView } from '../theme/ThemeMenuView';

export function TopBar() {
  const { theme } = appActors();
  const themeSnapshot = useSelector(theme, (s) => s);
  return (
    <Flex as="header" align="center" justify="space-between" px="6" py="3" borderBottomWidth="1px" gap="4">
      <HStack gap="3">
        <OrgSwitcher />
        <ProjectPicker />
      </HStack>
      <HStack gap="3">
        <ThemeMenuView snapshot={themeSnapshot} send={theme.send} />
      </HStack>
    </Flex>
  );
}
