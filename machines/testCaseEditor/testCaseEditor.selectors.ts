import type { SnapshotFrom } from 'xstate';
import { invalidMentionKeys, mentionedKeys, mentionSuggestions } from '../_shared/mentions';
import { testCaseFieldErrors, type FieldErrors, type TestCaseFields, type testCaseEditorMachine } from './testCaseEditor.machine';

type Snapshot = SnapshotFrom<typeof testCaseEditorMachine>;

export const selectMode = (snapshot: Snapshot) => snapshot.context.mode;

export const selectFields = (snapshot: Snapshot): TestCaseFields => snapshot.context.fields;

/** The message under a field; none before the first submit. */
export const selectFieldError = (snapshot: Snapshot, field: keyof FieldErrors) =>
  snapshot.context.showErrors ? testCaseFieldErrors(snapshot.context.fields)[field] : null;

/** The parameters the description mentions (valid keys), as the chips under it show them. */
export const selectMentionedKeys = (snapshot: Snapshot) => mentionedKeys(snapshot.context.fields.description);

/**
 * The @ suggestion list (D-41): null while no mention is being typed at the caret, else the known
 * parameter keys completing it — the test's own parameters and the project's shared ones.
 */
export const selectMentionSuggestions = (snapshot: Snapshot, sharedKeys: readonly string[] = []): string[] | null => {
  const { mention, kept, fields } = snapshot.context;
  if (!mention) return null;
  // The mention being typed is not a suggestion of its own.
  const others = fields.description.slice(0, mention.start) + fields.description.slice(mention.end);
  return mentionSuggestions([...Object.keys(kept.parameterDefaults), ...mentionedKeys(others), ...sharedKeys], mention.query);
};

/** Mentions whose key breaks the rule; shown as they are typed, before any submit. */
export const selectInvalidMentionKeys = (snapshot: Snapshot) => invalidMentionKeys(snapshot.context.fields.description);

/** The server's message from the last failed save, in red under the form. */
export const selectError = (snapshot: Snapshot) => snapshot.context.error;

/** A save is under way (or done and the app is leaving): the form is read-only. */
export const selectIsBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');

/** Which submit button shows its spinner: the one whose kind of save is in flight. */
export const selectSavingWith = (snapshot: Snapshot): 'generate' | 'save' | null =>
  snapshot.matches('saving') ? (snapshot.context.schedule ? 'generate' : 'save') : null;

export const selectCanCancel = (snapshot: Snapshot) => snapshot.can({ type: 'form.cancel' });

/** Only the open form saves: not while saving, and not once saved or cancelled. */
export const selectCanSubmit = (snapshot: Snapshot) => snapshot.matches('editing');
