/** Fakes for the path models of every list resource: calls never settle, toasts go nowhere. */
import { neverSettles } from '../_testing/paths';

export function listResourceFakes<TItem, TCreate, TChanges = never>() {
  return {
    actors: {
      list: neverSettles<TItem[], { ownerId: string }>(),
      create: neverSettles<TItem, { ownerId: string; create: TCreate }>(),
      update: neverSettles<unknown, { ownerId: string; id: string; changes: TChanges }>(),
      remove: neverSettles<unknown, { ownerId: string; id: string }>(),
    },
    actions: { notify: () => {} },
  };
}
