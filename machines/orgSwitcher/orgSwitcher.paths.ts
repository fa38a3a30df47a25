/** The path model of the organization switcher: open, search, pick or close. */
import { recordingActor } from '../_testing/confirmations';
import type { PathModel } from '../_testing/paths';
import { orgSwitcherObservations, orgSwitcherTransitions } from './orgSwitcher.expectations';
import { orgSwitcherMachine } from './orgSwitcher.machine';

export const orgSwitcherPathModel: PathModel<typeof orgSwitcherMachine> = {
  machine: orgSwitcherMachine,
  inputs: [{ layout: recordingActor('mainLayout').ref }],
  implementations: {},
  events: () => [
    { type: 'switcher.open' },
    { type: 'switcher.close' },
    { type: 'query.changed', value: 'acme' },
    { type: 'organization.pick', orgId: 'org-2' },
  ],
  observations: orgSwitcherObservations,
  transitions: orgSwitcherTransitions,
};
