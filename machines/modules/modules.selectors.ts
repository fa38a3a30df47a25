import type { SnapshotFrom } from 'xstate';
import { requiredError } from '../_shared/validation';
import type { modulesMachine, TestModule } from './modules.machine';

type Snapshot = SnapshotFrom<typeof modulesMachine>;

/** Nothing can be shown: no project is selected. */
export const selectNeedsSuite = (snapshot: Snapshot) => snapshot.matches('idle') && snapshot.context.suiteId === null;
export const selectIsLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectHasFailed = (snapshot: Snapshot) => snapshot.matches('failed');
export const selectIsLoaded = (snapshot: Snapshot) => snapshot.matches('loaded');

/** The modules in the order the server listed them, new ones last. */
export const selectModules = (snapshot: Snapshot): TestModule[] => snapshot.context.modules;

export const selectSelectedModule = (snapshot: Snapshot): TestModule | null =>
  snapshot.context.modules.find((module) => module.module_id === snapshot.context.selectedId) ?? null;

export const selectDraft = (snapshot: Snapshot) => snapshot.context.draft;

/** The message under the create form's name; none before the first attempt. */
export const selectDraftNameError = (snapshot: Snapshot) => (snapshot.context.showErrors ? requiredError(snapshot.context.draft.name) : null);

export const selectIsCreating = (snapshot: Snapshot) => snapshot.matches({ loaded: { creating: 'saving' } });
/** A rename or a script save is under way: both editors are read-only. */
export const selectIsUpdating = (snapshot: Snapshot) => snapshot.matches({ loaded: { updating: 'saving' } });
export const selectIsDeleting = (snapshot: Snapshot) => snapshot.matches({ loaded: { deleting: 'deleting' } });

/** The name typed in the selected module's inline rename; null when it is not being renamed. */
export const selectRenameValue = (snapshot: Snapshot) => {
  const { rename, selectedId } = snapshot.context;
  return rename !== null && rename.id === selectedId ? rename.name : null;
};

/** A rename of the selected module is being saved. */
export const selectIsRenaming = (snapshot: Snapshot) => selectIsUpdating(snapshot) && snapshot.context.pendingUpdate?.patch.name !== undefined;

/** A script save is under way. */
export const selectIsSavingScript = (snapshot: Snapshot) => selectIsUpdating(snapshot) && snapshot.context.pendingUpdate?.patch.name === undefined;

export const selectScriptDraft = (snapshot: Snapshot) => snapshot.context.scriptDraft;

/** 'Save script' is offered when the selected module's script was edited and no update runs. */
export const selectCanSaveScript = (snapshot: Snapshot) => {
  const module = selectSelectedModule(snapshot);
  return module !== null && !selectIsUpdating(snapshot) && snapshot.context.scriptDraft !== (module.defining_py_script ?? '');
};

/** The module whose deletion is under way, if any. */
export const selectDeletingId = (snapshot: Snapshot) => (selectIsDeleting(snapshot) ? snapshot.context.deletingId : null);
