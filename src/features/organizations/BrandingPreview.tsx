/**
 * The create-organization form's live preview: the browser tab (logo and page title), the
 * organization as the switcher shows it, and the theme colours. Pure rendering of values the
 * selector already trimmed and validated, so nothing unchecked reaches a style.
 */
import { Avatar, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { BrandingPreview as Preview } from '../../../machines/createOrganization/createOrganization.selectors';

function Logo({ name, logo, size }: { name: string; logo: string | null; size: '2xs' | 'sm' }) {
  return (
    <Avatar.Root size={size} shape="rounded" flexShrink={0} aria-hidden>
      <Avatar.Fallback name={name || undefined} />
      {logo && <Avatar.Image src={logo} alt="" />}
    </Avatar.Root>
  );
}

function Swatch({ label, colour }: { label: string; colour: string | null }) {
  return (
    <HStack gap="2" flex="1" minW="0">
      <Box
        boxSize="6"
        rounded="md"
        borderWidth="1px"
        flexShrink={0}
        style={{ backgroundColor: colour ?? undefined }}
        bg={colour ? undefined : 'bg.muted'}
        data-testid={`${label.toLowerCase()}-swatch`}
      />
      <Stack gap="0" minW="0">
        <Text fontSize="xs" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="sm" truncate>
          {colour ?? 'Default'}
        </Text>
      </Stack>
    </HStack>
  );
}

export function BrandingPreview({ preview }: { preview: Preview }) {
  return (
    <Stack as="section" aria-label="Branding preview" gap="3" p="4" borderWidth="1px" rounded="lg" bg="bg.subtle">
      <Heading as="h2" size="sm">
        Preview
      </Heading>
      <HStack gap="2" px="3" py="1.5" roundedTop="md" bg="bg.panel" borderWidth="1px" maxW="full" title="Browser tab">
        <Logo name={preview.name} logo={preview.logo} size="2xs" />
        <Text fontSize="sm" truncate>
          {preview.title}
        </Text>
      </HStack>
      <HStack gap="3">
        <Logo name={preview.name} logo={preview.logo} size="sm" />
        <Text fontWeight="medium" truncate color={preview.name ? undefined : 'fg.muted'}>
          {preview.name || 'Organization name'}
        </Text>
      </HStack>
      <HStack gap="4">
        <Swatch label="Primary" colour={preview.primary} />
        <Swatch label="Secondary" colour={preview.secondary} />
      </HStack>
    </Stack>
  );
}
