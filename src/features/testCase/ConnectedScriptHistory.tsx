/**
 * The test's script history on its page, connected: its own actor (machines/scriptVersions),
 * started here for as long as the page shows the test, and told about the page's test by the
 * wiring (src/wiring/testCase.ts). Restore asks the app's confirm dialog itself.
 */
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { testCasePageMachine } from '../../../machines/testCasePage/testCasePage.machine';
import { scriptHistoryOf } from '../../wiring/testCase';
import { appActors } from '../../wiring/workspace';
import { ScriptHistoryView } from './ScriptHistoryView';

export function ConnectedScriptHistory({ testId, page }: { testId: string; page: ActorRefFrom<typeof testCasePageMachine> }) {
  const history = useActorRef(scriptHistoryOf(page), { input: { testId, confirmDialog: appActors().confirmDialog } });
  const snapshot = useSelector(history, (s) => s);
  return <ScriptHistoryView snapshot={snapshot} send={history.send} />;
}
