/**
 * /collections/{testSuiteId?}/{testCollectionId?}: the selected project's collections. The
 * screen starts from what the main layout loaded for the project, picks the collection the
 * address names (else the saved one), and keeps both in step with the selection. Its changes
 * go back to the main layout (the machine tells it `collections.changed`). Test names come from the project's tree
 * actor, which stays current as tests change. A deletion is asked in a confirm dialog of the
 * screen's own, which the collections machine asks and answers itself.
 */
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import type { SuiteData } from '../../../machines/mainLayout/mainLayout.machine';
import { selectSuiteData } from '../../../machines/mainLayout/mainLayout.selectors';
import { sameOptions, selectEnvironmentOptions } from '../../../machines/environments/environments.selectors';
import { confirmDialogMachine } from '../../../machines/confirmDialog/confirmDialog.machine';
import { layoutActors } from '../../wiring/workspace';
import { readStored, storageKeys } from '../../app/storage';
import { ConfirmDialogView } from '../confirm/ConfirmDialogView';
import { CollectionFormDialog } from './CollectionFormDialog';
import { collectionForm, collections } from '../../wiring/collections';
import { CollectionsView } from './CollectionsView';
import { useTestNames } from './testNames';

function CollectionsPage({ suiteId, data }: { suiteId: string; data: SuiteData }) {
  const { testCollectionId } = useParams();
  const { mainLayout } = layoutActors();
  // Created first: the collections machine is given it to ask before deleting.
  const confirm = useActorRef(confirmDialogMachine);
  const actor = useActorRef(collections, {
    input: {
      suiteId,
      collections: data.collections,
      groups: data.recentRuns,
      selectedId: testCollectionId ?? readStored(storageKeys.collection),
      addressedId: testCollectionId ?? null,
      confirmDialog: confirm,
      // Its changes go back to the layout's copy, which screens start from (this one, reopened).
      layout: mainLayout,
    },
  });
  // The run-alls, the schedule and the history's filter offer the project's environments (the workspace's list).
  const environments = useSelector(layoutActors().environments, selectEnvironmentOptions, sameOptions);
  // Every collection the form saves goes to the list.
  const form = useActorRef(collectionForm, { input: { suiteId, collections: actor } });
  // The address changed (back button, a link): the selection follows it.
  useEffect(() => {
    if (testCollectionId) actor.send({ type: 'collection.select', id: testCollectionId });
  }, [actor, testCollectionId]);
  return (
    <>
      <CollectionsView
        snapshot={useSelector(actor, (snapshot) => snapshot)}
        send={actor.send}
        testNames={useTestNames()}
        onNewCollection={() => form.send({ type: 'form.create' })}
        onEditTests={(collection) => form.send({ type: 'form.editTests', collection })}
        environments={environments}
      />
      <CollectionFormDialog snapshot={useSelector(form, (snapshot) => snapshot)} send={form.send} />
      <ConfirmDialogView snapshot={useSelector(confirm, (snapshot) => snapshot)} send={confirm.send} />
    </>
  );
}

export function CollectionsScreen() {
  const { mainLayout } = layoutActors();
  const suiteId = useSelector(mainLayout, (snapshot) => snapshot.context.selectedSuiteId);
  const data = useSelector(mainLayout, selectSuiteData);
  if (!suiteId || !data) return null;
  // A new project is a new screen: its data, its selection.
  return <CollectionsPage key={suiteId} suiteId={suiteId} data={data} />;
}
