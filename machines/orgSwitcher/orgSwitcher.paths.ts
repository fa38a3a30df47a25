/** The path model of the organization switcher: open, search, pick or close. */
import type { PathModel } from '../_testing/paths';
import { orgSwitcherMachine } from './orgSwitcher.machine';

export const orgSwitcherPathModel: PathModel<typeof orgSwitcherMachine> = {
  machine: orgSwitcherMachine,
  inputs: [undefined],
  implementations: {},
  events: () => [
    { type: 'switcher.open' },
    { type: 'switcher.close' },
    { type: 'query.changed', value: 'acme' },
    { type: 'organization.pick', orgId: 'org-2' },
  ],
};
