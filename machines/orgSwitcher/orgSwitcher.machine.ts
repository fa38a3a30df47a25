/**
 * The organization switcher's popup (spec section 2, "Organization switcher"): closed or open
 * with a search query. Picking an organization closes it and selects the organization in the
 * main layout (the input's `layout`), which resets the partial store and reloads the projects.
 * The organizations and the selected one are the layout's, passed to the view as plain data.
 */
import { assign, sendTo, setup, type AnyActorRef } from 'xstate';

export interface OrgSwitcherInput {
  /** The main layout (machines/mainLayout), which holds the organizations and the selected one. */
  layout: AnyActorRef;
}

export interface OrgSwitcherContext {
  layout: AnyActorRef;
  /** The search box's text; the list shows the organizations whose name contains it. */
  query: string;
}

export type OrgSwitcherEvent =
  | { type: 'switcher.open' }
  | { type: 'switcher.close' }
  | { type: 'query.changed'; value: string }
  | { type: 'organization.pick'; orgId: string };

export const orgSwitcherMachine = setup({
  types: {
    context: {} as OrgSwitcherContext,
    events: {} as OrgSwitcherEvent,
    input: {} as OrgSwitcherInput,
  },
  actions: {
    changeQuery: assign((_, params: { value: string }) => ({ query: params.value })),
    clearQuery: assign({ query: '' }),
    selectInLayout: sendTo(
      ({ context }) => context.layout,
      (_, params: { orgId: string }) => ({ type: 'organization.selected' as const, orgId: params.orgId }),
    ),
  },
}).createMachine({
  id: 'orgSwitcher',
  context: ({ input }) => ({ layout: input.layout, query: '' }),
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
          actions: { type: 'selectInLayout', params: ({ event }) => ({ orgId: event.orgId }) },
        },
        'switcher.close': 'closed',
      },
    },
  },
});
