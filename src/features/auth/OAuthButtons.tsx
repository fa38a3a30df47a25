/** Sign-in through Google or Microsoft; each button only when its provider is enabled. */
import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { FaMicrosoft } from 'react-icons/fa';
import { FcGoogle } from 'react-icons/fc';
import type { ReactNode } from 'react';
import type { OAuthProvider } from '../../../machines/login/login.machine';

export type { EnabledProviders } from '../../session/providers';
import type { EnabledProviders } from '../../session/providers';

type Props = {
  providers: EnabledProviders;
  /** The provider the browser is leaving for: its button shows the loading state. */
  redirecting: OAuthProvider | null;
  disabled: boolean;
  onStart: (provider: OAuthProvider) => void;
};

const labels: Record<OAuthProvider, string> = { google: 'Continue with Google', azure: 'Continue with Microsoft' };
const icons: Record<OAuthProvider, ReactNode> = { google: <FcGoogle />, azure: <FaMicrosoft /> };

export function OAuthButtons({ providers, redirecting, disabled, onStart }: Props) {
  const enabled = (['google', 'azure'] as const).filter((provider) => providers[provider]);
  if (enabled.length === 0) return null;
  return (
    <Stack gap="3">
      <HStack>
        <Separator flex="1" />
        <Text flexShrink="0" fontSize="sm" color="fg.muted">
          or
        </Text>
        <Separator flex="1" />
      </HStack>
      {enabled.map((provider) => (
        <Button
          key={provider}
          variant="outline"
          loading={redirecting === provider}
          loadingText={labels[provider]}
          disabled={disabled}
          onClick={() => onStart(provider)}
        >
          {icons[provider]} {labels[provider]}
        </Button>
      ))}
    </Stack>
  );
}
