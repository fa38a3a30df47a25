/**
 * Listens to other actors' emitted events for as long as a component lives, and unsubscribes
 * when the component unmounts. Started with
 * `useActorRef(emittedListener, { input: { subscribe: () => [actor.on('x.happened', handler)] } })`:
 * `actor.on` types each handler's event from the machine's `emitted` type, so a handler reads its
 * fields without casts. Handlers are plain functions wired in src/ (navigation, other actors).
 */
import { fromCallback, type EventObject, type Subscription } from 'xstate';

export const emittedListener = fromCallback<EventObject, { subscribe: () => Subscription[] }>(({ input }) => {
  const subscriptions = input.subscribe();
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
});
