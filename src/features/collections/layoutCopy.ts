/**
 * The main layout keeps a copy of the project's collections and recent groups, which screens
 * start from (the Test suites screen, the Overview). While the Test suites screen is open, each
 * change it makes goes back to that copy: its `collections.changed` becomes the layout's.
 */
import { fromCallback, type Actor, type AnyActorRef, type EventObject } from 'xstate';
import type { CollectionsEmitted } from '../../../machines/collections/collections.machine';
import type { mainLayoutMachine } from '../../../machines/mainLayout/mainLayout.machine';

type CollectionsChanged = Extract<CollectionsEmitted, { type: 'collections.changed' }>;

export const layoutFollowsCollections = fromCallback<
  EventObject,
  { collections: AnyActorRef; layout: Pick<Actor<typeof mainLayoutMachine>, 'send'> }
>(({ input }) => {
  const subscription = input.collections.on('collections.changed', (event: CollectionsChanged) =>
    input.layout.send({ type: 'collections.changed', suiteId: event.suiteId, collections: event.collections, groups: event.groups }),
  );
  return () => subscription.unsubscribe();
});
