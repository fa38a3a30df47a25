/**
 * The attempts a retried run made before its last, oldest first: each with its ending, its own
 * steps and screenshots, and its own trace. The last attempt is the run's (its summary, steps
 * and trace above). Renders nothing for a run that was not retried.
 */
import { Alert, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Suspense, use } from 'react';
import { runStatusKind } from '../../../machines/testRuns/runStatus';
import { selectAttempts, type AttemptView } from '../../../machines/runView/runView.selectors';
import { RunArtifactSourceContext } from './runArtifacts';
import { RunStatusIcon } from './RunStatusIcon';
import type { RunViewProps } from './runTypes';
import { StepList } from './StepList';
import { TraceLinks } from './TraceLinks';

/** An earlier attempt's trace: its address is fetched when drawn, like a step screenshot's. */
function AttemptTrace({ runId, name, send }: { runId: string; name: string; send: RunViewProps['send'] }) {
  const address = use(use(RunArtifactSourceContext)(runId, name));
  return <TraceLinks trace={address ? { status: 'ready', name, address } : { status: 'unavailable' }} canRetry={false} send={send} />;
}

function Attempt({ runId, attempt, send }: { runId: string; attempt: AttemptView; send: RunViewProps['send'] }) {
  const title = `Attempt ${attempt.attempt}: ${attempt.statusLabel}`;
  return (
    <Stack as="li" gap="3" borderWidth="1px" borderRadius="md" p="3" aria-label={title}>
      <HStack gap="2">
        <RunStatusIcon status={attempt.status} />
        <Heading as="h4" size="xs">
          {title}
        </Heading>
      </HStack>
      {attempt.message && (
        <Alert.Root status={runStatusKind(attempt.status) === 'failed' ? 'error' : 'warning'} size="sm">
          <Alert.Indicator />
          <Alert.Description>{attempt.message}</Alert.Description>
        </Alert.Root>
      )}
      {attempt.steps ? (
        <StepList steps={attempt.steps} label={`Step results of attempt ${attempt.attempt}`} send={send} />
      ) : (
        <Text color="fg.muted" fontSize="sm">
          No step results.
        </Text>
      )}
      {attempt.trace && (
        <Suspense fallback={<TraceLinks trace={{ status: 'loading' }} canRetry={false} send={send} />}>
          <AttemptTrace runId={runId} name={attempt.trace} send={send} />
        </Suspense>
      )}
    </Stack>
  );
}

export function RunAttempts({ runId, snapshot, send }: RunViewProps & { runId: string }) {
  const attempts = selectAttempts(snapshot);
  if (attempts.length === 0) return null;
  return (
    <Stack gap="2" as="section" aria-labelledby="run-attempts">
      <Heading as="h3" size="sm" id="run-attempts">
        Earlier attempts
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        The run was tried again after these attempts failed; the steps above are its last attempt&apos;s.
      </Text>
      <Stack as="ol" gap="3" listStyleType="none" aria-label="Earlier attempts">
        {attempts.map((attempt) => (
          <Attempt key={attempt.attempt} runId={runId} attempt={attempt} send={send} />
        ))}
      </Stack>
    </Stack>
  );
}
