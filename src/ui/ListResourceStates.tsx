/**
 * What every list resource (machines/listResource) shows before its list: nothing to list
 * without a project, the loading skeleton, or the error with Retry; then the list itself.
 */
import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  selectHasFailed,
  selectHasNoOwner,
  selectIsLoaded,
  selectIsLoading,
  type ListResourceSnapshot,
} from '../../machines/listResource/listResource.selectors';
import { ErrorBlock } from './ErrorBlock';
import { ListLoading } from './ListLoading';

type Props = {
  snapshot: ListResourceSnapshot;
  send: (event: { type: 'list.retry' }) => void;
  loadingLabel: string;
  children: ReactNode;
};

export function ListResourceStates({ snapshot, send, loadingLabel, children }: Props) {
  return (
    <>
      {selectHasNoOwner(snapshot) && <Text color="fg.muted">No project selected</Text>}
      {selectIsLoading(snapshot) && <ListLoading label={loadingLabel} />}
      {selectHasFailed(snapshot) && <ErrorBlock onRetry={() => send({ type: 'list.retry' })} />}
      {selectIsLoaded(snapshot) && children}
    </>
  );
}
