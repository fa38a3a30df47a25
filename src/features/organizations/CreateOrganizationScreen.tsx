/** /create-org (super admins): creates an organization and switches to it. */
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { createOrganizationMachine } from '../../../machines/createOrganization/createOrganization.machine';
import { createOrganization } from '../../api/organizations';
import { resetLayoutActors } from '../../app/appActors';
import { goTo } from '../../app/navigation';
import { storageKeys, writeStored } from '../../app/storage';
import { notify } from '../../app/pageActors';
import { CreateOrganizationView } from './CreateOrganizationView';

const createOrganizationScreen = createOrganizationMachine.provide({
  actors: { createOrganization: fromPromise(({ input }) => createOrganization(input)) },
  actions: {
    notifyCreated: notify,
    notifyFailed: notify,
    goToOrganization: (_, { orgId }) => {
      // The layout reloads its organizations from scratch, with the new one selected.
      resetLayoutActors();
      writeStored(storageKeys.organization, orgId);
      goTo('/');
    },
  },
});

export function CreateOrganizationScreen() {
  const actor = useActorRef(createOrganizationScreen);
  return <CreateOrganizationView snapshot={useSelector(actor, (s) => s)} send={actor.send} />;
}
