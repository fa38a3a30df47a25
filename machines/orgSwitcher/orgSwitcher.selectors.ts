import type { SnapshotFrom } from 'xstate';
import type { orgSwitcherMachine } from './orgSwitcher.machine';

type Snapshot = SnapshotFrom<typeof orgSwitcherMachine>;

export const selectIsOpen = (snapshot: Snapshot) => snapshot.matches('open');

export const selectQuery = (snapshot: Snapshot) => snapshot.context.query;

/**
 * The popup's list: sorted by name, keeping the names that contain the query, ignoring case.
 * A blank query keeps every organization.
 */
export function filterOrganizations<T extends { name: string }>(organizations: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  return organizations
    .filter((org) => org.name.toLocaleLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}
