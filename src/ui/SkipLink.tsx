/**
 * The first stop of the Tab key on a signed-in page: 'Skip to main content', out of sight until
 * it has focus. Without it a keyboard user passes every sidebar and top-bar control on every page.
 * The focus moves by script (the main region takes it) rather than by following `#main`, which
 * the router would take for a navigation.
 */
import { Box } from '@chakra-ui/react';

export const MAIN_ID = 'main';

export function SkipLink() {
  return (
    <Box
      asChild
      position="absolute"
      top="2"
      left="2"
      zIndex="skipNav"
      px="3"
      py="2"
      bg="bg"
      color="fg"
      borderWidth="1px"
      rounded="md"
      transform="translateY(-200%)"
      _focus={{ transform: 'none' }}
    >
      <a
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        Skip to main content
      </a>
    </Box>
  );
}
