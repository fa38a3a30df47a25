/**
 * The parse preview follows the form's description, whoever changed it (typing, an @mention
 * picked), and an applied suggestion is typed into the form. Started with `useActorRef` for
 * as long as the form lives; it unsubscribes when the form unmounts.
 */
import { fromCallback, type ActorRefFrom, type EventObject } from 'xstate';
import type { stepPreviewMachine } from '../../../machines/stepPreview/stepPreview.machine';
import type { testCaseEditorMachine } from '../../../machines/testCaseEditor/testCaseEditor.machine';

type Input = { editor: ActorRefFrom<typeof testCaseEditorMachine>; preview: ActorRefFrom<typeof stepPreviewMachine> };

export const stepPreviewWiring = fromCallback<EventObject, Input>(({ input: { editor, preview } }) => {
  const followed = editor.subscribe((snapshot) => {
    // The preview ignores a description it already has, so every snapshot may be passed on.
    preview.send({ type: 'description.changed', description: snapshot.context.fields.description });
  });
  const replaced = preview.on('description.replaced', (event) =>
    editor.send({ type: 'field.changed', field: 'description', value: event.description }),
  );
  return () => {
    followed.unsubscribe();
    replaced.unsubscribe();
  };
});
