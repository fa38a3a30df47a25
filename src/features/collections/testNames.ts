import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { layoutActors } from '../../wiring/workspace';
import type { TestNames } from './RunGroupList';

/** The project's test names by id, from its tree actor (which stays current as tests change). */
export function useTestNames(): TestNames {
  const items = useSelector(layoutActors().testTree, (snapshot) => snapshot.context.items);
  return useMemo(
    () => Object.fromEntries(items.flatMap((item) => (!item.is_folder && item.test_case_id ? [[item.test_case_id, item.entity_name]] : []))),
    [items],
  );
}
