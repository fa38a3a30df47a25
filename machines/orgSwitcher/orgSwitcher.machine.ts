/**
 * The organization switcher's popup (spec section 2, "Organization switcher"): closed or open
 * with a search query. Picking an organization announces it and closes; the app selects it
 * (the main layout resets the partial store and reloads the projects). The organizations and
 * the selected one are the layout's, passed to the view as plain data.
 */
import { assign, emit, setup } from 'xstate';

export interface OrgSwitcherContext {
  /** The search box's text; the list shows the organizations whose name contains it. */
  query: string;
}

export type OrgSwitcherEvent =
  | { type: 'switcher.open' }
  | { type: 'switcher.close' }
  | { type: 'query.changed'; value: string }
  | { type: 'organization.pick'; orgId: string };

export type OrgSwitcherEmitted = { type: 'organization.picked'; orgId: string };

export const orgSwitcherMachine = setup({
  types: {
    context: {} as OrgSwitcherContext,
    events: {} as OrgSwitcherEvent,
    emitted: {} as OrgSwitcherEmitted,
  },
  actions: {
    changeQuery: assign((_, params: { value: string }) => ({ query: params.value })),
    clearQuery: assign({ query: '' }),
    emitPicked: emit((_, params: { orgId: string }) => ({ type: 'organization.picked' as const, orgId: params.orgId })),
  },
}).createMachine({
  id: 'orgSwitcher',
  context: { query: '' },
  initial: 'closed',
  states: {
    closed: {
      on: { 'switcher.open': 'open' },
    },
    // Each opening starts with an empty search.
    open: {
      exit: 'clearQuery',
      on: {
        'query.changed': { actions: { type: 'changeQuery', params: ({ event }) => ({ value: event.value }) } },
        'organization.pick': {
          target: 'closed',
          actions: { type: 'emitPicked', params: ({ event }) => ({ orgId: event.orgId }) },
        },
        'switcher.close': 'closed',
      },
    },
  },
});
