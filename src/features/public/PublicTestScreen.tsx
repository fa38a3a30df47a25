/** /public/test/{id}, /test/{id} and /go/{id}: a published test, by short name or id, for anyone. */
import { useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { publicTest } from '../../wiring/publicTest';
import { PublicTestView } from './PublicTestView';

function PublicTest({ id }: { id: string }) {
  const actor = useActorRef(publicTest, { input: { id } });
  return <PublicTestView snapshot={useSelector(actor, (s) => s)} send={actor.send} />;
}

export function PublicTestScreen() {
  const { id = '' } = useParams();
  // Keyed: the machine reads the id when it starts, so another address starts another test.
  return <PublicTest key={id} id={id} />;
}
