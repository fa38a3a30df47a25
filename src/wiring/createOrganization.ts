/** /create-org's machine wired to the API, toasts, storage and navigation. */
import { fromPromise } from 'xstate';
import { createOrganizationMachine } from '../../machines/createOrganization/createOrganization.machine';
import { createOrganization } from '../api/organizations';
import { goTo } from '../app/navigation';
import { storageKeys, writeStored } from '../app/storage';
import { notify } from './page';
import { resetLayoutActors } from './workspace';

export const createOrganizationScreen = createOrganizationMachine.provide({
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
