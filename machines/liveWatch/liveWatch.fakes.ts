/**
 * A fake of the `watchSocket` actor for tests: the test plays the server, sending message texts
 * that reach the machine exactly as the real socket (src/wiring/actors/liveWatchActors.ts) reports
 * them: through `watchMessageEvent`, an error message closing the socket.
 */
import { fromCallback } from 'xstate';
import { isWatchErrorMessage, watchMessageEvent, type LiveWatchEvent } from './liveWatch.machine';

interface Connection {
  sendBack: (event: LiveWatchEvent) => void;
  open: boolean;
}

export function fakeWatchSocket() {
  /** The input of every socket opened, in order. */
  const opened: Array<{ testId: string }> = [];
  let current: Connection | null = null;
  const logic = fromCallback<LiveWatchEvent, { testId: string }>(({ input, sendBack }) => {
    opened.push(input);
    const connection: Connection = { sendBack, open: true };
    current = connection;
    return () => {
      connection.open = false;
    };
  });
  const live = (): Connection => {
    if (!current?.open) throw new Error('No socket is open.');
    return current;
  };
  const close = (connection: Connection) => {
    connection.open = false;
    connection.sendBack({ type: 'watch.closed' });
  };
  return {
    logic,
    opened,
    isOpen: () => current?.open ?? false,
    /** The server sends a text frame. */
    serverSends(text: string) {
      const connection = live();
      if (isWatchErrorMessage(text)) return close(connection);
      const event = watchMessageEvent(text);
      if (event) connection.sendBack(event);
    },
    /** The connection drops (a socket error, the server going away). */
    serverCloses() {
      close(live());
    },
  };
}
