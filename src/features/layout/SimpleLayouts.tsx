/**
 * The layout without the sidebar of the auth screens and create-org, and the product's name
 * it shares with the public layout (PublicLayout.tsx). It stays apart from the public layout,
 * whose user menu the login screen has no use for.
 */
import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { LuFlaskConical } from 'react-icons/lu';

/** Spec section 9 (K-18): below this width the public page shows the logo without the brand text. */
export const BRAND_TEXT_MIN_WIDTH = 368;
/** Spec section 9 (K-19): below this width the public bar hides its tagline. */
export const TAGLINE_MIN_WIDTH = 536;

/** Hides an element on viewports narrower than `width` px (a raw media query: the thresholds are not breakpoints). */
export const hiddenBelow = (width: number) => ({ [`@media screen and (max-width: ${width - 0.02}px)`]: { display: 'none' } });

/** The logo and the product's name; `narrow` drops the name below the brand-text threshold (public pages). */
export function Brand({ narrow = false }: { narrow?: boolean }) {
  return (
    <HStack gap="2">
      <LuFlaskConical size="24" aria-hidden />
      <Text fontWeight="bold" css={narrow ? hiddenBelow(BRAND_TEXT_MIN_WIDTH) : undefined}>
        Critical Journey
      </Text>
    </HStack>
  );
}

export function SimpleLayout() {
  return (
    <Flex direction="column" minH="100vh" align="center" pt="16" px="4">
      <Brand />
      <Box mt="8" w="full" maxW="md">
        <Outlet />
      </Box>
    </Flex>
  );
}
