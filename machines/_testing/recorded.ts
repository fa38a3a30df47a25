/**
 * A machine started for a behaviour test with its edges recorded: every named actor records
 * its input in `calls` and never settles (the test settles it with `settle(doneEvent(...))`),
 * every named action records its params in `done`, and every emitted event lands in `emitted`.
 * Actions named in `ignored` run as no-ops, for tests about something else.
 */
import { createActor, fromPromise, type AnyStateMachine, type InputFrom } from 'xstate';
import type { DoneActorEvent, ErrorActorEvent } from './paths';

export function startRecorded<M extends AnyStateMachine>(
  machine: M,
  { input, actors, actions, ignored = [] }: { input: InputFrom<M>; actors: string[]; actions: string[]; ignored?: string[] },
) {
  const calls: Array<[string, unknown]> = [];
  const done: Array<[string, unknown]> = [];
  const emitted: unknown[] = [];
  const pending = (name: string) =>
    fromPromise(({ input: actorInput }) => {
      calls.push([name, actorInput]);
      return new Promise<never>(() => {});
    });
  const actor = createActor(
    machine.provide({
      actors: Object.fromEntries(actors.map((name) => [name, pending(name)])),
      actions: Object.fromEntries([
        ...ignored.map((name) => [name, () => {}]),
        ...actions.map((name) => [name, (_: unknown, params?: unknown) => void done.push([name, params])]),
      ]),
    } as never) as M,
    { input },
  );
  actor.on('*', (event) => void emitted.push(event));
  actor.start();
  const settle = (event: DoneActorEvent | ErrorActorEvent) => actor.send(event as never);
  return { actor, settle, calls, done, emitted, snapshot: () => actor.getSnapshot() };
}
