/**
 * Stand-ins for the two ends of a confirmation (machines/confirmDialog) in machine tests: a
 * dialog that records what requesters send it, and a requester that records the dialog's answers.
 * Both are real actors, so `sendTo` reaches them exactly as it reaches the app's.
 */
import { createActor, fromCallback, type AnyEventObject } from 'xstate';

/** A started actor that keeps every event it receives in `received`, in order. */
export function recordingActor(id = 'recorder') {
  const received: AnyEventObject[] = [];
  const ref = createActor(
    fromCallback<AnyEventObject>(({ receive }) => {
      receive((event) => void received.push(event));
    }),
    { id },
  ).start();
  return { ref, received };
}

/** A dialog stand-in for requester machines: `received` holds their requests and outcomes. */
export const recordingDialog = () => recordingActor('confirmDialog');
