import type { SnapshotFrom } from 'xstate';
import { selectIsLoaded } from '../listResource/listResource.selectors';
import { formErrors, type Environment, type EnvironmentFormErrors, type environmentsMachine } from './environments.machine';

type Snapshot = SnapshotFrom<typeof environmentsMachine>;

const byName = (a: Pick<Environment, 'name'>, b: Pick<Environment, 'name'>) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** The environments by name, as the list shows them. */
export const selectEnvironments = (snapshot: Snapshot): Environment[] => [...snapshot.context.items].sort(byName);

const noErrors = (rows: number): EnvironmentFormErrors => ({ name: null, baseUrl: null, rows: Array.from({ length: rows }, () => null) });

/** The add form's messages; none before the first attempt to add. */
export const selectDraftErrors = ({ context }: Snapshot): EnvironmentFormErrors =>
  context.showDraftErrors ? formErrors(context.draft, context.items) : noErrors(context.draft.rows.length);

/** The edited environment's messages (its own name is not taken); none before the first attempt to save. */
export const selectEditErrors = ({ context: { editing, showEditErrors, items } }: Snapshot): EnvironmentFormErrors | null => {
  if (!editing) return null;
  if (!showEditErrors) return noErrors(editing.rows.length);
  return formErrors(
    editing,
    items.filter((environment) => environment._id !== editing.id),
  );
};

/** An environment a picker offers: a run takes its id, a filter its name. */
export interface EnvironmentOption {
  id: string;
  name: string;
}

/** What the pickers and filters offer besides None or All: the project's environments by name, none until they loaded. */
export const selectEnvironmentOptions = (snapshot: Snapshot): EnvironmentOption[] =>
  selectIsLoaded(snapshot) ? selectEnvironments(snapshot).map((environment) => ({ id: environment._id, name: environment.name })) : [];

/** Two lists of options alike: a component reading them re-renders only when they change. */
export const sameOptions = (a: ReadonlyArray<EnvironmentOption>, b: ReadonlyArray<EnvironmentOption>) =>
  a.length === b.length && a.every((option, index) => option.id === b[index]!.id && option.name === b[index]!.name);
