/**
 * Where the heal's decision stands: Accept and Reject while it is proposed (the one sent spins and
 * the panel says so; a refusal shows the server's reason and the buttons stay), else who accepted
 * it, with the run that checks it, who rejected it, or why it no longer applies.
 */
import { Alert, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LuCheck, LuX } from 'react-icons/lu';
import { selectDecision, selectPending } from '../../../machines/healProposal/healProposal.selectors';
import type { HealProposalProps } from './runTypes';

export const RERUN_LINK_TEXT = 'Open the run that checks it';

export function HealDecision({ snapshot, send }: HealProposalProps) {
  const decision = selectDecision(snapshot);
  const pending = selectPending(snapshot);
  if (decision.kind === 'proposed') {
    return (
      <Stack gap="2">
        <HStack gap="2">
          <Button
            size="sm"
            colorPalette="green"
            loading={decision.busy === 'accept'}
            loadingText="Accept heal"
            disabled={decision.busy === 'reject'}
            onClick={() => send({ type: 'heal.accept' })}
          >
            <LuCheck /> Accept heal
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={decision.busy === 'reject'}
            loadingText="Reject heal"
            disabled={decision.busy === 'accept'}
            onClick={() => send({ type: 'heal.reject' })}
          >
            <LuX /> Reject heal
          </Button>
          {pending && (
            <Text fontSize="sm" color="fg.muted" role="status">
              {pending}
            </Text>
          )}
        </HStack>
        {decision.error && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Description>{decision.error}</Alert.Description>
          </Alert.Root>
        )}
      </Stack>
    );
  }
  const status = decision.kind === 'accepted' ? 'success' : decision.kind === 'rejected' ? 'info' : 'warning';
  return (
    <Alert.Root status={status} size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description data-testid="heal-decision">{decision.text}</Alert.Description>
        {decision.kind === 'accepted' && decision.rerunPath && (
          <Link asChild variant="underline" fontSize="sm">
            <RouterLink to={decision.rerunPath}>{RERUN_LINK_TEXT}</RouterLink>
          </Link>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
