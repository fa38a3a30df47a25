/** The heal a failed run proposes, connected: the run view spawns it (its child `heal`), so this mounts once it exists. */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { healProposalMachine } from '../../../machines/healProposal/healProposal.machine';
import { HealProposalView } from './HealProposalView';

export function ConnectedHealProposal({ heal }: { heal: ActorRefFrom<typeof healProposalMachine> }) {
  const snapshot = useSelector(heal, (s) => s);
  return <HealProposalView snapshot={snapshot} send={heal.send} />;
}
