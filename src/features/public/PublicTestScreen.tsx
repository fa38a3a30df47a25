/** /public/test/{id}, /test/{id} and /go/{id}: a published test, by short name or id, for anyone. */
import { useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { publicTestMachine } from '../../../machines/publicTest/publicTest.machine';
import { getPublicTestCase } from '../../api/publicTests';
import { notify } from '../../app/pageActors';
import { PublicTestView } from './PublicTestView';

const publicTest = publicTestMachine.provide({
  actors: { getPublicTestCase: fromPromise(({ input }) => getPublicTestCase(input.id)) },
  actions: {
    copyScript: (_, { script }) => {
      void navigator.clipboard.writeText(script).then(() => notify(null, { title: 'Copied to clipboard', type: 'success' }));
    },
  },
});

function PublicTest({ id }: { id: string }) {
  const actor = useActorRef(publicTest, { input: { id } });
  return <PublicTestView snapshot={useSelector(actor, (s) => s)} send={actor.send} />;
}

export function PublicTestScreen() {
  const { id = '' } = useParams();
  // Keyed: the machine reads the id when it starts, so another address starts another test.
  return <PublicTest key={id} id={id} />;
}
