/**
 * What the user observes in each state of the organization switcher, and what each transition
 * must do: the hand-written tables its path replays check (machines/_testing/expectations.ts).
 */
import type { ExpectationTables } from '../_testing/expectations';
import type { orgSwitcherMachine } from './orgSwitcher.machine';
import { selectIsOpen, selectQuery } from './orgSwitcher.selectors';

type Tables = ExpectationTables<typeof orgSwitcherMachine>;

export const orgSwitcherObservations: Tables['observations'] = {
  // Closed, the search is always empty: each opening starts with an empty search box.
  closed: {
    can: ['switcher.open'],
    selectors: [
      [selectIsOpen, false],
      [selectQuery, ''],
    ],
  },
  // The popup shows the search box with what was typed, and the list to pick from.
  open: ({ query }) => ({
    can: ['switcher.close', 'query.changed', 'organization.pick'],
    selectors: [
      [selectIsOpen, true],
      [selectQuery, query],
    ],
  }),
};

export const orgSwitcherTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'closed' },
  'closed + switcher.open': { target: 'open' },
  // Typing filters the list; nothing else happens.
  'open + query.changed': { target: 'open' },
  // "Picking an entry selects it and closes the popup": the layout selects it.
  'open + organization.pick': { target: 'closed', effects: [{ send: 'mainLayout', event: { type: 'organization.selected', orgId: 'org-2' } }] },
  // Closing selects nothing.
  'open + switcher.close': { target: 'closed' },
};
