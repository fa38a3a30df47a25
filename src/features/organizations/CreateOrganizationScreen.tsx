/** /create-org (super admins): creates an organization and switches to it. */
import { useActorRef, useSelector } from '@xstate/react';
import { createOrganizationScreen } from '../../wiring/createOrganization';
import { CreateOrganizationView } from './CreateOrganizationView';

export function CreateOrganizationScreen() {
  const actor = useActorRef(createOrganizationScreen);
  return <CreateOrganizationView snapshot={useSelector(actor, (s) => s)} send={actor.send} />;
}
