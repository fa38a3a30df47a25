import type { SnapshotFrom } from 'xstate';
import { requiredError } from '../_shared/validation';
import { selectIsUpdating } from '../listResource/listResource.selectors';
import type { modulesMachine, TestModule } from './modules.machine';

type Snapshot = SnapshotFrom<typeof modulesMachine>;

/** The modules in the order the server listed them, new ones last. */
export const selectModules = (snapshot: Snapshot): TestModule[] => snapshot.context.items;

/** The module shown in the detail pane (the one being edited). */
export const selectSelectedModule = ({ context }: Snapshot): TestModule | null =>
  context.items.find((module) => module.module_id === context.editing?.id) ?? null;

/** The message under the create form's name; none before the first attempt. */
export const selectDraftNameError = ({ context }: Snapshot) => (context.showDraftErrors ? requiredError(context.draft.name) : null);

/** The name typed in the selected module's inline rename; null when it is not being renamed. */
export const selectRenameValue = (snapshot: Snapshot) => snapshot.context.editing?.name ?? null;

/** A script save is under way. */
export const selectIsSavingScript = (snapshot: Snapshot) => selectIsUpdating(snapshot) && snapshot.context.saving?.part === 'script';

export const selectScriptDraft = (snapshot: Snapshot) => snapshot.context.editing?.script ?? '';

/** 'Save script' is offered when the selected module's script was edited and no update runs. */
export const selectCanSaveScript = (snapshot: Snapshot) => {
  const module = selectSelectedModule(snapshot);
  return module !== null && !selectIsUpdating(snapshot) && selectScriptDraft(snapshot) !== (module.defining_py_script ?? '');
};
