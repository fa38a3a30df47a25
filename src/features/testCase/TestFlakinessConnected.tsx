/** The test's flake rate, connected: the test page invokes it (its child `flakiness`), so this mounts once it exists. */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { testFlakinessMachine } from '../../../machines/testFlakiness/testFlakiness.machine';
import { TestFlakinessView } from './TestFlakinessView';

export function ConnectedTestFlakiness({ flakiness }: { flakiness: ActorRefFrom<typeof testFlakinessMachine> }) {
  const snapshot = useSelector(flakiness, (s) => s);
  return <TestFlakinessView snapshot={snapshot} send={flakiness.send} />;
}
