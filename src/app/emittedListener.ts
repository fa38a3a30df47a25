/**
 * Listens to another actor's emitted events for as long as a component lives: started with
 * `useActorRef(emittedListener, { input: { actor, handlers } })`, it unsubscribes when the
 * component unmounts. Handlers are plain functions wired in src/ (navigation, other actors).
 */
import { fromCallback, type AnyActorRef, type EventObject } from 'xstate';

type Handlers = Record<string, (event: EventObject & Record<string, unknown>) => void>;

export const emittedListener = fromCallback<EventObject, { actor: AnyActorRef; handlers: Handlers }>(({ input }) => {
  const subscriptions = Object.entries(input.handlers).map(([type, handler]) => input.actor.on(type, handler as never));
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
});
