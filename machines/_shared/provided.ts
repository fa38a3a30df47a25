/**
 * What a machine names and the app provides: API calls (actors) and effects such as toasts and
 * navigation (actions). The machine states the name and the types; src/app (and each test)
 * provides the implementation. Left unprovided, running one fails loudly with its name.
 */
import { fromPromise, type NonReducibleUnknown } from 'xstate';

/** An API call the app provides: `fromPromise` with its output and input types. */
export function providedActor<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });
}

/** An effect the app provides, with the params the machine gives it. */
export function providedAction<TParams = undefined>(name: string) {
  return (_: unknown, _params: TParams): never => {
    throw new Error(`${name} not provided`);
  };
}
