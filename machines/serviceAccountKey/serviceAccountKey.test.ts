import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { doneEvent, errorEvent, type DoneActorEvent, type ErrorActorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { ACME_ORG_ID } from '../orgMembers/orgMembers.paths';
import { serviceAccountKeyMachine } from './serviceAccountKey.machine';
import { newKey, serviceAccountKeyPathModel } from './serviceAccountKey.paths';
import { selectCanRegenerate, selectIsRegenerating, selectShownKey } from './serviceAccountKey.selectors';

describePathModel(serviceAccountKeyPathModel);

function startKey() {
  const calls: unknown[] = [];
  const done: Array<[string, unknown]> = [];
  const emitted: unknown[] = [];
  const record = (name: string) => (_: unknown, params?: unknown) => void done.push([name, params]);
  const actor = createActor(
    serviceAccountKeyMachine.provide({
      actors: {
        regenerateServiceAccountKey: fromPromise(({ input }) => {
          calls.push(input);
          return new Promise<never>(() => {});
        }),
      },
      actions: {
        copyToClipboard: record('copyToClipboard'),
        notifyCopied: record('notifyCopied'),
        notifyRegenerated: record('notifyRegenerated'),
        notifyRegenerateFailed: record('notifyRegenerateFailed'),
      },
    }),
    { input: { orgId: ACME_ORG_ID } },
  );
  actor.on('*', (event) => void emitted.push(event));
  actor.start();
  const settle = (event: DoneActorEvent | ErrorActorEvent) => actor.send(event as never);
  return { actor, settle, calls, done, emitted, snapshot: () => actor.getSnapshot() };
}

describe('serviceAccountKey', () => {
  it('asks the app to confirm, regenerates once confirmed, and shows the key once', () => {
    const { actor, settle, calls, done, emitted, snapshot } = startKey();
    actor.send({ type: 'key.requestRegeneration' });
    expect(emitted).toEqual([{ type: 'key.regenerateRequested' }]);
    expect(calls).toEqual([]);
    actor.send({ type: 'key.regenerate' });
    expect(selectIsRegenerating(snapshot())).toBe(true);
    expect(selectCanRegenerate(snapshot())).toBe(false);
    actor.send({ type: 'key.regenerate' });
    expect(calls).toEqual([{ orgId: ACME_ORG_ID }]);
    settle(doneEvent('regenerateServiceAccountKey', newKey));
    expect(selectShownKey(snapshot())).toBe(newKey.service_account_key);
    actor.send({ type: 'key.copy' });
    expect(done).toEqual([
      [
        'notifyRegenerated',
        { title: 'Service account key successfully regenerated', text: 'Copy the key now: it will not be shown again.', type: 'success' },
      ],
      ['copyToClipboard', { text: newKey.service_account_key }],
      ['notifyCopied', { title: 'Copied to clipboard', text: 'Service account key is copied to clipboard.', type: 'success' }],
    ]);
    actor.send({ type: 'key.dismiss' });
    expect(selectShownKey(snapshot())).toBeNull();
    expect(snapshot().context.key).toBeNull();
  });

  it('reports a failed regeneration', () => {
    const { actor, settle, done, snapshot } = startKey();
    actor.send({ type: 'key.regenerate' });
    settle(errorEvent('regenerateServiceAccountKey', 'Only admins may regenerate the key'));
    expect(snapshot().value).toBe('idle');
    expect(done).toEqual([['notifyRegenerateFailed', { title: 'Some error occurred', text: 'Failed to regenerate service account key', type: 'error' }]]);
  });
});
